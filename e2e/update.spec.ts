import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { VERSION_PATH } from '../server/realtime/start-realtime';
import { expect, test } from './support/fixtures';
import { waitForServiceWorkerControl } from './support/pwa';
import { connectRealtimeAdmin, realtimeConfig } from './support/realtime-admin';

/*
 * Both journeys change what the shared e2e server serves to every page of the run (the published version,
 * sw.js). Each holds the server exclusively (no other test runs meanwhile, see support/server-lock.ts)
 * and undoes its change in `finally`. Waiting for the lock may take a few seconds, hence the timeout.
 */
test.use({ changesSharedServer: true });
test.describe.configure({ timeout: 60_000 });

const NEW_VERSION = 'A new version is available.';

test('a higher version published in the realtime database shows the new-version banner', async ({
  page,
  request,
  gotoApp,
  cspViolations,
  offLoopbackRequests,
}) => {
  const realtime = await realtimeConfig(request);
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));

  await gotoApp('/');
  await expect(page.locator('main article').first()).toBeVisible();
  // The version check connected to the local realtime database, over a websocket the CSP allows. It
  // starts only once the page has settled (load, 5 s, then an idle moment: src/lib/after-page-settles.ts).
  await expect
    .poll(
      () => sockets.some((url) => url.startsWith(`ws://${realtime.emulator_host}:${realtime.emulator_port}/`)),
      { timeout: 20_000 },
    )
    .toBe(true);
  await expect(page.getByText(NEW_VERSION)).toHaveCount(0);

  const admin = await connectRealtimeAdmin(request);
  try {
    // The server published its own version (package.json's) at start.
    const published = await admin.read(VERSION_PATH);
    const config = (await (await request.get('/api/v5/config.json')).json()) as { data: { version: string } };
    expect(published).toBe(config.data.version);
    try {
      // Dots removed (the rule compares numbers), 999990 is higher than this app's 2.122.0 (21220).
      await admin.set(VERSION_PATH, '99.999.0');
      await expect(page.getByText(NEW_VERSION)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
    } finally {
      await admin.set(VERSION_PATH, published);
    }
    expect(await admin.read(VERSION_PATH)).toBe(published);
  } finally {
    await admin.close();
  }

  expect(cspViolations).toEqual([]);
  expect(offLoopbackRequests).toEqual([]);
});

test('a new service worker waiting shows the banner; refresh activates it and reloads once', async ({
  page,
  gotoApp,
  cspViolations,
  offLoopbackRequests,
}) => {
  const servedDist = process.env.E2E_DIST_DIR;
  if (!servedDist)
    throw new Error('E2E_DIST_DIR is not set: playwright.config.ts serves a copy of dist/ there');
  const swFile = path.join(servedDist, 'sw.js');
  const original = readFileSync(swFile);

  await gotoApp('/');
  await waitForServiceWorkerControl(page);
  await expect(page.locator('main article').first()).toBeVisible();
  await expect(page.getByText(NEW_VERSION)).toHaveCount(0);

  try {
    // A new deploy: sw.js is byte-different. The browser's update check installs it, and it waits.
    appendFileSync(swFile, `\n// e2e: a new deploy ${Date.now()}\n`);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    // The reloaded page registers (and hears of the waiting worker) once it has settled (decision 0067).
    await expect(page.getByText(NEW_VERSION)).toBeVisible({ timeout: 20_000 });
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state),
    ).toBe('installed');

    // Refresh: the waiting worker skips waiting, takes control, and the page reloads once.
    await page.evaluate(() => {
      (window as unknown as Record<string, unknown>).e2eBeforeRefresh = true;
    });
    let loads = 0;
    page.on('load', () => (loads += 1));
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Refresh' }).click()]);

    await expect(page.locator('main article').first()).toBeVisible();
    expect(await page.evaluate(() => 'e2eBeforeRefresh' in window), 'the page was reloaded').toBe(false);
    const registration = await page.evaluate(async () => {
      const r = await navigator.serviceWorker.getRegistration();
      return {
        controlled: navigator.serviceWorker.controller !== null,
        active: r?.active?.state ?? null,
        waiting: Boolean(r?.waiting),
      };
    });
    expect(registration).toEqual({ controlled: true, active: 'activated', waiting: false });
    await expect(page.getByText(NEW_VERSION)).toHaveCount(0);
    expect(loads, 'reloaded exactly once').toBe(1);
  } finally {
    // Other tests share the server: serve the build's sw.js again.
    writeFileSync(swFile, original);
  }

  expect(cspViolations).toEqual([]);
  expect(offLoopbackRequests).toEqual([]);
});
