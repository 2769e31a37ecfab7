import { storageKeys } from '@/lib/storage-keys';
/**
 * The verified-phone flag of this device's member, kept in local storage (key `hh-phone-verified`) so the
 * booking form can say whether the phone it sends was verified (`withPhoneVerification`) without a call.
 * Written whenever a profile arrives (sign-in, sign-up, a code checked); cleared with the session.
 */
export const PHONE_VERIFIED_KEY = storageKeys.phoneVerified;

export function rememberPhoneVerified(verified: boolean): void {
  try {
    if (verified) window.localStorage.setItem(PHONE_VERIFIED_KEY, '1');
    else window.localStorage.removeItem(PHONE_VERIFIED_KEY);
  } catch {
    // Storage blocked: the flag reads as unverified.
  }
}

export function readPhoneVerified(): boolean {
  try {
    return window.localStorage.getItem(PHONE_VERIFIED_KEY) === '1';
  } catch {
    return false;
  }
}
