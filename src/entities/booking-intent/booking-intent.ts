import { createStore } from '@/lib/create-store';

/**
 * "Book this package": a book button of the restaurant page (catalogue) hands the package to the booking
 * flow (booking) without either feature importing the other. In memory only: it is consumed as soon as
 * the flow opens, so a reload or a shared link of a step never replays a tap.
 */
export interface BookingIntent {
  slug: string;
  packageId: number;
}

export const bookingIntentStore = createStore<BookingIntent | null>(null);

export function requestBooking(intent: BookingIntent): void {
  bookingIntentStore.set(intent);
}

/** The intent waiting for this restaurant, left in place. */
export function peekBookingIntent(slug: string): BookingIntent | null {
  const intent = bookingIntentStore.get();
  return intent?.slug === slug ? intent : null;
}

/** The intent waiting for this restaurant, removed so it is handled once. */
export function takeBookingIntent(slug: string): BookingIntent | null {
  const intent = peekBookingIntent(slug);
  if (intent) bookingIntentStore.set(null);
  return intent;
}
