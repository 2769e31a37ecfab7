import { describe, expect, it, vi } from 'vitest';
import type { SignedInUser } from '@/contract/accounts';
import { runSocialFlow, type SocialFlowDeps } from '@/features/account/social-flow';
import type { SocialProfile } from '@/lib/social-auth/firebase-auth';

const profile: SocialProfile = { email: 'ann@example.com', token: 'id-token', id: 'uid-1', provider: 'google', name: 'Ann' };
const user: SignedInUser = {
  id: 1,
  name: 'Ann',
  email: 'ann@example.com',
  phone: '0812345678',
  callingCode: '+66',
  phoneVerified: false,
  language: 'en',
  birthday: null,
  subscribeMarketingEmail: false,
  provider: 'google',
  referralCode: 'ABC',
  avatar: null,
  isStaff: false,
  accessToken: 'tok',
};

function deps(over: Partial<SocialFlowDeps> = {}) {
  return {
    check: vi.fn(() => Promise.resolve({ registered: false, hasNumber: false })),
    signUp: vi.fn(() => Promise.resolve(user)),
    patch: vi.fn(() => Promise.resolve({ ...user, phone: '0899999999' })),
    language: 'en' as const,
    ...over,
  };
}

describe('runSocialFlow', () => {
  it('asks for the e-mail the provider did not give, before anything else', async () => {
    const d = deps();
    expect(await runSocialFlow({ ...profile, email: null }, {}, d)).toEqual({ need: 'email' });
    expect(d.check).not.toHaveBeenCalled();
  });

  it('checks the account by its token and asks for a phone when it has none', async () => {
    const d = deps();
    expect(await runSocialFlow(profile, {}, d)).toEqual({ need: 'phone' });
    expect(d.check).toHaveBeenCalledWith('id-token');
    expect(d.signUp).not.toHaveBeenCalled();
  });

  it('signs up with the typed e-mail and phone, and signs in an account that has a phone', async () => {
    const d = deps();
    const done = await runSocialFlow({ ...profile, email: null }, { email: 'typed@example.com', phone: '0812345678', callingCode: '+66' }, d);
    expect(done).toEqual({ user });
    expect(d.signUp).toHaveBeenCalledWith({
      idToken: 'id-token',
      email: 'typed@example.com',
      name: 'Ann',
      phone: '0812345678',
      callingCode: '+66',
      language: 'en',
    });
    const known = deps({ check: vi.fn(() => Promise.resolve({ registered: true, hasNumber: true })) });
    expect(await runSocialFlow(profile, {}, known)).toEqual({ user });
    expect(known.signUp).toHaveBeenCalledWith(expect.objectContaining({ email: null, phone: null }));
  });

  it('patches the typed phone onto a profile whose phone is not a string', async () => {
    const d = deps({ signUp: vi.fn(() => Promise.resolve({ ...user, phone: null })) });
    const done = await runSocialFlow(profile, { phone: '0899999999', callingCode: '+66' }, d);
    expect(d.patch).toHaveBeenCalledWith({ phone: '0899999999', callingCode: '+66' }, 'tok');
    expect(done).toEqual({ user: { ...user, phone: '0899999999', accessToken: 'tok' } });
  });
});
