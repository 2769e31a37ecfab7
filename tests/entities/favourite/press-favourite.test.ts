import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAccessTokenSource } from '@/api/call';
import { authModalStore } from '@/entities/account/auth-modal';
import { favouriteIdsQuery, pressFavourite } from '@/entities/favourite/favourite-ids';
import { clearSession, saveSession, sessionStore } from '@/entities/session/session';
import { toastStore } from '@/lib/toast-store';
import { activateEnglish } from '../../test-utils/render';
import { accountFetch } from '../../features/account/account-fetch';

const KEY = favouriteIdsQuery('nok@example.com').queryKey;

describe('pressing a heart', () => {
  let client: QueryClient;
  beforeEach(() => {
    activateEnglish();
    setAccessTokenSource(() => sessionStore.get()?.accessToken ?? null);
    localStorage.clear();
    clearSession();
    authModalStore.set(null);
    toastStore.set(null);
    client = new QueryClient();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('as a guest opens sign-in and calls nothing', async () => {
    const { seen } = accountFetch(() => ({ status: 200, body: { success: true, data: null } }));
    await pressFavourite(client, 5);
    expect(authModalStore.get()).toBe('login');
    expect(seen).toEqual([]);
  });

  it("as a member shows the change at once, then keeps the server's state", async () => {
    saveSession({ name: 'Nok', email: 'nok@example.com', accessToken: 'tok-1' });
    client.setQueryData(KEY, [2]);
    let shownDuringCall: readonly number[] | undefined;
    const { seen } = accountFetch(() => {
      shownDuringCall = client.getQueryData(KEY);
      return { status: 200, body: { success: true, data: { restaurant_id: 5, favourite: true } } };
    });
    await pressFavourite(client, 5);
    expect(shownDuringCall).toEqual([5, 2]);
    expect(client.getQueryData(KEY)).toEqual([5, 2]);
    expect(seen[0]).toMatchObject({ method: 'PATCH', body: { restaurant_id: 5 } });
    expect(seen[0]!.url).toContain('/users/favorite_restaurants/toggle.json');
    expect(authModalStore.get()).toBeNull();
  });

  it("a refusal puts the heart back and says 'failed modify favourite restaurant'", async () => {
    saveSession({ name: 'Nok', email: 'nok@example.com', accessToken: 'tok-1' });
    client.setQueryData(KEY, [5, 2]);
    accountFetch(() => ({ status: 500, body: { success: false, message: 'Internal error' } }));
    await pressFavourite(client, 5);
    expect(client.getQueryData(KEY)).toEqual([5, 2]);
    expect(toastStore.get()).toMatchObject({
      kind: 'error',
      message: 'Oops, something went wrong, failed modify favourite restaurant',
    });
  });
});
