import { afterEach, describe, expect, it, vi } from 'vitest';
import { beginEnvironment } from '@/lib/environment/begin-environment';
import { storageKeys } from '@/lib/storage-keys';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the environment's start", () => {
  afterEach(() => window.localStorage.clear());

  it('a device that chose an environment resolves it before the app goes on', async () => {
    window.localStorage.setItem(storageKeys.environment, 'engineering');
    const start = vi.fn(() => Promise.resolve());
    let settled = false;
    const begun = beginEnvironment(true, new Promise(() => undefined), () => Promise.resolve(start));
    void begun.then(() => {
      settled = true;
    });
    await begun;
    expect(settled).toBe(true);
    expect(start).toHaveBeenCalledWith(true);
  });

  it('a device that never chose goes on at once, on the site API, and resolves once the page has settled', async () => {
    const start = vi.fn(() => Promise.resolve());
    const load = vi.fn(() => Promise.resolve(start));
    let settle: () => void = () => undefined;
    const later = new Promise<void>((resolve) => {
      settle = resolve;
    });
    await beginEnvironment(false, later, load);
    await flush();
    expect(load).not.toHaveBeenCalled();
    settle();
    await flush();
    expect(start).toHaveBeenCalledWith(false);
  });

  it('a start that cannot load leaves the app going, on the site API', async () => {
    window.localStorage.setItem(storageKeys.environment, 'engineering');
    await expect(beginEnvironment(true, Promise.resolve(), () => Promise.reject(new Error('offline')))).resolves.toBeUndefined();
  });
});
