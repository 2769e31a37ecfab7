/**
 * The social providers a visitor can sign in with, and how each is named on our wire
 * (tests/domain/accounts/social-provider.test.ts). Firebase signs in with both; its ID token names the
 * provider that vouched (`google.com`, `facebook.com`) in `firebase.sign_in_provider`.
 */
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Our stored `provider` of a Firebase sign-in provider id; null for one we do not offer. */
export function socialProviderOf(firebaseProviderId: unknown): SocialProvider | null {
  if (firebaseProviderId === 'google.com') return 'google';
  if (firebaseProviderId === 'facebook.com') return 'facebook';
  return null;
}

/** The display name in messages ('failed login with Google provider'). */
export function socialProviderLabel(provider: SocialProvider): string {
  return provider === 'google' ? 'Google' : 'Facebook';
}
