import { CHUNK_RELOAD_KEY, ChunkLoadFailedError } from '@/lib/retry-import';

/**
 * True when a page failed because one of its code chunks could not be loaded (a new deploy removed it,
 * or the network dropped). TanStack's lazy routes reload once by themselves on such an error; when the
 * error is still there after that reload it reaches the error component, which asks for a refresh.
 * The messages are those of Chromium, Firefox and Safari for a failed dynamic import, and Vite's preload.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadFailedError) return true;
  const message = error instanceof Error ? error.message : '';
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Chunk load timed out/i.test(
    message,
  );
}

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Reloads the page once per tab for a chunk failure, sharing retryImport's flag so the two never
 * reload twice in a row. Returns false (no reload) when the flag shows we already tried, or when
 * there is no session storage to remember the attempt (a reload loop would follow).
 */
export function reloadOnceForChunkError(reload: () => void = () => window.location.reload()): boolean {
  const storage = session();
  if (!storage) return false;
  try {
    if (storage.getItem(CHUNK_RELOAD_KEY) === '1') return false;
    storage.setItem(CHUNK_RELOAD_KEY, '1');
  } catch {
    return false;
  }
  reload();
  return true;
}

/** A page rendered without chunk failures: the next failure may reload again. */
export function clearChunkReloadFlag(): void {
  try {
    session()?.removeItem(CHUNK_RELOAD_KEY);
  } catch {
    // Nothing stored.
  }
}
