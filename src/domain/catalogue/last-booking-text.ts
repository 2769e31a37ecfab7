/**
 * The last-booking line of a restaurant card (tests/domain/catalogue/last-booking-text.test.ts):
 * trending when booked in the last 3 days, else new with fewer than 5 reviews, else popular.
 *
 * The "new" branch came in two wordings: "a review score below 5 or a count below 5", and "fewer than 5
 * reviews". Review scores are on a 0–5 scale, so "score below 5" would label almost every restaurant new and
 * "Popular!" would never show; we use fewer than 5 reviews, which is also the rule of the card's "new" label.
 * See docs/decisions/0006-shell-routing-and-home.md.
 */

/** Booked within the last 3 days counts as trending. */
export const LAST_BOOKING_WINDOW_MS = 259_200_000;
/** A restaurant with fewer than this many reviews is new. */
export const NEW_RESTAURANT_MAX_REVIEWS = 5;

export interface LastBookingInput {
  /** ISO 8601 instant of the newest booking, or null when nobody booked yet. */
  lastBookingWasMade: string | null;
  reviewsCount: number;
  /** People booked in total ("Booked by {count} people"). */
  totalCovers: number;
  /** Points promised for booking and reviewing a new restaurant. */
  point: number;
  /** Current time in ms since the epoch; passed in so the rule stays pure. */
  now: number;
}

export type LastBookingText =
  /** "Trending! Last booking was made {time}", time = how long ago. */
  | { kind: 'trending'; elapsedMs: number }
  /** "New! Book & review to earn {point} promo code!" */
  | { kind: 'new'; point: number }
  /** "Popular! Booked by {count} people" */
  | { kind: 'popular'; count: number };

export function lastBookingText(input: LastBookingInput): LastBookingText {
  const bookedAt = input.lastBookingWasMade === null ? Number.NaN : Date.parse(input.lastBookingWasMade);
  if (Number.isFinite(bookedAt)) {
    // A booking stamped slightly in the future (clock skew) is "just now", not "in 2 minutes".
    const elapsedMs = Math.max(0, input.now - bookedAt);
    if (elapsedMs <= LAST_BOOKING_WINDOW_MS) return { kind: 'trending', elapsedMs };
  }
  if (input.reviewsCount < NEW_RESTAURANT_MAX_REVIEWS) return { kind: 'new', point: input.point };
  return { kind: 'popular', count: input.totalCovers };
}

export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day';

/** Picks the largest whole unit for "{time}" ago, e.g. 5400000 ms → 1 hour. */
export function elapsedToRelative(elapsedMs: number): { value: number; unit: RelativeUnit } {
  const seconds = Math.floor(elapsedMs / 1000);
  if (seconds < 60) return { value: seconds, unit: 'second' };
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return { value: minutes, unit: 'minute' };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { value: hours, unit: 'hour' };
  return { value: Math.floor(hours / 24), unit: 'day' };
}
