import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Everything the PWA build reads. src/routeTree.gen.ts is left out: the build itself writes it. */
export const BUILD_INPUTS = [
  'src',
  'sw',
  'public',
  'locales',
  'index.html',
  'vite.config.ts',
  'lingui.config.ts',
  'tsconfig.base.json',
  'tsconfig.app.json',
  'package-lock.json',
];
const SKIP = new Set(['src/routeTree.gen.ts']);

/** A hash over the paths and contents of the build inputs, stored in dist/.build-hash after a build. */
export function buildHash(root) {
  const hash = createHash('sha256');
  const visit = (rel) => {
    const abs = path.join(root, rel);
    if (!existsSync(abs) || SKIP.has(rel)) return;
    if (statSync(abs).isDirectory()) {
      for (const name of readdirSync(abs).sort()) visit(path.posix.join(rel, name));
      return;
    }
    hash.update(`${rel}\0`);
    hash.update(readFileSync(abs));
    hash.update('\0');
  };
  for (const input of BUILD_INPUTS) visit(input);
  return hash.digest('hex');
}

export function storedBuildHash(distDir) {
  const file = path.join(distDir, '.build-hash');
  return existsSync(file) && existsSync(path.join(distDir, 'index.html')) ? readFileSync(file, 'utf8').trim() : null;
}
