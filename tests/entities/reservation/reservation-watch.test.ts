import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WATCH_RETRY_LIMIT } from '@/domain/payments/reservation-watch';
import {
  createReservationWatch,
  readSavedWatch,
  reservationLandingPath,
  WATCH_STORAGE_KEY,
  type WatchRuntime,
} from '@/entities/reservation/reservation-watch';

/** A fake realtime database: listeners per key, and a way to write a record. */
function fakeRealtime() {
  const listeners = new Map<string, Set<(value: unknown) => void>>();
  const errors = new Map<string, Set<() => void>>();
  const records = new Map<string, unknown>();
  let subscriptions = 0;
  const listen: WatchRuntime['listen'] = (key, onRecord, onError) => {
    subscriptions += 1;
    const set = listeners.get(key) ?? new Set();
    set.add(onRecord);
    listeners.set(key, set);
    const errs = errors.get(key) ?? new Set();
    errs.add(onError);
    errors.set(key, errs);
    // Like onValue: the current value at once (null when missing).
    queueMicrotask(() => onRecord(records.get(key) ?? null));
    return () => {
      set.delete(onRecord);
      errs.delete(onError);
    };
  };
  return {
    listen,
    write(key: string, value: unknown) {
      records.set(key, value);
      listeners.get(key)?.forEach((l) => l(value));
    },
    fail(key: string) {
      errors.get(key)?.forEach((e) => e());
    },
    active: (key: string) => listeners.get(key)?.size ?? 0,
    subscriptions: () => subscriptions,
  };
}

function setup() {
  const rt = fakeRealtime();
  const navigate = vi.fn<(url: string) => void>();
  const report = vi.fn<(message: string) => void>();
  const watch = createReservationWatch({
    now: () => Date.now(),
    storage: () => window.localStorage,
    listen: rt.listen,
    navigate,
    report,
  });
  return { rt, navigate, report, watch };
}

const KEY = 'fbKeyAAAAAAAAAAAAAAAAAAA';
const LANDING = reservationLandingPath('silom-hotel-buffet', 'encIdBBBBBBBBBBBBBBBBBBB');

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-21T05:00:00Z') });
  window.localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('reservation watch (runtime)', () => {
  it('saves the watch, and waiting_for_payment → pending_arrival redirects to the landing URL and clears it', async () => {
    const { rt, navigate, watch } = setup();
    watch.start({ firebaseKey: KEY, landingUrl: LANDING, expiresAt: Date.now() + 300_000 });
    expect(JSON.parse(window.localStorage.getItem(WATCH_STORAGE_KEY)!)).toEqual({
      reservationId: KEY,
      landingUrl: LANDING,
      expiresAt: Date.now() + 300_000,
    });
    rt.write(KEY, { status: 'waiting_for_payment', authorizeUri: 'http://x/authorize', walletUrl: null });
    await vi.advanceTimersByTimeAsync(0);
    expect(watch.store.get()).toMatchObject({ phase: 'watching', record: { authorizeUri: 'http://x/authorize' } });
    expect(navigate).not.toHaveBeenCalled();

    rt.write(KEY, { status: 'pending_arrival', authorizeUri: null, walletUrl: null });
    expect(navigate).toHaveBeenCalledWith(LANDING);
    expect(watch.store.get().phase).toBe('redirected');
    expect(window.localStorage.getItem(WATCH_STORAGE_KEY)).toBeNull();
    expect(rt.active(KEY)).toBe(0);
  });

  it('a missing record is read again 15 times, 2 s apart, then fails with the toast', async () => {
    const { rt, report, watch } = setup();
    watch.start({ firebaseKey: KEY, landingUrl: LANDING, expiresAt: Date.now() + 3_600_000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(rt.subscriptions()).toBe(1);
    expect(watch.store.get().missingReads).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(rt.subscriptions()).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(rt.subscriptions()).toBe(2);
    await vi.advanceTimersByTimeAsync(2000 * (WATCH_RETRY_LIMIT - 1));
    expect(rt.subscriptions()).toBe(WATCH_RETRY_LIMIT + 1);
    expect(report).toHaveBeenCalledWith('failed watch reservation status');
    expect(watch.store.get()).toMatchObject({ phase: 'failed', error: 'failed watch reservation status' });
    expect(window.localStorage.getItem(WATCH_STORAGE_KEY)).toBeNull();
  });

  it('the record showing up during the retries goes on watching normally', async () => {
    const { rt, navigate, watch } = setup();
    watch.start({ firebaseKey: KEY, landingUrl: LANDING, expiresAt: Date.now() + 3_600_000 });
    await vi.advanceTimersByTimeAsync(6000);
    rt.write(KEY, { status: 'waiting_for_payment' });
    expect(watch.store.get().missingReads).toBe(0);
    rt.write(KEY, { status: 'pending_arrival' });
    expect(navigate).toHaveBeenCalledWith(LANDING);
  });

  it('the expiry is checked every second; when it passes the watch ends as expired and is cleared', async () => {
    const { rt, watch } = setup();
    watch.start({ firebaseKey: KEY, landingUrl: LANDING, expiresAt: new Date(Date.now() + 3_500).toISOString() });
    rt.write(KEY, { status: 'waiting_for_payment' });
    await vi.advanceTimersByTimeAsync(3000);
    expect(watch.store.get().phase).toBe('watching');
    await vi.advanceTimersByTimeAsync(1000);
    expect(watch.store.get()).toMatchObject({ phase: 'expired', expired: true });
    expect(window.localStorage.getItem(WATCH_STORAGE_KEY)).toBeNull();
    expect(rt.active(KEY)).toBe(0);
  });

  it('without an expiry the watch lasts 5000 ms', async () => {
    const { watch } = setup();
    watch.start({ firebaseKey: KEY, landingUrl: LANDING });
    await vi.advanceTimersByTimeAsync(4000);
    expect(watch.store.get().phase).toBe('watching');
    await vi.advanceTimersByTimeAsync(1000);
    expect(watch.store.get().phase).toBe('expired');
  });

  it('a listener error ends the watch with the toast', async () => {
    const { rt, report, watch } = setup();
    watch.start({ firebaseKey: KEY, landingUrl: LANDING, expiresAt: Date.now() + 60_000 });
    await vi.advanceTimersByTimeAsync(0);
    rt.fail(KEY);
    expect(report).toHaveBeenCalledWith('failed watch reservation status');
    expect(watch.store.get().phase).toBe('failed');
  });

  it('a reload resumes the saved watch (another instance, same storage) and still redirects', async () => {
    const first = setup();
    first.watch.start({ firebaseKey: KEY, landingUrl: LANDING, expiresAt: Date.now() + 60_000 });
    // The tab is reloaded: a new runtime reads the saved watch.
    const second = setup();
    second.rt.write(KEY, { status: 'pending_arrival' });
    second.watch.resume();
    await vi.advanceTimersByTimeAsync(0);
    expect(second.navigate).toHaveBeenCalledWith(LANDING);
    expect(window.localStorage.getItem(WATCH_STORAGE_KEY)).toBeNull();
  });

  it('a saved watch that expired while the tab was closed is cleared, not watched', () => {
    const { rt, watch } = setup();
    window.localStorage.setItem(
      WATCH_STORAGE_KEY,
      JSON.stringify({ reservationId: KEY, landingUrl: LANDING, expiresAt: Date.now() - 1 }),
    );
    watch.resume();
    expect(watch.store.get().phase).toBe('expired');
    expect(rt.subscriptions()).toBe(0);
    expect(window.localStorage.getItem(WATCH_STORAGE_KEY)).toBeNull();
  });

  it('cancelled (payment failed or expired on the server) ends the watch without a redirect', async () => {
    const { rt, navigate, watch } = setup();
    watch.start({ firebaseKey: KEY, landingUrl: LANDING, expiresAt: Date.now() + 60_000 });
    rt.write(KEY, { status: 'cancelled' });
    await vi.advanceTimersByTimeAsync(0);
    expect(watch.store.get().phase).toBe('cancelled');
    expect(navigate).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(WATCH_STORAGE_KEY)).toBeNull();
  });
});

describe('readSavedWatch', () => {
  it('refuses tampered values: another site, bad JSON, missing fields', () => {
    const put = (v: string) => {
      window.localStorage.setItem(WATCH_STORAGE_KEY, v);
      return readSavedWatch(window.localStorage);
    };
    expect(put(JSON.stringify({ reservationId: KEY, landingUrl: 'https://evil.example/', expiresAt: 1 }))).toBeNull();
    expect(put(JSON.stringify({ reservationId: KEY, landingUrl: '//evil.example/', expiresAt: 1 }))).toBeNull();
    expect(put('{nope')).toBeNull();
    expect(put(JSON.stringify({ reservationId: KEY, landingUrl: LANDING }))).toBeNull();
    expect(put(JSON.stringify({ reservationId: KEY, landingUrl: LANDING, expiresAt: 5 }))).toEqual({
      reservationId: KEY,
      landingUrl: LANDING,
      expiresAt: 5,
    });
  });
});
