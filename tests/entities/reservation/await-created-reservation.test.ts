import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { awaitCreatedReservation, type RecordListener } from '@/entities/reservation/await-created-reservation';
import { activateEnglish } from '../../test-utils/render';

/** A realtime listener driven by the test: `push` delivers a record, `unsubscribed` counts stops. */
function fakeRealtime() {
  const state = { onRecord: null as ((v: unknown) => void) | null, onError: null as (() => void) | null, keys: [] as string[], unsubscribed: 0 };
  const listen: RecordListener = (key, onRecord, onError) => {
    state.keys.push(key);
    state.onRecord = onRecord;
    state.onError = onError;
    return Promise.resolve(() => {
      state.unsubscribed += 1;
    });
  };
  return { state, listen, push: (v: unknown) => state.onRecord?.(v) };
}

beforeEach(() => activateEnglish());
afterEach(() => vi.useRealTimers());

describe('awaitCreatedReservation', () => {
  it('waits past a missing and a partial record, resolves on the created one and stops listening', async () => {
    const rt = fakeRealtime();
    const done = awaitCreatedReservation('key-1', rt.listen, 1000);
    await Promise.resolve();
    rt.push(null);
    rt.push({ status: 'pending_arrival' });
    rt.push({ encryptedId: 'enc-1', status: 'pending_arrival' });
    await expect(done).resolves.toEqual({ encryptedId: 'enc-1', status: 'pending_arrival' });
    expect(rt.state.keys).toEqual(['key-1']);
    expect(rt.state.unsubscribed).toBe(1);
  });

  it("fails with the watch's message when no record comes in time", async () => {
    vi.useFakeTimers();
    const rt = fakeRealtime();
    const done = awaitCreatedReservation('key-2', rt.listen, 30_000);
    const caught = done.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(29_999);
    rt.push(null);
    await vi.advanceTimersByTimeAsync(1);
    expect(((await caught) as Error).message).toBe('failed watch reservation status');
    expect(rt.state.unsubscribed).toBe(1);
  });

  it('fails when the listen fails', async () => {
    const rt = fakeRealtime();
    const done = awaitCreatedReservation('key-3', rt.listen, 1000);
    await Promise.resolve();
    rt.state.onError?.();
    await expect(done).rejects.toThrow('failed watch reservation status');
  });
});
