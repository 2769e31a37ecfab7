import { describe, expect, it } from 'vitest';
import { socialAuthFailure } from '@/domain/accounts/social-auth-error';

describe('socialAuthFailure', () => {
  it('says the e-mail is registered for another credential or an e-mail in use', () => {
    expect(socialAuthFailure({ code: 'auth/account-exists-with-different-credential' })).toBe('registered');
    expect(socialAuthFailure({ code: 'auth/email-already-in-use' })).toBe('registered');
  });

  it('stays silent for a closed, cancelled or blocked popup and no web storage', () => {
    for (const code of ['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/popup-blocked', 'auth/web-storage-unsupported']) {
      expect(socialAuthFailure({ code })).toBe('silent');
    }
  });

  it('names network failures and throttling', () => {
    expect(socialAuthFailure({ code: 'auth/network-request-failed' })).toBe('network');
    expect(socialAuthFailure({ code: 'auth/too-many-requests' })).toBe('tooMany');
  });

  it('fails generally for anything else', () => {
    expect(socialAuthFailure({ code: 'auth/internal-error' })).toBe('failed');
    expect(socialAuthFailure(new Error('x'))).toBe('failed');
    expect(socialAuthFailure(null)).toBe('failed');
  });
});
