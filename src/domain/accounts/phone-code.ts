/**
 * The one-time code that proves a phone number is the member's (tests/domain/accounts/phone-code.test.ts).
 *
 * - A code is 6 digits and lives 5 minutes from when it was sent.
 * - A code can be tried 5 times; the 5th wrong try burns it (a new one must be sent).
 * - A new code can be sent only 60 seconds after the previous one (the resend throttle); sending a new
 *   code retires the previous one.
 * - The check is case-free and ignores spaces the member may type between the digits.
 */
export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_TTL_MS = 5 * 60_000;
export const PHONE_CODE_MAX_TRIES = 5;
export const PHONE_CODE_RESEND_MS = 60_000;

export interface IssuedCode {
  sentAt: Date;
  /** Wrong tries so far. */
  tries: number;
  usedAt: Date | null;
}

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'exhausted' | 'used';

/** What typing `matches` (whether the typed code equals the sent one) does to the issued code at `now`. */
export function checkPhoneCode(code: IssuedCode, matches: boolean, now: Date): CodeCheck {
  if (code.usedAt) return 'used';
  if (code.tries >= PHONE_CODE_MAX_TRIES) return 'exhausted';
  if (now.getTime() - code.sentAt.getTime() >= PHONE_CODE_TTL_MS) return 'expired';
  return matches ? 'ok' : 'wrong';
}

/** Tries left after one more wrong try (0 means the code is burnt). */
export function triesLeftAfterWrong(code: IssuedCode): number {
  return Math.max(0, PHONE_CODE_MAX_TRIES - code.tries - 1);
}

/** Milliseconds until a new code may be sent (0 = now). `lastSentAt` null: nothing sent yet. */
export function resendWaitMs(lastSentAt: Date | null, now: Date): number {
  if (!lastSentAt) return 0;
  return Math.max(0, lastSentAt.getTime() + PHONE_CODE_RESEND_MS - now.getTime());
}

/** The typed code as compared: digits only, or null when it cannot be a code (no try is spent on it). */
export function normalizeTypedCode(typed: string): string | null {
  const digits = typed.replace(/\s+/g, '');
  return new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`).test(digits) ? digits : null;
}

/** A code from `randomInt` (0 ≤ n < 10^6 from a cryptographic source), zero-padded to 6 digits. */
export function formatPhoneCode(n: number): string {
  return String(Math.trunc(Math.abs(n)) % 10 ** PHONE_CODE_LENGTH).padStart(PHONE_CODE_LENGTH, '0');
}
