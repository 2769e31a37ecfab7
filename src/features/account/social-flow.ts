import type { SignedInUser, UserProfile } from '@/contract/accounts';
import type { Language } from '@/contract/envelope';
import type { SocialProfile } from '@/lib/social-auth/firebase-auth';

/** What the visitor added in the flow's own steps (the e-mail the provider did not give, a phone). */
export interface SocialExtras {
  email?: string;
  phone?: string;
  callingCode?: string;
}

export interface SocialFlowDeps {
  check: (idToken: string) => Promise<{ registered: boolean; hasNumber: boolean }>;
  signUp: (input: {
    idToken: string;
    email: string | null;
    name: string | null;
    phone: string | null;
    callingCode: string | null;
    language: Language;
  }) => Promise<SignedInUser>;
  patch: (fields: { phone: string; callingCode: string }, accessToken: string) => Promise<UserProfile>;
  language: Language;
}

export type SocialFlowResult = { need: 'email' } | { need: 'phone' } | { user: SignedInUser };

/**
 * Steps 2 to 5 of the social flow (step 1 is the popup, step 6 keeps the profile on the device), run again
 * each time the visitor completes a step (tests/features/account/social-flow.test.ts):
 * 2. no e-mail from the provider and none typed → ask for it;
 * 3. the account is checked by id and provider;
 * 4. no phone on the account and none typed → ask for it;
 * 5. otherwise sign-up runs (it signs in an existing account); if the answer's phone is not a string, the
 *    typed phone is patched onto the profile.
 */
export async function runSocialFlow(
  profile: SocialProfile,
  extras: SocialExtras,
  deps: SocialFlowDeps,
): Promise<SocialFlowResult> {
  const email = profile.email ?? extras.email ?? null;
  if (!email) return { need: 'email' };
  const account = await deps.check(profile.token);
  if (!account.hasNumber && !extras.phone) return { need: 'phone' };
  const user = await deps.signUp({
    idToken: profile.token,
    email: profile.email ? null : email,
    name: profile.name,
    phone: extras.phone ?? null,
    callingCode: extras.phone ? (extras.callingCode ?? null) : null,
    language: deps.language,
  });
  if (typeof user.phone !== 'string' && extras.phone) {
    const patched = await deps.patch({ phone: extras.phone, callingCode: extras.callingCode ?? user.callingCode }, user.accessToken);
    return { user: { ...user, ...patched, accessToken: user.accessToken } };
  }
  return { user };
}
