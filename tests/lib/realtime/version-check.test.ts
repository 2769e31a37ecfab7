import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appSignals } from '@/lib/app-signals';
import type { Realtime } from '@/lib/realtime/firebase';
import { VERSION_PATH, startVersionCheck } from '@/lib/realtime/version-check';

const realtime = { databaseUrl: 'http://127.0.0.1:9000?ns=t', emulatorHost: '127.0.0.1', emulatorPort: 9000 };

/** A firebase/database stand-in: onValue hands us the callback so the test can push values. */
function fakeRealtime() {
  let push: (value: unknown) => void = () => undefined;
  const unsubscribe = vi.fn();
  const sdk = {
    ref: vi.fn((_db: unknown, path: string) => ({ path })),
    onValue: vi.fn((_ref: unknown, cb: (snap: { val: () => unknown }) => void) => {
      push = (value) => cb({ val: () => value });
      return unsubscribe;
    }),
  };
  return { load: () => Promise.resolve({ db: {}, sdk } as unknown as Realtime), sdk, unsubscribe, push: (v: unknown) => push(v) };
}

beforeEach(() => appSignals.set((s) => ({ ...s, updateAvailable: false })));

describe('startVersionCheck', () => {
  it('watches the version path and raises updateAvailable for a higher remote version', async () => {
    const fake = fakeRealtime();
    const stop = await startVersionCheck(realtime, { load: fake.load, appVersion: '0.1.0' });
    expect(fake.sdk.ref).toHaveBeenCalledWith({}, VERSION_PATH);
    fake.push('0.1.0');
    expect(appSignals.get().updateAvailable).toBe(false);
    fake.push('0.0.9');
    expect(appSignals.get().updateAvailable).toBe(false);
    fake.push(null);
    expect(appSignals.get().updateAvailable).toBe(false);
    fake.push('0.1.1');
    expect(appSignals.get().updateAvailable).toBe(true);
    stop();
    expect(fake.unsubscribe).toHaveBeenCalled();
  });

  it('swallows a failing realtime load', async () => {
    const stop = await startVersionCheck(realtime, { load: () => Promise.reject(new Error('offline')), appVersion: '0.1.0' });
    expect(() => stop()).not.toThrow();
  });
});
