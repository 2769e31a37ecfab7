import { DEFAULT_PHONE_CODE, guestPhone } from './guest-phone';

/** What a member's account knows of them (the profile's fields). */
export interface MemberProfile {
  name: string;
  email: string;
  /** National form as typed at sign-up ("0812345678", sometimes without the 0), or none. */
  phone: string | null;
  callingCode: string | null;
}

export interface BookingContact {
  name: string;
  email: string;
  /** International form (+66812345678), or '' when the account has no usable phone. */
  phone: string;
}

/**
 * The contact a member's booking carries when step 5 skips the guest form
 * (tests/domain/booking/member-contact.test.ts): the account's name (its e-mail when the name is empty),
 * its e-mail, and its phone in international form. A number saved without its leading 0 gets one before
 * the code is added; a phone that does not make a valid number is left out rather than failing the
 * booking — the restaurant still has the e-mail.
 */
export function memberContact(profile: MemberProfile): BookingContact {
  const name = profile.name.trim() || profile.email;
  const raw = (profile.phone ?? '').replace(/[\s\-.()]/g, '');
  if (raw === '') return { name, email: profile.email, phone: '' };
  const national = raw.startsWith('0') ? raw : `0${raw}`;
  const phone = guestPhone(national, profile.callingCode || DEFAULT_PHONE_CODE);
  return { name, email: profile.email, phone: phone.ok ? phone.phone : '' };
}
