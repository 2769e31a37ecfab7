import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  WATCH_FAILED_MESSAGE,
  initialWatchState,
  watchReducer,
  type SavedWatch,
  type WatchEffect,
  type WatchEvent,
  type WatchState,
  type WatchedRecord,
} from '@/domain/payments/reservation-watch';

/**
 * A small driver the way the PWA runs the reducer: a 1 s interval sends `tick`, effects are carried
 * out against fake local storage and a fake realtime database, all on Vitest's fake timers.
 */
function harness(records: Map<string, WatchedRecord>) {
  let state: WatchState = initialWatchState;
  const storage: { watch: SavedWatch | null } = { watch: null };
  const done: WatchEffect[] = [];
  const dispatch = (event: WatchEvent): void => {
    const step = watchReducer(state, event);
    state = step.state;
    for (const effect of step.effects) {
      done.push(effect);
      if (effect.type === 'save') storage.watch = effect.watch;
      if (effect.type === 'clear') storage.watch = null;
      if (effect.type === 'read') {
        const record = records.get(effect.reservationId) ?? null;
        // The realtime read answers asynchronously.
        queueMicrotask(() => dispatch({ type: 'snapshot', record, now: Date.now() }));
      }
    }
  };
  const timer = setInterval(() => dispatch({ type: 'tick', now: Date.now() }), 1000);
  return {
    dispatch,
    storage,
    effects: done,
    get state() {
      return state;
    },
    stop: () => clearInterval(timer),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.UTC(2026, 10, 21, 12, 0, 0));
});
afterEach(() => vi.useRealTimers());

const landing = '/landing/abcdefghijklmnopqrstuvwx';

describe('watchReducer', () => {
  it('saves the watch and redirects on waiting_for_payment → pending_arrival, clearing the saved watch', async () => {
    const records = new Map<string, WatchedRecord>([['key1', { status: 'waiting_for_payment' }]]);
    const h = harness(records);
    h.dispatch({
      type: 'start',
      reservationId: 'key1',
      landingUrl: landing,
      expiresAt: Date.now() + 300_000,
      now: Date.now(),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.storage.watch).toEqual({
      reservationId: 'key1',
      landingUrl: landing,
      expiresAt: Date.now() + 300_000,
    });
    expect(h.state.status).toBe('waiting_for_payment');

    await vi.advanceTimersByTimeAsync(30_000);
    expect(h.state.phase).toBe('watching');
    h.dispatch({ type: 'snapshot', record: { status: 'pending_arrival' }, now: Date.now() });
    expect(h.state.phase).toBe('redirected');
    expect(h.effects.at(-1)).toEqual({ type: 'redirect', url: landing });
    expect(h.storage.watch).toBeNull();
    h.stop();
  });

  it('passes the 3-D Secure and wallet urls of the record through', () => {
    let step = watchReducer(initialWatchState, {
      type: 'start',
      reservationId: 'k',
      landingUrl: landing,
      expiresAt: 10_000,
      now: 0,
    });
    step = watchReducer(step.state, {
      type: 'snapshot',
      record: { status: 'waiting_for_payment', authorizeUri: 'http://gw/authorize', walletUrl: null },
      now: 1,
    });
    expect(step.state.record?.authorizeUri).toBe('http://gw/authorize');
    expect(step.effects).toEqual([]);
  });

  it("retries a missing record 15 times at 2 s, then fails with 'failed watch reservation status'", async () => {
    const h = harness(new Map());
    h.dispatch({
      type: 'start',
      reservationId: 'nope',
      landingUrl: landing,
      expiresAt: Date.now() + 600_000,
      now: Date.now(),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.state.missingReads).toBe(1);
    // 14 more retries at 2 s each: still watching after 28 s …
    await vi.advanceTimersByTimeAsync(28_000);
    expect(h.state.phase).toBe('watching');
    expect(h.state.missingReads).toBe(15);
    // … and the 16th read (the 15th retry) finds nothing either.
    await vi.advanceTimersByTimeAsync(2_000);
    expect(h.state.phase).toBe('failed');
    expect(h.state.error).toBe(WATCH_FAILED_MESSAGE);
    expect(h.effects.filter((e) => e.type === 'read')).toHaveLength(16);
    expect(h.effects).toContainEqual({ type: 'report', message: WATCH_FAILED_MESSAGE });
    expect(h.storage.watch).toBeNull();
    h.stop();
  });

  it('stops retrying once the record appears', async () => {
    const records = new Map<string, WatchedRecord>();
    const h = harness(records);
    h.dispatch({
      type: 'start',
      reservationId: 'late',
      landingUrl: landing,
      expiresAt: Date.now() + 600_000,
      now: Date.now(),
    });
    await vi.advanceTimersByTimeAsync(4_000);
    records.set('late', { status: 'waiting_for_payment' });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(h.state.missingReads).toBe(0);
    expect(h.state.retryAt).toBeNull();
    const reads = h.effects.filter((e) => e.type === 'read').length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(h.effects.filter((e) => e.type === 'read')).toHaveLength(reads);
    h.stop();
  });

  it('checks the expiry every second: sets the expired flag and clears the watch', async () => {
    const h = harness(new Map([['k', { status: 'waiting_for_payment' }]]));
    const expiresAt = Date.now() + 3_500;
    h.dispatch({ type: 'start', reservationId: 'k', landingUrl: landing, expiresAt, now: Date.now() });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(h.state.expired).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(h.state.expired).toBe(true);
    expect(h.state.phase).toBe('expired');
    expect(h.storage.watch).toBeNull();
    h.stop();
  });

  it('defaults the expiry to 5000 ms when none is given', async () => {
    const h = harness(new Map([['k', { status: 'waiting_for_payment' }]]));
    h.dispatch({ type: 'start', reservationId: 'k', landingUrl: landing, now: Date.now() });
    expect(h.storage.watch?.expiresAt).toBe(Date.now() + 5000);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(h.state.phase).toBe('watching');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(h.state.phase).toBe('expired');
    h.stop();
  });

  it('resumes a saved watch after a reload and redirects if the payment landed meanwhile', async () => {
    const saved: SavedWatch = { reservationId: 'k', landingUrl: landing, expiresAt: Date.now() + 60_000 };
    const h = harness(new Map([['k', { status: 'pending_arrival' }]]));
    h.dispatch({ type: 'resume', saved, now: Date.now() });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.state.phase).toBe('redirected');
    expect(h.effects).toContainEqual({ type: 'redirect', url: landing });
    expect(h.storage.watch).toBeNull();
    h.stop();
  });

  it('does not resume an expired or absent saved watch', () => {
    const expired = watchReducer(initialWatchState, {
      type: 'resume',
      saved: { reservationId: 'k', landingUrl: landing, expiresAt: 100 },
      now: 200,
    });
    expect(expired.state.phase).toBe('expired');
    expect(expired.effects).toEqual([{ type: 'clear' }]);
    expect(watchReducer(initialWatchState, { type: 'resume', saved: null, now: 0 }).effects).toEqual([]);
  });

  it('ends on a cancelled record and on a listener error', () => {
    const started = watchReducer(initialWatchState, {
      type: 'start',
      reservationId: 'k',
      landingUrl: landing,
      expiresAt: 10_000,
      now: 0,
    });
    const cancelled = watchReducer(started.state, {
      type: 'snapshot',
      record: { status: 'cancelled' },
      now: 1,
    });
    expect(cancelled.state.phase).toBe('cancelled');
    expect(cancelled.effects).toEqual([{ type: 'clear' }]);
    const failed = watchReducer(started.state, { type: 'error', now: 1 });
    expect(failed.state.error).toBe('failed watch reservation status');
    expect(failed.effects).toContainEqual({ type: 'report', message: 'failed watch reservation status' });
  });

  it('ignores events once the watch has ended', () => {
    const started = watchReducer(initialWatchState, {
      type: 'start',
      reservationId: 'k',
      landingUrl: landing,
      expiresAt: 10_000,
      now: 0,
    });
    const done = watchReducer(started.state, {
      type: 'snapshot',
      record: { status: 'pending_arrival' },
      now: 1,
    });
    expect(
      watchReducer(done.state, { type: 'snapshot', record: { status: 'pending_arrival' }, now: 2 }).effects,
    ).toEqual([]);
    expect(watchReducer(done.state, { type: 'tick', now: 20_000 }).effects).toEqual([]);
  });
});
