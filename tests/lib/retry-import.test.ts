import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, ChunkLoadFailedError, retryImport } from '@/lib/retry-import';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

describe('retryImport', () => {
  it('retries 3 times 500 ms apart and returns the module', async () => {
    const fn = vi.fn().mockRejectedValueOnce(new Error('chunk')).mockRejectedValueOnce(new Error('chunk')).mockResolvedValue('mod');
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_KEY, '1');
    await expect(retryImport(fn, { delayMs: 1, storage, reload: vi.fn() })).resolves.toBe('mod');
    expect(fn).toHaveBeenCalledTimes(3);
    // Success clears the reload flag so a later failure may reload again.
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });

  it('reloads the page once when every try fails', async () => {
    const fn = vi.fn().mockRejectedValue(new Error('chunk'));
    const storage = memoryStorage();
    const reload = vi.fn();
    const alert = vi.fn();
    const pending = retryImport(fn, { delayMs: 1, storage, reload, alert });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(alert).not.toHaveBeenCalled();
    expect(fn).toHaveBeenCalledTimes(4);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe('1');
    let settled = false;
    void pending.finally(() => (settled = true));
    await new Promise((r) => setTimeout(r, 10));
    expect(settled).toBe(false);
  });

  it('after the reload, fails with the chunk message', async () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_KEY, '1');
    const reload = vi.fn();
    const alert = vi.fn();
    const error = await retryImport(() => Promise.reject(new Error('chunk')), { delayMs: 1, storage, reload, alert }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ChunkLoadFailedError);
    expect((error as Error).message).toBe('Oops, error when loading the page, please refresh');
    expect(reload).not.toHaveBeenCalled();
    // The final alert has its own words; the error (the toast, the error screen) keeps its own.
    expect(alert).toHaveBeenCalledExactlyOnceWith('Please refresh to seed updated content');
  });

  it('times an attempt out after 120 s', async () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    const fn = vi.fn(() => new Promise<never>(() => undefined));
    void retryImport(fn, { retries: 0, storage: memoryStorage(), reload });
    await vi.advanceTimersByTimeAsync(119_999);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('never loops reloads when storage is blocked', async () => {
    const reload = vi.fn();
    const alert = vi.fn();
    await expect(retryImport(() => Promise.reject(new Error('x')), { retries: 0, storage: null, reload, alert })).rejects.toBeInstanceOf(
      ChunkLoadFailedError,
    );
    expect(reload).not.toHaveBeenCalled();
    expect(alert).toHaveBeenCalledOnce();
  });
});
