import { describe, expect, it } from 'vitest';
import { copyGains, isPrecompressed, MIN_GAIN_BYTES } from '../../../scripts/vite-precompress';

describe('isPrecompressed: which built files may get a gzip copy beside them', () => {
  it('scripts, styles and JSON, whatever their size', () => {
    for (const file of ['assets/index-abc.js', 'assets/chunk.mjs', 'assets/style-x.css', 'chunk-deps.json', 'assets/logo.svg', 'manifest.webmanifest'])
      expect(isPrecompressed(file), file).toBe(true);
  });

  it('not pages the server rewrites, not source maps nor pictures', () => {
    for (const file of ['index.html', 'assets/index-abc.js.map', 'assets/photo.webp', 'icon-192.png', 'assets/font.woff2'])
      expect(isPrecompressed(file), file).toBe(false);
  });
});

describe('copyGains: a copy is kept only when it saves more than its headers cost', () => {
  it('keeps a small chunk whose copy is a few hundred bytes smaller', () => {
    expect(copyGains(726, 420)).toBe(true);
    expect(copyGains(100_000, 30_000)).toBe(true);
  });

  it('drops a copy that saves the headers or less, or grows', () => {
    expect(copyGains(120, 120 - MIN_GAIN_BYTES)).toBe(false);
    expect(copyGains(90, 110)).toBe(false);
    expect(copyGains(120, 120 - MIN_GAIN_BYTES - 1)).toBe(true);
  });
});
