import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '@/entities/session/session';
import {
  keepHistoryForSignedInMember,
  reservationIdsOf,
} from '@/entities/reservation-history/member-history-cache';

const MALEE = { id: 11, name: 'Malee', email: 'malee@example.com', accessToken: 'tok-malee' };
const SOMCHAI = { id: 12, name: 'Somchai', email: 'somchai@example.com', accessToken: 'tok-somchai' };

describe('keepHistoryForSignedInMember', () => {
  let stop: (() => void) | undefined;
  beforeEach(() => saveSession(MALEE));
  afterEach(() => {
    stop?.();
    clearSession();
  });

  function watch(restored: Promise<unknown> = Promise.resolve()) {
    const forget = vi.fn((_client: QueryClient, _memberId: number | null): Promise<unknown[]> =>
      Promise.resolve([{ pages: [{ data: [{ id: 'booking-1' }, { id: 'booking-2' }] }] }]),
    );
    const forgetConfirmation = vi.fn((_id: string) => Promise.resolve());
    stop = keepHistoryForSignedInMember(new QueryClient(), restored, { forget, forgetConfirmation });
    return { forget, forgetConfirmation };
  }

  it('once the cache is restored, keeps only the signed-in member’s queries', async () => {
    let restore!: () => void;
    const { forget } = watch(new Promise<void>((done) => (restore = done)));
    await Promise.resolve();
    expect(forget).not.toHaveBeenCalled();
    restore();
    await vi.waitFor(() => expect(forget).toHaveBeenCalledWith(expect.any(QueryClient), MALEE.id));
  });

  it('sign-out (or a lost session, or a deleted account) drops the history and the confirmations kept for it', async () => {
    const { forget, forgetConfirmation } = watch();
    await vi.waitFor(() => expect(forget).toHaveBeenCalledTimes(1));

    clearSession();

    await vi.waitFor(() => expect(forget).toHaveBeenLastCalledWith(expect.any(QueryClient), null));
    await vi.waitFor(() => expect(forgetConfirmation.mock.calls.map(([id]) => id)).toEqual(
      expect.arrayContaining(['booking-1', 'booking-2']),
    ));
  });

  it('another member signing in drops the first member’s rows; the same member refreshed changes nothing', async () => {
    const { forget } = watch();
    await vi.waitFor(() => expect(forget).toHaveBeenCalledTimes(1));

    saveSession({ ...MALEE, name: 'Malee J.' });
    await Promise.resolve();
    expect(forget).toHaveBeenCalledTimes(1);

    saveSession(SOMCHAI);
    await vi.waitFor(() => expect(forget).toHaveBeenLastCalledWith(expect.any(QueryClient), SOMCHAI.id));
  });
});

describe('reservationIdsOf', () => {
  it('reads the encrypted ids of a history query’s pages, and nothing from anything else', () => {
    expect(reservationIdsOf({ pages: [{ data: [{ id: 'a' }, { id: 'b' }] }, { data: [{ id: 'c' }] }] })).toEqual(['a', 'b', 'c']);
    expect(reservationIdsOf({ name: 'Malee' })).toEqual([]);
    expect(reservationIdsOf(null)).toEqual([]);
    expect(reservationIdsOf({ pages: [null, { data: [{ id: 3 }, null] }] })).toEqual([]);
  });
});
