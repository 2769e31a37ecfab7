/**
 * What each lazily imported chunk of the build imports in turn, so the browser can fetch a route's whole
 * chain of chunks at once instead of one level per round trip (decision 0064). Written by the build
 * (scripts/vite-chunk-deps.ts) to CHUNK_DEPS_FILE, read by src/api/chunk-preload.ts once the page has
 * loaded. Keys and values are the build's file names ("assets/x-hash.js"); a chunk whose name is its
 * content's hash always imports the same files, so a map from another build cannot send a wrong answer:
 * it has no entry for this build's names. tests/lib/chunk-deps-map.test.ts.
 */
export type ChunkDepsMap = Readonly<Record<string, readonly string[]>>;

/** Served from the site's root: not under /assets/, so it is revalidated like index.html. */
export const CHUNK_DEPS_FILE = 'chunk-deps.json';

/** One chunk of the bundle, as Rollup and Rolldown describe it. */
export interface BuiltChunk {
  fileName: string;
  imports: readonly string[];
  isEntry: boolean;
  isDynamicEntry: boolean;
}

/**
 * For each chunk something imports with import(), every file it statically imports, directly or through
 * another chunk. The entry's own files are left out: the page has them before anything is imported.
 */
export function buildChunkDepsMap(chunks: readonly BuiltChunk[]): Record<string, string[]> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: readonly string[], into: Set<string>): Set<string> => {
    for (const name of start) {
      if (into.has(name)) continue;
      into.add(name);
      closure(byName.get(name)?.imports ?? [], into);
    }
    return into;
  };
  const entryFiles = closure(
    chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
    new Set(),
  );
  const map: Record<string, string[]> = {};
  for (const chunk of [...chunks].sort((a, b) => a.fileName.localeCompare(b.fileName))) {
    if (!chunk.isDynamicEntry) continue;
    const deps = [...closure(chunk.imports, new Set())].filter((name) => name !== chunk.fileName && !entryFiles.has(name));
    if (deps.length > 0) map[chunk.fileName] = deps.sort();
  }
  return map;
}

/**
 * The build file an `import('./x-hash.js')` names, from the import's own code: every chunk sits in
 * assets/, so a relative specifier resolves there. Null for anything else.
 */
export function importedFile(importer: () => unknown): string | null {
  const specifier = /import\(\s*["'`]\.\/([^"'`]+)["'`]/.exec(String(importer))?.[1];
  return specifier ? `assets/${specifier}` : null;
}
