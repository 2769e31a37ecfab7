// npm start: build the PWA when dist/ is missing or stale, then run the server in THIS process.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildHash, storedBuildHash } from './build-hash.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(root, 'dist');
const require = createRequire(import.meta.url);
const t0 = performance.now();
const since = (t) => `${((performance.now() - t) / 1000).toFixed(1)} s`;

const hash = buildHash(root);
if (storedBuildHash(distDir) === hash) {
  console.log(`PWA build is up to date (${since(t0)} to check)`);
} else {
  console.log('Building the PWA (first start, or the sources changed)…');
  const tRoutes = performance.now();
  // TanStack Router's file routes → src/routeTree.gen.ts (the vite plugin does it too; this keeps tsc happy).
  const tsr = path.join(path.dirname(require.resolve('@tanstack/router-cli/package.json')), 'bin/tsr.cjs');
  execFileSync(process.execPath, [tsr, 'generate'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  console.log(`  routes generated in ${since(tRoutes)}`);
  const tVite = performance.now();
  const { build } = await import('vite');
  await build({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
  // The server's first paint of a page (decision 0059): a build of its own, in dist/.server.
  await build({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn', build: { ssr: 'src/app/server-paint.tsx' } });
  writeFileSync(path.join(distDir, '.build-hash'), `${hash}\n`);
  console.log(`  vite build in ${since(tVite)}`);
}

// TypeScript for the server without a compile step; the tsconfig gives tsx the @/ and @server/ aliases.
const { register } = await import('tsx/esm/api');
register({ tsconfig: path.join(root, 'tsconfig.json') });
const tServer = performance.now();
const { main } = await import(pathToFileURL(path.join(root, 'server/index.ts')).href);
process.env.DIST_DIR ??= distDir;
await main();
console.log(`Started in ${since(t0)} (server ${since(tServer)})`);
