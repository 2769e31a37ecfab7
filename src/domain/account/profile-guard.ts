/**
 * The extra guard of the profile pages that change the account itself (edit, password; the whole profile
 * group already needs a signed-in member). Such a page opens only on the member's profile as the server
 * has it now, never on a copy kept on the device, so nobody edits fields that changed elsewhere; and the
 * password page only for an account that has a password of ours (a Google or Facebook member has none).
 * Tested in tests/domain/account/profile-guard.test.ts.
 */
export type ProfilePageAccess = 'checking' | 'unreachable' | 'no-password' | 'open';

export type GuardedProfilePage = 'edit' | 'password';

export function profilePageAccess(
  page: GuardedProfilePage,
  state: { profile: { provider: string } | null; failed: boolean },
  ownProvider: string,
): ProfilePageAccess {
  if (!state.profile) return state.failed ? 'unreachable' : 'checking';
  if (page === 'password' && state.profile.provider !== ownProvider) return 'no-password';
  return 'open';
}
