/** One chunk of the build's manifest (dist/.vite/manifest.json), as Vite writes it. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
  src?: string;
}

export type BuildManifest = Record<string, ManifestChunk>;

/**
 * Adds the file of the chunk built from `key` and of every chunk it imports statically, each once, to
 * `into`, and their styles to `css`. A key the build lacks adds nothing. The one walk of the manifest: the
 * server's preloads (route-preloads.ts) and `npm run bench:bundle` count the same files
 * (tests/server/http/build-manifest.test.ts).
 */
export function addChunkFiles(manifest: BuildManifest, key: string, into: Set<string>, css: Set<string> | null = null): void {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const file of chunk.css ?? []) css?.add(file);
  for (const imported of chunk.imports ?? []) addChunkFiles(manifest, imported, into, css);
}

/** The keys of the entry: the chunk built from index.html. */
export function entryKeys(manifest: BuildManifest): string[] {
  return Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry === true && chunk.src === 'index.html')
    .map(([key]) => key);
}
