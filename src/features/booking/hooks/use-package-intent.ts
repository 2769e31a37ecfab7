import { useEffect } from 'react';
import type { RestaurantDetail } from '@/contract/restaurant-detail';
import { createStore, useStore } from '@/lib/create-store';
import { bookingIntentStore, peekBookingIntent, takeBookingIntent } from '@/entities/booking-intent/booking-intent';
import { choosePackage } from '@/features/booking/choose-package';
import { isDateFirstQuery, startBookingFlow } from '@/features/booking/date-first';
import { bookingStore, hasBookingFor, updateBooking } from '@/features/booking/booking-store';
import type { BookingNavigation } from '@/features/booking/hooks/use-booking-navigation';

/**
 * A book button of the restaurant page was pressed (src/entities/booking-intent/booking-intent.ts). The
 * package goes through the selection guard; on success the booking starts at step 1 (starting a booking
 * goes to step 1 and resets the big-group flag), otherwise the diner stays where the booking was (or
 * returns to the restaurant page when there is none). Returns true while an intent is being handled.
 */
/** The restaurant whose book-button tap is being answered (the dialog may be open). */
const handlingStore = createStore<string | null>(null);

export function usePackageIntent(
  restaurant: RestaurantDetail,
  ask: (message: string) => Promise<boolean>,
  nav: BookingNavigation,
): boolean {
  const intent = useStore(bookingIntentStore);
  const handling = useStore(handlingStore) === restaurant.slug;

  useEffect(() => {
    // Taken once: the answer navigates even if this effect is re-run meanwhile (React's strict mode).
    const taken = takeBookingIntent(restaurant.slug);
    if (!taken) return;
    handlingStore.set(restaurant.slug);
    const pkg = restaurant.packages.find((p) => p.id === taken.packageId);
    void choosePackage(restaurant, pkg, ask)
      .then(async (outcome) => {
        if (outcome === 'ok') updateBooking((s) => startBookingFlow(s, isDateFirstQuery(window.location.search)));
        if (hasBookingFor(restaurant.slug, bookingStore.get())) await nav.showCurrentStep();
        else await nav.leaveToRestaurant();
      })
      .finally(() => handlingStore.set(null));
  }, [intent, restaurant, ask, nav]);

  return handling || peekBookingIntent(restaurant.slug) !== null;
}
