import { describe, expect, it } from 'vitest';
import { buildChunkDepsMap, importedFile, type BuiltChunk } from '@/lib/chunk-deps-map';

const chunk = (fileName: string, imports: string[], kind: 'entry' | 'lazy' | 'shared' = 'shared'): BuiltChunk => ({
  fileName,
  imports,
  isEntry: kind === 'entry',
  isDynamicEntry: kind === 'lazy',
});

describe('buildChunkDepsMap', () => {
  const chunks = [
    chunk('assets/index.js', ['assets/runtime.js'], 'entry'),
    chunk('assets/runtime.js', []),
    chunk('assets/page.js', ['assets/card.js', 'assets/runtime.js'], 'lazy'),
    chunk('assets/card.js', ['assets/money.js']),
    chunk('assets/money.js', ['assets/card.js']),
    chunk('assets/modal.js', ['assets/runtime.js'], 'lazy'),
  ];

  it('lists every file a lazy chunk imports, through the chunks it imports, without the entry’s', () => {
    expect(buildChunkDepsMap(chunks)).toEqual({ 'assets/page.js': ['assets/card.js', 'assets/money.js'] });
  });

  it('leaves out a lazy chunk that needs nothing beyond the entry, and never lists a chunk as its own', () => {
    const map = buildChunkDepsMap([...chunks, chunk('assets/self.js', ['assets/loop.js'], 'lazy'), chunk('assets/loop.js', ['assets/self.js'])]);
    expect(map['assets/modal.js']).toBeUndefined();
    expect(map['assets/self.js']).toEqual(['assets/loop.js']);
  });

  it('gives the same map whatever order the bundle lists its chunks in', () => {
    expect(JSON.stringify(buildChunkDepsMap([...chunks].reverse()))).toBe(JSON.stringify(buildChunkDepsMap(chunks)));
  });
});

/** A function whose source reads as the bundle writes an import (vitest rewrites real imports' source). */
const built = (source: string) => Object.assign(() => Promise.resolve(), { toString: () => source });

describe('importedFile', () => {
  it('reads the file from a built import, whatever its quotes and what follows it', () => {
    expect(importedFile(built('()=>import(`./search-C8EKWl73.js`).then(e=>e.a)'))).toBe('assets/search-C8EKWl73.js');
    expect(importedFile(built('() => import("./th-CMcIWG6m.js")'))).toBe('assets/th-CMcIWG6m.js');
  });

  it('is null for an import that is not a relative file', () => {
    expect(importedFile(() => Promise.resolve({}))).toBeNull();
    expect(importedFile(built('() => import("https://example.com/x.js")'))).toBeNull();
  });
});
