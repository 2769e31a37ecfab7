import { call } from '@/api/call';
import type { SignedInUser, SignedUpUser, UserProfile } from '@/contract/accounts';
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

export async function fetchProfile(signal?: AbortSignal): Promise<UserProfile> {
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
