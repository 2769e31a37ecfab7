import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '@/api/api-error';
import type { SignedInUser } from '@/contract/accounts';
import { socialAuthFailure } from '@/domain/accounts/social-auth-error';
import { socialProviderLabel, type SocialProvider } from '@/domain/accounts/social-provider';
import { checkSocialAccount, patchProfile, signUpWithSocial } from '@/entities/account/account-calls';
import { closeAuthModal, openAuthModal } from '@/entities/account/auth-modal';
import { rememberMember } from '@/entities/account/member-session';
import { createStore } from '@/lib/create-store';
import { getLanguage } from '@/lib/i18n/i18n';
import type { SocialProfile } from '@/lib/social-auth/firebase-auth';
import { showToast } from '@/lib/toast-store';
import { runSocialFlow, type SocialExtras, type SocialFlowDeps } from '@/features/account/social-flow';

/** A social sign-in waiting for the visitor: the step asked for, or the phone code of a new member. */
export type SocialPending =
  | { profile: SocialProfile; extras: SocialExtras; need: 'email' | 'phone' }
  | { profile: SocialProfile; extras: SocialExtras; need: 'code'; user: SignedInUser };

export const socialPendingStore = createStore<SocialPending | null>(null);

const deps = (): SocialFlowDeps => ({
  check: checkSocialAccount,
  signUp: signUpWithSocial,
  patch: (fields, accessToken) => patchProfile(fields, accessToken),
  language: getLanguage(),
});

/** Step 6: the member is kept on the device and greeted. */
function welcome(user: SignedInUser): void {
  rememberMember(user);
  const name = user.name;
  showToast(i18n._(msg`Welcome back ${name}`), 'success');
}

/**
 * Runs the social flow from where the visitor is and moves the modals along: a step to ask for opens the
 * social modal; a phone typed in the flow is verified with a code before the welcome; done closes.
 */
export async function continueSocialSignIn(profile: SocialProfile, extras: SocialExtras): Promise<void> {
  const result = await runSocialFlow(profile, extras, deps());
  if ('need' in result) {
    socialPendingStore.set({ profile, extras, need: result.need });
    openAuthModal('social');
    return;
  }
  const { user } = result;
  if (extras.phone && user.phone && !user.phoneVerified) {
    rememberMember(user);
    socialPendingStore.set({ profile, extras, need: 'code', user });
    openAuthModal('social');
    return;
  }
  socialPendingStore.set(null);
  welcome(user);
  closeAuthModal();
}

export function finishSocialSignIn(user: SignedInUser): void {
  socialPendingStore.set(null);
  welcome(user);
  closeAuthModal();
}

/**
 * What a failed social sign-in says (null: nothing, for a closed, cancelled or blocked popup). Our
 * server's refusals carry their own message ('Too many request', 'your email is already registered…').
 */
export function socialFailureMessage(error: unknown, provider: SocialProvider): string | null {
  if (error instanceof ApiError) {
    if (error.kind === 'refused' && error.message) return error.message;
    if (error.kind === 'network') return i18n._(msg`Network failure, Please try again`);
  }
  switch (socialAuthFailure(error)) {
    case 'silent':
      return null;
    case 'registered':
      return i18n._(msg`your email is already registered, try signing in with Google`);
    case 'network':
      return i18n._(msg`Network failure, Please try again`);
    case 'tooMany':
      return i18n._(msg`Too many request`);
    default: {
      const name = socialProviderLabel(provider);
      return i18n._(msg`Oops, someting went wrong, failed login with ${name} provider`);
    }
  }
}
