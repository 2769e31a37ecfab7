import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAccessTokenSource } from '@/api/call';
import { authModalStore } from '@/entities/account/auth-modal';
import { refreshMemberProfile, signOutMember } from '@/entities/account/member-session';
import { clearSession, saveSession, sessionStore } from '@/entities/session/session';
import { toastStore } from '@/lib/toast-store';
import { activateEnglish } from '../../test-utils/render';
import { accountFetch, MALEE } from '../../features/account/account-fetch';

describe('the member session on this device', () => {
  beforeEach(() => {
    activateEnglish();
    // As the app wires it at start (src/app/bootstrap.tsx).
    setAccessTokenSource(() => sessionStore.get()?.accessToken ?? null);
    localStorage.clear();
    clearSession();
    authModalStore.set(null);
    toastStore.set(null);
    saveSession({ name: 'Old name', email: 'old@example.com', accessToken: 'tok-9' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('first load refreshes the saved id, name and e-mail from the profile', async () => {
    const { seen } = accountFetch(() => ({ status: 200, body: { success: true, data: MALEE } }));
    await refreshMemberProfile(() => {});
    expect(seen[0]!.url).toContain('access_token=tok-9');
    expect(sessionStore.get()).toEqual({ id: MALEE.id, name: 'Malee', email: 'malee@example.com', accessToken: 'tok-9' });
  });

  it('a refused profile signs out, goes home, shows the error and opens login', async () => {
    accountFetch(() => ({ status: 404, body: { success: false, message: 'Not found' } }));
    const goHome = vi.fn();
    await refreshMemberProfile(goHome);
    expect(sessionStore.get()).toBeNull();
    expect(goHome).toHaveBeenCalled();
    expect(toastStore.get()).toMatchObject({ kind: 'error', message: 'Not found' });
    expect(authModalStore.get()).toBe('login');
  });

  it('without a network the member stays signed in (the app works offline)', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await refreshMemberProfile(() => {});
    expect(sessionStore.get()).toMatchObject({ accessToken: 'tok-9' });
    vi.restoreAllMocks();
  });

  it("sign-out clears the device at once and revokes the session's token on the server", async () => {
    const { seen } = accountFetch(() => ({ status: 200, body: { success: true, data: null } }));
    signOutMember();
    expect(sessionStore.get()).toBeNull();
    expect(toastStore.get()).toMatchObject({ kind: 'success', message: 'Signed Out Successfully' });
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toMatchObject({ method: 'DELETE', body: { access_token: 'tok-9' } });
    expect(seen[0]!.url).toContain('/api/v5/oauth/token.json');
  });
});
