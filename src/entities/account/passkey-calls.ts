import { call } from '@/api/call';
import type { Passkey, SignedInUser } from '@/contract/accounts';
import * as accounts from '@/contract/endpoints/accounts';

/**
 * Passkeys (WebAuthn) from the browser: the server's options go to the browser's own ceremony
 * (@simplewebauthn/browser, loaded only when a passkey is used) and its answer back, both as WebAuthn's
 * JSON text. A ceremony the person cancels or that times out throws the browser's NotAllowedError.
 */
const browser = () => import('@simplewebauthn/browser');

export async function passkeysSupported(): Promise<boolean> {
  try {
    return (await browser()).browserSupportsWebAuthn();
  } catch {
    return false;
  }
}

export async function listPasskeys(signal?: AbortSignal): Promise<Passkey[]> {
  return (await call(accounts.passkeys, { signal, dontReport: true })).data;
}

export async function addPasskey(name: string): Promise<Passkey> {
  const { startRegistration } = await browser();
  const { options } = (await call(accounts.passkeyRegistrationOptions, {})).data;
  const credential = await startRegistration({ optionsJSON: JSON.parse(options) as never });
  return (await call(accounts.addPasskey, { body: { credential: JSON.stringify(credential), name } })).data;
}

export async function removePasskey(id: number): Promise<void> {
  await call(accounts.removePasskey, { params: { id } });
}

export async function signInWithPasskey(): Promise<SignedInUser> {
  const { startAuthentication } = await browser();
  const { options } = (await call(accounts.passkeySignInOptions, {})).data;
  const credential = await startAuthentication({ optionsJSON: JSON.parse(options) as never });
  return (await call(accounts.passkeySignIn, { body: { credential: JSON.stringify(credential) } })).data;
}

/** The person closed the browser's passkey prompt (or it timed out): nothing to say. */
export function isPasskeyCancelled(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
}
