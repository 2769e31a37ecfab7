import { afterEach, describe, expect, it } from 'vitest';
import type { ChunkDepsMap } from '@/lib/chunk-deps-map';
import { loadChunkDeps, preloadImport, resetChunkPreload, type ChunkPreloadHost } from '@/api/chunk-preload';

/** A built import: preloadImport reads the import's source (vitest rewrites real imports' source). */
const builtImport = (file: string) => Object.assign(() => Promise.resolve(file), { toString: () => `()=>import(\`./${file}\`)` });

function fakeHost(options: { loaded: boolean; map?: ChunkDepsMap; fail?: boolean }) {
  const preloaded: string[] = [];
  let fetches = 0;
  let state = options;
  const host: ChunkPreloadHost = {
    fetchMap: () => {
      fetches += 1;
      return state.fail ? Promise.reject(new Error('offline')) : Promise.resolve(state.map ?? {});
    },
    loaded: () => state.loaded,
    preload: (file) => preloaded.push(file),
  };
  return {
    host,
    preloaded,
    fetches: () => fetches,
    set: (next: typeof options) => {
      state = next;
    },
  };
}

const MAP: ChunkDepsMap = { 'assets/page-1.js': ['assets/card-2.js', 'assets/money-3.js'] };

afterEach(() => resetChunkPreload(null));

describe('preloadImport', () => {
  it('names every file the imported chunk needs once the map is there, and still runs the import', async () => {
    const fake = fakeHost({ loaded: true, map: MAP });
    resetChunkPreload(fake.host);
    await loadChunkDeps();
    await expect(preloadImport(builtImport('page-1.js'))).resolves.toBe('page-1.js');
    expect(fake.preloaded).toEqual(['assets/card-2.js', 'assets/money-3.js']);
  });

  it('does not fetch the map while the page is still loading: the import goes alone', async () => {
    const fake = fakeHost({ loaded: false, map: MAP });
    resetChunkPreload(fake.host);
    await preloadImport(builtImport('page-1.js'));
    expect(fake.fetches()).toBe(0);
    expect(fake.preloaded).toEqual([]);
  });

  it('after the load, an import before the map fetches it and then names the files', async () => {
    const fake = fakeHost({ loaded: true, map: MAP });
    resetChunkPreload(fake.host);
    await preloadImport(builtImport('page-1.js'));
    await loadChunkDeps();
    expect(fake.fetches()).toBe(1);
    expect(fake.preloaded).toEqual(['assets/card-2.js', 'assets/money-3.js']);
  });

  it('a failed fetch (offline) is tried again on a later import, not on every one at once', async () => {
    const fake = fakeHost({ loaded: true, fail: true });
    resetChunkPreload(fake.host);
    expect(await loadChunkDeps()).toBeNull();
    fake.set({ loaded: true, map: MAP });
    await preloadImport(builtImport('page-1.js'));
    await loadChunkDeps();
    expect(fake.fetches()).toBe(2);
    expect(fake.preloaded).toEqual(['assets/card-2.js', 'assets/money-3.js']);
  });

  it('names nothing for a chunk the map does not know (a map from another build)', async () => {
    const fake = fakeHost({ loaded: true, map: MAP });
    resetChunkPreload(fake.host);
    await loadChunkDeps();
    await preloadImport(builtImport('page-9.js'));
    expect(fake.preloaded).toEqual([]);
  });
});
