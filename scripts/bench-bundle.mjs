// npm run bench:bundle (after a build): gzip size (as sent) of the JS and CSS needed to render `/`, of all the JS
// the build emits, and of the first HTML response. "Needed for /" = the entry script and its static
// imports (dist/.vite/manifest.json) plus the lazy chunk(s) of the index route and their static imports.
// It fails above the budget, and when any chunk was built from a React development file (the shipped
// runtime is React's production build: docs/decisions/0017-react-in-every-build.md).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
// Run by tsx (package.json): the manifest walk is the server's, a TypeScript module.
import { addChunkFiles, entryKeys } from '../server/http/build-manifest.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(root, 'dist');
const manifestPath = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('dist/.vite/manifest.json is missing: run `npm run build` first (build.manifest is on in vite.config.ts).');
  process.exit(1);
}
/** @type {Record<string, {file: string, src?: string, isEntry?: boolean, imports?: string[], css?: string[], dynamicImports?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

// Route files that render `/`: src/routes/index.tsx, or index.tsx under pathless/optional segments
// such as _layout/, (group)/ or {-$locale}/ — including TanStack's split variants (?tsr-split=…).
const isIndexRoute = (key) => {
  const m = /^src\/routes\/((?:[^/]+\/)*)index\.tsx(\?.*)?$/.exec(key);
  if (!m) return false;
  const dirs = m[1].split('/').filter(Boolean);
  return dirs.every((d) => d.startsWith('_') || d.startsWith('(') || d.startsWith('{-'));
};
const isRootRouteSplit = (key) => /^src\/routes\/__root\.tsx\?/.test(key);

const lazy = Object.keys(manifest).filter((key) => isIndexRoute(key) || isRootRouteSplit(key));

const initial = new Set();
const css = new Set();
const walk = (key, into) => addChunkFiles(manifest, key, into, css);
for (const key of entryKeys(manifest)) walk(key, initial);
// The app's one stylesheet (cssCodeSplit off, decision 0059) is linked by index.html, not by a chunk.
const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');
for (const [, href] of indexHtml.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)) css.add(href);
const lazyFiles = new Set();
for (const key of lazy) walk(key, lazyFiles);
for (const file of initial) lazyFiles.delete(file);

// What the server sends a browser that accepts gzip: the build's Zopfli copy where there is one
// (x.js.gz, decisions 0065 and 0067); else the file as it is when under hono/compress's 1 KB threshold,
// or the server's on-the-fly gzip, which zlib's default level stands for here.
const ON_THE_FLY_MIN_BYTES = 1024;
const size = (file) => {
  const full = path.join(dist, file);
  const buf = readFileSync(full);
  if (existsSync(`${full}.gz`)) return { raw: buf.length, gzip: readFileSync(`${full}.gz`).length };
  return { raw: buf.length, gzip: buf.length < ON_THE_FLY_MIN_BYTES ? buf.length : gzipSync(buf).length };
};
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const rows = [];
const add = (kind, files) => {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const s = size(file);
    raw += s.raw;
    gzip += s.gzip;
    rows.push({ kind, file, raw: kb(s.raw), gzip: kb(s.gzip) });
  }
  return { raw, gzip };
};
const js = add('entry JS', [...initial].filter((f) => f.endsWith('.js')));
const lazyJs = add('index route JS', [...lazyFiles].filter((f) => f.endsWith('.js')));
const cssTotal = add('CSS', [...css]);
// The language catalogue's start part (locales/*.po) is fetched before the first render too; one of them,
// per visit. Its rest (locales/*.po?rest) comes with the first chunk that needs it (decision 0066):
// reported, not counted.
const largest = (pattern) =>
  Object.entries(manifest)
    .filter(([key]) => pattern.test(key))
    .map(([, chunk]) => ({ file: chunk.file, ...size(chunk.file) }))
    .sort((a, b) => b.gzip - a.gzip)[0];
const catalogue = largest(/^locales\/[^/]+\.po$/);
const catalogueRest = largest(/^locales\/[^/]+\.po\?rest$/);
if (catalogue) add('catalogue start (largest)', [catalogue.file]);
if (catalogueRest) add('catalogue rest (not counted)', [catalogueRest.file]);
const html = add('HTML', ['index.html']);
console.table(rows);

const totalJs = js.gzip + lazyJs.gzip;

// A booking step opened from a link (phone page and desktop sidebar): the entry plus the step route's
// chunk and its static imports. Reported, not budgeted; steps 2 to 5 load apart
// (docs/decisions/0057-booking-steps-load-apart.md), so this is what step 1 waits for.
const stepRoutes = Object.keys(manifest).filter((key) =>
  /^src\/routes\/restaurants\/\$restaurantName\/(mobile-)?book\/step-\{\$step\}\.tsx\?tsr-split=component$/.test(key),
);
const stepRows = stepRoutes.map((key) => {
  const files = new Set(initial);
  walk(key, files);
  const jsFiles = [...files].filter((f) => f.endsWith('.js'));
  const gzip = jsFiles.reduce((sum, f) => sum + size(f).gzip, 0);
  const withZod = jsFiles.some((f) => /\/zod-[^/]+\.js$/.test(f));
  const page = key.includes('mobile-book') ? 'phone page' : 'desktop sidebar';
  return { what: `JS to open a booking step, ${page} (gzip)`, size: kb(gzip), note: `${jsFiles.length} files${withZod ? ', zod among them' : ''}` };
});
// React 19 + react-dom/client production builds are ~60 KB of this. The budget was the React figure
// (138.9 KB, docs/decisions/0017-react-in-every-build.md) plus headroom, 145 KB; the entry was brought
// back to 140.6 KB and the budget lowered to just above it (docs/decisions/0044-entry-bundle.md), so
// growth has to be argued for in the change that raises it. 142 → 142.5 KB: hydrating the server's paint
// (docs/decisions/0059-server-paint-and-hydration.md). 142.5 → 130 KB, issue 16's figure: the chunk map
// out of the entry, the build's Zopfli copies, and code only later pages use out of the first bundle
// (docs/decisions/0064-chunk-map-after-load.md, 0065-precompressed-assets.md). 130 → 131 KB: the checks
// that keep the start-up chunks and the catalogue's rest off a first visit are in the entry, +0.8 KB here
// for 21 KB less before home is quiet (docs/decisions/0066-start-only-what-the-page-needs.md). 131 → 128 KB:
// the environment list, partner mode's rules, the persisted cache's code and the search box's suggestions
// load only when needed (docs/decisions/0068-footer-and-tracking-after-the-page-settles.md).
const TARGET_KB = 128;
const TARGET = TARGET_KB * 1024;
// Issue 16's budget for what home loads before it is quiet, met by decision 0068: bytes, so it fails too.
const SETTLED_GOAL_KB = 130;

// What home fetches before it is quiet, first visit: the above and the language catalogue's start part.
// The footer's and page-view tracking's code wait until the page has settled (decision 0068). Fails above
// the 130 KB; `npm run bench:browser` measures the same in Chromium.
const settledFiles = new Set([...initial, ...lazyFiles]);
if (catalogue) settledFiles.add(catalogue.file);
const settledJs = [...settledFiles].filter((f) => f.endsWith('.js'));
const settled = settledJs.reduce((sum, f) => sum + size(f).gzip, 0);

// Every JS file the build emits (lazy routes, catalogues, the service worker's precache list…).
const assets = path.join(dist, 'assets');
const allJs = readdirSync(assets).filter((f) => f.endsWith('.js')).map((f) => size(path.join('assets', f)));
const allJsGzip = allJs.reduce((sum, s) => sum + s.gzip, 0);
const allJsRaw = allJs.reduce((sum, s) => sum + s.raw, 0);

// Which files the chunks were built from (their source maps): a React development build in the output
// means the production switch (process.env.NODE_ENV) did not reach it.
const developmentSources = new Set();
for (const file of readdirSync(assets).filter((f) => f.endsWith('.js.map'))) {
  const { sources = [] } = JSON.parse(readFileSync(path.join(assets, file), 'utf8'));
  for (const source of sources) if (/node_modules\/(react|react-dom|scheduler)\/.*\.development\.js$/.test(source)) developmentSources.add(source);
}

console.table([
  { what: 'JS to render / (gzip)', size: kb(totalJs), note: `${totalJs <= TARGET ? 'within' : 'OVER'} the ${TARGET_KB} KB budget` },
  ...(catalogue ? [{ what: '+ language catalogue, start part (gzip)', size: kb(catalogue.gzip), note: `${kb(totalJs + catalogue.gzip)} with it` }] : []),
  {
    what: 'JS before home is quiet (gzip)',
    size: kb(settled),
    note: `${settledJs.length} files: + the catalogue's start part; ${settled <= SETTLED_GOAL_KB * 1024 ? 'within' : 'OVER'} the ${SETTLED_GOAL_KB} KB budget`,
  },
  { what: 'CSS to render / (gzip)', size: kb(cssTotal.gzip), note: '' },
  ...stepRows,
  { what: 'all JS in dist/assets (gzip)', size: kb(allJsGzip), note: `${allJs.length} files, ${kb(allJsRaw)} raw` },
  { what: 'first HTML response', size: `${html.raw} B raw / ${html.gzip} B gzip`, note: 'index.html' },
]);
if (lazy.length === 0) console.warn('No index route chunk found in the manifest (is the home route lazy-split?).');
if (developmentSources.size > 0) {
  console.error(`React development builds in the output: ${[...developmentSources].join(', ')}`);
  process.exitCode = 1;
}
// A failing exit over either budget, so a script or CI step can gate on it.
if (totalJs > TARGET || settled > SETTLED_GOAL_KB * 1024) process.exitCode = 1;
