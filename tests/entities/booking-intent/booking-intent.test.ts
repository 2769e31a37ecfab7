import { afterEach, describe, expect, it } from 'vitest';
import {
  bookingIntentStore,
  peekBookingIntent,
  requestBooking,
  takeBookingIntent,
} from '@/entities/booking-intent/booking-intent';

afterEach(() => bookingIntentStore.set(null));

describe('booking intent (a book button of the restaurant page hands its package to the booking flow)', () => {
  it('is handled once: taking it removes it, peeking does not', () => {
    requestBooking({ slug: 'sabai-shabu', packageId: 7 });
    expect(peekBookingIntent('sabai-shabu')).toEqual({ slug: 'sabai-shabu', packageId: 7 });
    expect(takeBookingIntent('sabai-shabu')).toEqual({ slug: 'sabai-shabu', packageId: 7 });
    expect(takeBookingIntent('sabai-shabu')).toBeNull();
  });

  it("belongs to its restaurant: another restaurant's flow neither sees nor consumes it", () => {
    requestBooking({ slug: 'sabai-shabu', packageId: 7 });
    expect(peekBookingIntent('silom-hotel-buffet')).toBeNull();
    expect(takeBookingIntent('silom-hotel-buffet')).toBeNull();
    expect(bookingIntentStore.get()).toEqual({ slug: 'sabai-shabu', packageId: 7 });
  });
});
