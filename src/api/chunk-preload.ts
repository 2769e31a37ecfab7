import { CHUNK_DEPS_FILE, importedFile, type ChunkDepsMap } from '@/lib/chunk-deps-map';

/**
 * The build's loader for every import() (it replaces Vite's preload helper: scripts/vite-chunk-deps.ts).
 * Vite's helper preloads an imported chunk's own imports from a table of every chunk's dependencies that
 * it writes into the entry: 3.7 KB gzip of hashed file names that each first visit downloaded before
 * anything was drawn (decision 0064). That table is now a file of its own (CHUNK_DEPS_FILE), fetched once
 * the page has loaded and is idle. With it, an import names all the files it will need at once, as
 * before; without it yet (an import during start-up, or offline), the browser finds them level by level.
 * tests/api/chunk-preload.test.ts.
 */

export interface ChunkPreloadHost {
  fetchMap: () => Promise<ChunkDepsMap>;
  /** Has the page finished loading? Before that the map waits: it must not compete with the page. */
  loaded: () => boolean;
  /** Adds a `<link rel="modulepreload">` for a file, unless the page already names it. */
  preload: (file: string) => void;
}

let map: ChunkDepsMap | null = null;
let loading: Promise<ChunkDepsMap | null> | null = null;
let host: ChunkPreloadHost | null = null;

function browserHost(): ChunkPreloadHost {
  return {
    fetchMap: async () => {
      const response = await fetch(`/${CHUNK_DEPS_FILE}`);
      if (!response.ok) throw new Error(`${CHUNK_DEPS_FILE}: ${response.status}`);
      return (await response.json()) as ChunkDepsMap;
    },
    loaded: () => document.readyState === 'complete',
    preload: (file) => {
      const href = `/${file}`;
      if (document.querySelector(`link[href="${href}"],script[src="${href}"]`)) return;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      // The request mode of the import itself, so the browser reuses the preloaded response.
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    },
  };
}

function currentHost(): ChunkPreloadHost {
  host ??= browserHost();
  return host;
}

/** Fetches the map once (again after a failure, on the next import); null while it cannot be had. */
export function loadChunkDeps(): Promise<ChunkDepsMap | null> {
  loading ??= currentHost()
    .fetchMap()
    .then((loaded) => (map = loaded))
    .catch(() => {
      loading = null;
      return null;
    });
  return loading;
}

/** Fetches the map at the first idle moment after the page's load event. */
export function loadChunkDepsWhenIdle(): void {
  const idle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(() => void loadChunkDeps(), { timeout: 2000 })
      : window.setTimeout(() => void loadChunkDeps(), 0);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

function preloadDepsOf(file: string, from: ChunkDepsMap): void {
  const preload = currentHost().preload;
  for (const dep of from[file] ?? []) preload(dep);
}

/** Vite's `__vitePreload(importer, deps)`: the deps Vite would list are the map's now, so they are ignored. */
export function preloadImport<T>(importer: () => Promise<T>): Promise<T> {
  const file = importedFile(importer);
  if (file) {
    if (map) preloadDepsOf(file, map);
    else if (currentHost().loaded())
      void loadChunkDeps().then((loaded) => {
        if (loaded) preloadDepsOf(file, loaded);
      });
  }
  return importer();
}

/** Tests only: a fresh state with a host of their own. */
export function resetChunkPreload(testHost: ChunkPreloadHost | null): void {
  map = null;
  loading = null;
  host = testHost;
}
