import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAccessTokenSource } from '@/api/call';
import { saveLanguageToProfile } from '@/entities/account/save-language';
import { clearSession, saveSession, sessionStore } from '@/entities/session/session';
import { activateEnglish } from '../../test-utils/render';
import { accountFetch, MALEE } from '../../features/account/account-fetch';

describe('saveLanguageToProfile', () => {
  beforeEach(() => {
    activateEnglish();
    setAccessTokenSource(() => sessionStore.get()?.accessToken ?? null);
    localStorage.clear();
    clearSession();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("saves a signed-in member's new language to the profile", async () => {
    saveSession({ name: 'Malee', email: 'malee@example.com', accessToken: 'tok-3' });
    const { seen } = accountFetch(() => ({
      status: 200,
      body: { success: true, data: { ...MALEE, language: 'th' } },
    }));
    expect(await saveLanguageToProfile('th')).toBe(true);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'PUT', body: { language: 'th', access_token: 'tok-3' } });
    expect(seen[0]!.url).toContain('/api/v5/users.json');
  });

  it('saves nothing for a guest', async () => {
    const { fetchMock } = accountFetch(() => ({ status: 200, body: {} }));
    expect(await saveLanguageToProfile('en')).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('never blocks the change: a refusal or a slow server gives up', async () => {
    saveSession({ name: 'Malee', email: 'malee@example.com', accessToken: 'tok-3' });
    accountFetch(() => ({ status: 422, body: { success: false, message: 'no' } }));
    expect(await saveLanguageToProfile('th')).toBe(false);
    vi.stubGlobal(
      'fetch',
      (_: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    expect(await saveLanguageToProfile('th', 50)).toBe(false);
  });
});
