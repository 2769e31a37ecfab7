import { describe, expect, it } from 'vitest';
import { isPrecompressed } from '../../../scripts/vite-precompress';

describe('isPrecompressed: which built files get a gzip copy beside them', () => {
  it('scripts, styles and JSON of 1 KB or more', () => {
    for (const file of ['assets/index-abc.js', 'assets/chunk.mjs', 'assets/style-x.css', 'chunk-deps.json', 'assets/logo.svg', 'manifest.webmanifest'])
      expect(isPrecompressed(file, 1024), file).toBe(true);
  });

  it('not below 1 KB, not pages the server rewrites, not source maps nor pictures', () => {
    expect(isPrecompressed('assets/money-x.js', 1023)).toBe(false);
    for (const file of ['index.html', 'assets/index-abc.js.map', 'assets/photo.webp', 'icon-192.png', 'assets/font.woff2'])
      expect(isPrecompressed(file, 50_000), file).toBe(false);
  });
});
