/**
 * What a failed social sign-in tells the visitor, from the provider's error code
 * (tests/domain/accounts/social-auth-error.test.ts).
 *
 * - The e-mail already has an account with another credential, or is in use: 'your email is already
 *   registered, try signing in with Google' (`registered`).
 * - The visitor closed or cancelled the popup, the browser blocked it, or the browser has no web storage:
 *   nothing is said (`silent`).
 * - No network: 'Network failure, Please try again' (`network`).
 * - The provider throttled us: 'Too many request' (`tooMany`).
 * - Anything else: 'Oops, someting went wrong, failed login with {provider} provider' (`failed`).
 */
export type SocialAuthFailure = 'registered' | 'silent' | 'network' | 'tooMany' | 'failed';

const BY_CODE: Record<string, SocialAuthFailure> = {
  'auth/account-exists-with-different-credential': 'registered',
  'auth/email-already-in-use': 'registered',
  'auth/credential-already-in-use': 'registered',
  'auth/popup-closed-by-user': 'silent',
  'auth/cancelled-popup-request': 'silent',
  'auth/user-cancelled': 'silent',
  'auth/popup-blocked': 'silent',
  'auth/web-storage-unsupported': 'silent',
  'auth/network-request-failed': 'network',
  'auth/too-many-requests': 'tooMany',
};

export function socialAuthFailure(error: unknown): SocialAuthFailure {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : null;
  return typeof code === 'string' ? (BY_CODE[code] ?? 'failed') : 'failed';
}
