import type { Confirmation } from '@/contract/confirmation';
import type { Language } from '@/contract/envelope';

/**
 * Which booking confirmations the device keeps to show offline at the door
 * (tests/domain/booking/saved-confirmations.test.ts):
 *
 * - one copy per booking and language (names come translated), the newest answer replacing the older;
 * - the most recently saved first, at most MAX_SAVED_CONFIRMATIONS of them (a restaurant's phone that
 *   opens many diners' QR codes does not pile up their names);
 * - a booking is kept until KEEP_DAYS_AFTER_BOOKING days after its date, then dropped;
 * - offline, the copy in the page's language is shown, else the booking's copy in the other language.
 *
 * `today` is the Bangkok date, YYYY-MM-DD, passed in.
 */
export interface SavedConfirmation {
  confirmation: Confirmation;
  lang: Language;
}

export const MAX_SAVED_CONFIRMATIONS = 20;
export const KEEP_DAYS_AFTER_BOOKING = 2;

const DAY_MS = 86_400_000;

function dayNumber(isoDate: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY_MS : null;
}

/** Still worth keeping on `today`: the booking date is at most KEEP_DAYS_AFTER_BOOKING days ago. */
export function isStillKept(confirmation: Pick<Confirmation, 'date'>, today: string): boolean {
  const booked = dayNumber(confirmation.date);
  const now = dayNumber(today);
  if (booked === null || now === null) return false;
  return now - booked <= KEEP_DAYS_AFTER_BOOKING;
}

/** The list after saving `entry`: it goes first, its older copy goes, past bookings go, the rest is capped. */
export function withSaved(
  list: readonly SavedConfirmation[],
  entry: SavedConfirmation,
  today: string,
): SavedConfirmation[] {
  const others = list.filter(
    (saved) =>
      !(saved.confirmation.encryptedId === entry.confirmation.encryptedId && saved.lang === entry.lang) &&
      isStillKept(saved.confirmation, today),
  );
  return [entry, ...others].slice(0, MAX_SAVED_CONFIRMATIONS);
}

/** The list without any copy of this booking (the server says it does not exist). */
export function withoutSaved(list: readonly SavedConfirmation[], encryptedId: string): SavedConfirmation[] {
  return list.filter((saved) => saved.confirmation.encryptedId !== encryptedId);
}

/** The copy to show offline: in `lang` if there is one, else in the other language; null when none. */
export function savedFor(
  list: readonly SavedConfirmation[],
  encryptedId: string,
  lang: Language,
): SavedConfirmation | null {
  const copies = list.filter((saved) => saved.confirmation.encryptedId === encryptedId);
  return copies.find((saved) => saved.lang === lang) ?? copies[0] ?? null;
}
