import { call } from '@/api/call';
import type {
  MemberProfile,
  PhoneCodeSent,
  SignedInUser,
  SignedUpUser,
  SocialConfig,
  SocialSignUpRequest,
  UserProfile,
} from '@/contract/accounts';
import type { Language } from '@/contract/envelope';
import * as accounts from '@/contract/endpoints/accounts';
import { forgetClaimedBookings, savedGuestBookingIds } from '@/entities/account/guest-bookings';

/** The account calls of the contract (src/contract/endpoints/accounts.ts), as the screens use them. */

export async function signInWithPassword(email: string, password: string): Promise<SignedInUser> {
  const answer = await call(accounts.signIn, { body: { grantType: 'password', username: email, password } });
  return answer.data;
}

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
  phone: string | null;
  callingCode: string;
  subscribeMarketingEmail: boolean;
  language: 'en' | 'th';
}

/**
 * Sign-up offers the guest bookings this device made; the server makes those booked with the same e-mail
 * the member's, and the device stops offering the ones it claimed.
 */
export async function signUpWithPassword(input: SignUpInput): Promise<SignedUpUser> {
  const guestBookingIds = savedGuestBookingIds();
  const answer = await call(accounts.signUp, { body: { ...input, provider: 'hungrytable', guestBookingIds } });
  // An older server answers without the list: nothing was claimed.
  const claimed: unknown = answer.data.claimedBookingIds;
  const claimedBookingIds = Array.isArray(claimed) ? claimed.filter((id): id is string => typeof id === 'string') : [];
  forgetClaimedBookings(claimedBookingIds);
  return { ...answer.data, claimedBookingIds };
}

export async function fetchProfile(signal?: AbortSignal): Promise<MemberProfile> {
  const answer = await call(accounts.profile, { signal, dontReport: true });
  return answer.data;
}

/** Ends `token`'s session on the server. Quiet: the device is already signed out, whatever it answers. */
export async function revokeSession(token: string): Promise<void> {
  await call(accounts.signOut, { accessToken: token, dontReport: true, ignoreLostSession: true });
}

/** The server's answer (the same whether or not the e-mail has an account). */
export async function requestPasswordReset(email: string): Promise<string | null> {
  return (await call(accounts.requestPasswordReset, { body: { email } })).message;
}

export async function confirmPasswordReset(token: string, password: string): Promise<string | null> {
  return (await call(accounts.confirmPasswordReset, { body: { token, password } })).message;
}

/** Where the browser's Firebase Auth connects (null: this server offers no social sign-in). */
export async function fetchSocialConfig(): Promise<SocialConfig> {
  // Checked against the contract: a server without social sign-in (or a stand-in) hides the buttons.
  return (await call(accounts.socialConfig, { dontReport: true, validate: true })).data;
}

export async function checkSocialAccount(idToken: string): Promise<{ registered: boolean; hasNumber: boolean }> {
  return (await call(accounts.socialCheck, { body: { idToken } })).data;
}

export type SocialSignUpInput = Pick<SocialSignUpRequest, 'idToken' | 'email' | 'name' | 'phone' | 'callingCode'> & {
  language: Language;
};

export async function signUpWithSocial(input: SocialSignUpInput): Promise<SignedInUser> {
  return (await call(accounts.socialSignUp, { body: { ...input, subscribeMarketingEmail: false } })).data;
}

/** Patches fields onto the profile; `accessToken` for a member not yet kept on the device. */
export async function patchProfile(
  fields: { phone?: string; callingCode?: string; language?: Language },
  accessToken?: string,
): Promise<UserProfile> {
  return (await call(accounts.updateProfile, { body: fields, ...(accessToken ? { accessToken } : {}) })).data;
}

export async function sendPhoneCode(accessToken?: string): Promise<PhoneCodeSent> {
  return (await call(accounts.sendPhoneCode, accessToken ? { accessToken } : {})).data;
}

export async function verifyPhoneCode(code: string, accessToken?: string): Promise<UserProfile> {
  return (await call(accounts.verifyPhoneCode, { body: { code }, ...(accessToken ? { accessToken } : {}) })).data;
}

/**
 * The profile form as PUT /users.json takes it from the web: multipart, snake_case names, an optional
 * `avatar` picture (src/domain/account/avatar-rules.ts); an empty phone or birthday clears it.
 */
export async function saveProfileForm(form: FormData): Promise<UserProfile> {
  return (await call(accounts.updateProfile, { body: {}, form })).data;
}

/** The server ends every other session of the account; this one stays signed in. */
export async function changePassword(currentPassword: string, password: string): Promise<string | null> {
  return (await call(accounts.changePassword, { body: { currentPassword, password } })).message;
}
