/**
 * Phone rules of the booking form (tested in tests/domain/booking/guest-phone.test.ts).
 *
 * - A phone code is "+" and 1–4 digits; missing/empty means the default +66, present without the plus
 *   is invalid (a phone code needs a plus sign — we refuse rather than guess).
 * - The number is typed in national form with its leading 0 (spaces, dashes, dots and brackets are
 *   ignored): empty → "Please enter your phone no."; not starting with 0 → "Please put zero in front of
 *   your number eg. 0xxxxxxxxx"; anything else but digits, or an international result that is not
 *   +6…15 digits (the server contract) → "Phone field is required" (the form message for Phone).
 * - The wire form drops the leading 0 and prepends the code: 081-234-5678 with +66 → +66812345678.
 */
export const DEFAULT_PHONE_CODE = '+66';

export const PHONE_MESSAGES = {
  required: 'Please enter your phone no.',
  leadingZero: 'Please put zero in front of your number eg. 0xxxxxxxxx',
  invalid: 'Phone field is required',
} as const;

export type PhoneErrorCode = keyof typeof PHONE_MESSAGES | 'invalidPhoneCode';

export type GuestPhoneResult =
  { ok: true; phone: string } | { ok: false; code: PhoneErrorCode; message: string };

export function isValidPhoneCode(code: unknown): code is string {
  return typeof code === 'string' && /^\+\d{1,4}$/.test(code.trim());
}

export function guestPhone(phone: unknown, phoneCode?: string | null): GuestPhoneResult {
  const code =
    phoneCode === undefined || phoneCode === null || phoneCode.trim() === ''
      ? DEFAULT_PHONE_CODE
      : phoneCode.trim();
  if (!isValidPhoneCode(code))
    return { ok: false, code: 'invalidPhoneCode', message: PHONE_MESSAGES.invalid };
  if (typeof phone !== 'string') return { ok: false, code: 'required', message: PHONE_MESSAGES.required };
  const national = phone.replace(/[\s\-.()]/g, '');
  if (national === '') return { ok: false, code: 'required', message: PHONE_MESSAGES.required };
  if (!national.startsWith('0'))
    return { ok: false, code: 'leadingZero', message: PHONE_MESSAGES.leadingZero };
  const international = `${code}${national.slice(1)}`;
  if (!/^\+\d{6,15}$/.test(international))
    return { ok: false, code: 'invalid', message: PHONE_MESSAGES.invalid };
  return { ok: true, phone: international };
}

export interface RecordGuest {
  firstName: string;
  lastName: string;
  phone: string;
  phoneCode: string | null;
}

/**
 * The recorded guest as sent in `guestsAttributes`: only with a valid phone code (an
 * explicit "+…" — no default here: a recorded guest's code comes from the form) and a phone that
 * normalises; otherwise nothing is sent (null) rather than failing the booking.
 */
export function recordedGuestPayload(
  guest: RecordGuest | null | undefined,
): { name: string; phone: string } | null {
  if (!guest || !isValidPhoneCode(guest.phoneCode)) return null;
  const phone = guestPhone(guest.phone, guest.phoneCode);
  if (!phone.ok) return null;
  const name = `${guest.firstName.trim()} ${guest.lastName.trim()}`.trim();
  return { name, phone: phone.phone };
}
