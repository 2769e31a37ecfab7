import { expect, test } from './support/fixtures';

/**
 * What each lazy chunk imports is a file of its own, fetched once the page has loaded (decision 0064):
 * the entry no longer carries it. Opening another page then names all of that page's chunks at once, as
 * `<link rel="modulepreload">`, instead of the browser finding them one level per round trip. The entry's
 * own imports are named in the page's HTML likewise (decision 0067). On a phone and a desktop.
 */

type ChunkDepsMap = Record<string, string[]>;

test('en: the chunk map arrives after the page has loaded, and the next page preloads its chunks from it', async ({ page, gotoApp, request }) => {
  // The home page's pictures alone can fill the browser's default 250 resource timings.
  await page.addInitScript(() => performance.setResourceTimingBufferSize(5000));
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname.slice(1)));
  const mapResponse = page.waitForResponse((response) => new URL(response.url()).pathname === '/chunk-deps.json');
  await gotoApp('/?locale=en');
  const map = (await (await mapResponse).json()) as ChunkDepsMap;
  expect(Object.keys(map).length).toBeGreaterThan(10);
  // Every file it names is one the server has (a map written before the build dropped its pure-style
  // chunks named some that were not).
  const named = [...new Set([...Object.keys(map), ...Object.values(map).flat()])];
  const missing: string[] = [];
  for (const file of named) if ((await request.head(`/${file}`)).status() !== 200) missing.push(file);
  expect(missing).toEqual([]);

  // Not fetched before the load event: it must not compete with the page's own files.
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const entry = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/chunk-deps.json'));
    return { loadEnd: navigation!.loadEventEnd, mapStart: entry?.startTime ?? -1 };
  });
  expect(timing.mapStart).toBeGreaterThanOrEqual(timing.loadEnd);

  const preloads = () =>
    page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => new URL(l.href).pathname.slice(1)));
  const before = new Set(await preloads());

  const card = page.locator('article.restaurant-card').first();
  const name = (await card.locator('h3').first().textContent())!.trim();
  await card.locator('a.restaurant-card__link').click();
  await expect(page.locator('h1')).toHaveText(name);

  const added = (await preloads()).filter((file) => !before.has(file));
  // The restaurant page's chunks, named by the map of a chunk the page imported, not found level by level.
  expect(added.length).toBeGreaterThan(0);
  const fromMap = new Set(requested.flatMap((file) => map[file] ?? []));
  expect(added.filter((file) => !fromMap.has(file))).toEqual([]);
});

test("th: what the entry imports is named beside it in the page's HTML, so it comes with the entry, not after it", async ({ page, gotoApp }) => {
  await gotoApp('/?locale=th');
  const found = await page.evaluate(() => {
    const timings = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const timing = (path: string) => timings.find((t) => new URL(t.name).pathname === path);
    const entry = timing(new URL(document.querySelector<HTMLScriptElement>('head script[type="module"][src]')!.src).pathname)!;
    return {
      entryArrived: entry.responseEnd,
      imports: [...document.querySelectorAll<HTMLLinkElement>('head link[rel="modulepreload"]:not([fetchpriority])')].map((link) => {
        const path = new URL(link.href).pathname;
        return { path, askedAt: timing(path)?.startTime ?? null };
      }),
    };
  });
  // The bundler's runtime chunk at least (decision 0067). Found only through the entry's import, it could
  // not be asked for before the entry had arrived; named in the HTML, it is asked for beside the entry.
  expect(found.imports.length).toBeGreaterThan(0);
  for (const { path, askedAt } of found.imports) {
    expect(askedAt, path).not.toBeNull();
    expect(askedAt!, path).toBeLessThan(found.entryArrived);
  }
});
