/**
 * The extra guard of edit, password and point-history (the whole profile group already needs a
 * signed-in member). Such a page opens only on the member's profile as the server has it now, never on a
 * copy kept on the device, so nobody edits fields that changed elsewhere nor reads points of another
 * moment; and the
 * password page only for an account that has a password of ours (a Google or Facebook member has none).
 * Tested in tests/domain/account/profile-guard.test.ts.
 */
export type ProfilePageAccess = 'checking' | 'unreachable' | 'no-password' | 'open';

export type GuardedProfilePage = 'edit' | 'password' | 'point-history';

export function profilePageAccess(
  page: GuardedProfilePage,
  state: { profile: { provider: string } | null; failed: boolean },
  ownProvider: string,
): ProfilePageAccess {
  if (!state.profile) return state.failed ? 'unreachable' : 'checking';
  if (page === 'password' && state.profile.provider !== ownProvider) return 'no-password';
  return 'open';
}
