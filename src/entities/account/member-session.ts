import { msg } from '@lingui/core/macro';
import { ApiError } from '@/api/api-error';
import type { SignedInUser } from '@/contract/accounts';
import { i18n } from '@/lib/i18n/i18n';
import { clearSession, saveSession, sessionStore, signOut } from '@/entities/session/session';
import { showToast } from '@/lib/toast-store';
import { fetchProfile, revokeSession } from '@/entities/account/account-calls';
import { openAuthModal } from '@/entities/account/auth-modal';
import { rememberPhoneVerified } from '@/entities/account/phone-verified';

/** Only staff carry the flag in the saved profile (the developer tools read it). */
function staff(isStaff: boolean): { isStaff?: true } {
  return isStaff ? { isStaff: true } : {};
}

/** Keeps the signed-in member on this device: the saved profile the shell reads, with the session's token. */
export function rememberMember(user: SignedInUser): void {
  saveSession({ id: user.id, name: user.name, email: user.email, accessToken: user.accessToken, ...staff(user.isStaff) });
  rememberPhoneVerified(user.phoneVerified);
}

/**
 * Signs this device out at once ('Signed Out Successfully'), then ends the session on the server. An
 * offline device cannot tell the server; its token then lives on there until it expires.
 */
export function signOutMember(): void {
  const token = sessionStore.get()?.accessToken ?? null;
  rememberPhoneVerified(false);
  signOut();
  if (token) void revokeSession(token).catch(() => undefined);
}

/** The account is gone (deleted by its member): forget it on this device, without a sign-out toast. */
export function forgetDeletedMember(): void {
  rememberPhoneVerified(false);
  clearSession();
}

/**
 * First load of a signed-in device: the profile is fetched to refresh the saved name and e-mail
 * (tests/entities/account/member-session.test.ts). A lost session (401) is the API client's business (one
 * toast, login opens). Any other refusal means the profile cannot be used: the device signs out, goes
 * home, shows the error and opens login. A network failure keeps the member signed in (the app works
 * offline on what it has).
 */
export async function refreshMemberProfile(goHome: () => void): Promise<void> {
  const session = sessionStore.get();
  if (!session) return;
  try {
    const profile = await fetchProfile();
    if (sessionStore.get()?.accessToken !== session.accessToken) return;
    const { isStaff: _before, ...kept } = session;
    saveSession({ ...kept, id: profile.id, name: profile.name, email: profile.email, ...staff(profile.isStaff) });
    rememberPhoneVerified(profile.phoneVerified);
  } catch (error) {
    if (!(error instanceof ApiError) || error.kind !== 'refused' || error.httpStatus === 401) return;
    clearSession();
    goHome();
    showToast(error.message || i18n._(msg`failed to sign in`), 'error');
    openAuthModal('login');
  }
}
