import { describe, expect, it } from 'vitest';
import { addChunkFiles, entryKeys, type BuildManifest } from '@server/http/build-manifest';

const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, src: 'index.html', imports: ['_runtime.js'], css: ['assets/style-1.css'] },
  '_runtime.js': { file: 'assets/runtime-1.js' },
  'src/routes/index.tsx?tsr-split=component': { file: 'assets/home-1.js', imports: ['_card.js', 'index.html'] },
  '_card.js': { file: 'assets/card-1.js', imports: ['_runtime.js', '_money.js'], css: ['assets/card-1.css'] },
  '_money.js': { file: 'assets/money-1.js', imports: ['_card.js'] },
  'sw.ts': { file: 'sw.js', isEntry: true, src: 'sw.ts' },
};

describe('addChunkFiles: a chunk and everything it imports statically', () => {
  it('adds each file once, following imports (cycles too), and collects styles when asked', () => {
    const files = new Set<string>();
    const css = new Set<string>();
    addChunkFiles(MANIFEST, 'src/routes/index.tsx?tsr-split=component', files, css);
    expect([...files].sort()).toEqual([
      'assets/card-1.js',
      'assets/home-1.js',
      'assets/index-1.js',
      'assets/money-1.js',
      'assets/runtime-1.js',
    ]);
    expect([...css].sort()).toEqual(['assets/card-1.css', 'assets/style-1.css']);
  });

  it('stops at files already counted, and adds nothing for a key the build lacks', () => {
    const files = new Set(['assets/card-1.js']);
    addChunkFiles(MANIFEST, 'src/routes/index.tsx?tsr-split=component', files);
    expect([...files].sort()).toEqual(['assets/card-1.js', 'assets/home-1.js', 'assets/index-1.js', 'assets/runtime-1.js']);
    addChunkFiles(MANIFEST, 'src/missing.ts', files);
    expect(files.size).toBe(4);
  });
});

describe('entryKeys', () => {
  it('is the chunk built from index.html, not other entries such as the service worker', () => {
    expect(entryKeys(MANIFEST)).toEqual(['index.html']);
  });
});
