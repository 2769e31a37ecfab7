import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberKey } from '@/lib/query/persist-policy';
import { clearSession, saveSession } from '@/entities/session/session';
import { startHistoryCleanUp } from '@/entities/reservation-history/start-history-clean-up';

const MALEE = { id: 11, name: 'Malee', email: 'malee@example.com', accessToken: 'tok-malee' };

function starter() {
  const keep = vi.fn();
  const load = vi.fn(() => Promise.resolve(keep));
  return { keep, load };
}

describe('startHistoryCleanUp', () => {
  afterEach(() => clearSession());

  it('loads nothing for a signed-out device whose cache holds no member’s data', async () => {
    const { load } = starter();
    const client = new QueryClient();
    client.setQueryData(['restaurants', 'home'], []);
    startHistoryCleanUp(client, Promise.resolve(), load);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).not.toHaveBeenCalled();
  });

  it('starts at once for a signed-in member', async () => {
    saveSession(MALEE);
    const { keep, load } = starter();
    const client = new QueryClient();
    const restored = Promise.resolve();
    startHistoryCleanUp(client, restored, load);
    await vi.waitFor(() => expect(keep).toHaveBeenCalledWith(client, restored));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts once the restored cache turns out to hold a member’s queries', async () => {
    const { keep, load } = starter();
    const client = new QueryClient();
    let restore!: () => void;
    startHistoryCleanUp(client, new Promise<void>((done) => (restore = done)), load);
    client.setQueryData(memberKey(MALEE.id, 'reservations'), { pages: [] });
    restore();
    await vi.waitFor(() => expect(keep).toHaveBeenCalledTimes(1));
  });

  it('starts on the first change of session, once however many follow', async () => {
    const { keep, load } = starter();
    startHistoryCleanUp(new QueryClient(), Promise.resolve(), load);
    saveSession(MALEE);
    clearSession();
    await vi.waitFor(() => expect(keep).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
