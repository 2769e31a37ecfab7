import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { storageKeys } from '@/lib/storage-keys';

/** Set while the one reload after a failed chunk load is in flight (per tab, survives the reload). */
export const CHUNK_RELOAD_KEY = storageKeys.chunkReload;
/** Chunk load time-out: 120 s. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadFailedError extends Error {
  override readonly name = 'ChunkLoadFailedError';
  constructor(options?: { cause?: unknown }) {
    super(i18n._(msg`Oops, error when loading the page, please refresh`), options);
  }
}

export interface RetryImportOptions {
  retries?: number;
  delayMs?: number;
  timeoutMs?: number;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  reload?: () => void;
  /** The final alert (window.alert by default). */
  alert?: (message: string) => void;
}

/** The alert after the reload did not help: the page's code is newer than what this tab can load. */
export function refreshAlertMessage(): string {
  return i18n._(msg`Please refresh to seed updated content`);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Chunk load timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

function sessionStore(): RetryImportOptions['storage'] {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Lazy-load with recovery (tests/lib/retry-import.test.ts): tries `fn` up to `retries` more times
 * `delayMs` apart, each attempt bounded by 120 s; if all fail, reloads the page once (a new deploy
 * usually removed the old chunks); if it fails again after that reload, alerts 'Please refresh to seed
 * updated content' and rejects with ChunkLoadFailedError, whose own message ('Oops, error when loading
 * the page, please refresh') the error screen and toast keep (tests/lib/retry-import.test.ts).
 */
export async function retryImport<T>(fn: () => Promise<T>, options: RetryImportOptions = {}): Promise<T> {
  const { retries = 3, delayMs = 500, timeoutMs = CHUNK_LOAD_TIMEOUT_MS } = options;
  const storage = options.storage === undefined ? sessionStore() : options.storage;
  const reload = options.reload ?? (() => window.location.reload());
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0) await new Promise((r) => setTimeout(r, delayMs));
    try {
      const value = await withTimeout(fn(), timeoutMs);
      safely(() => storage?.removeItem(CHUNK_RELOAD_KEY));
      return value;
    } catch (error) {
      lastError = error;
    }
  }
  const alreadyReloaded = safely(() => storage?.getItem(CHUNK_RELOAD_KEY)) === '1';
  if (!alreadyReloaded && storage) {
    safely(() => storage.setItem(CHUNK_RELOAD_KEY, '1'));
    reload();
    // The page is going away; never settle so nothing renders an error in between.
    return new Promise<T>(() => undefined);
  }
  safely(() => storage?.removeItem(CHUNK_RELOAD_KEY));
  const alert = options.alert ?? ((message: string) => window.alert(message));
  safely(() => alert(refreshAlertMessage()));
  throw new ChunkLoadFailedError({ cause: lastError });
}

function safely<R>(fn: () => R): R | undefined {
  try {
    return fn();
  } catch {
    return undefined;
  }
}
