import { call } from '@/api/call';
import type { SignedInUser, UserProfile } from '@/contract/accounts';
import * as accounts from '@/contract/endpoints/accounts';

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

export async function signUpWithPassword(input: SignUpInput): Promise<SignedInUser> {
  const answer = await call(accounts.signUp, { body: { ...input, provider: 'hungrytable' } });
  return answer.data;
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
