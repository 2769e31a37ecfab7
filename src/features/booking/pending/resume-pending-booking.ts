import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '@/contract/envelope';
import type { RestaurantDetail } from '@/contract/restaurant-detail';
import { PENDING_RESUME_DELAY_MS } from '@/domain/booking/pending-booking-offer';
import { codesToRecheck } from '@/domain/vouchers/resumed-vouchers';
import type { Device } from '@/domain/shell/breakpoints';
import { bookingStepHref, type BookingVariant } from '@/features/booking/booking-paths';
import { bookingQueries, calendarDays } from '@/features/booking/booking-queries';
import { bookingStore, emptySession, updateSession } from '@/features/booking/booking-store';
import { preferredOrderTimeStore } from '@/features/booking/pending/order-time';
import { resumedBookingState, type PendingDraft } from '@/features/booking/pending/pending-draft';

/**
 * What the resume needs from the restaurant page's data, handed in by the route that mounts the offer
 * (features do not import each other; routes compose them).
 */
export interface RestaurantLoader {
  /** The restaurant detail with its packages (the catalogue's detail query). */
  detail: (slug: string) => Promise<RestaurantDetail>;
  /** Its reviews (the catalogue's reviews query), so the page behind step 5 is complete. */
  reviews: (restaurantId: number) => Promise<unknown>;
}

export interface ResumeContext {
  loader: RestaurantLoader;
  queryClient: QueryClient;
  navigate: (href: string) => Promise<unknown>;
  device: Device;
  lang: Language;
  /** Waits before navigating (500 ms); injectable for tests. */
  wait?: (ms: number) => Promise<void>;
}

/** Phones and tablets book on full-screen pages, larger screens in the sidebar. */
export function variantFor(device: Device): BookingVariant {
  return device === 'phone' || device === 'tablet' ? 'page' : 'sidebar';
}

export function resumeHref(slug: string, device: Device, lang: Language): string {
  return `${bookingStepHref(slug, 5, variantFor(device))}?locale=${lang}`;
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class ResumeFailedError extends Error {
  override readonly name = 'ResumeFailedError';
}

/**
 * Resume (tests/features/booking/pending-resume.test.ts): 1. load the restaurant, its packages, reviews
 * and booking state; 2. set adult, kids, date, time, package preference and quantities; 3. jump to
 * booking step 5; 4. navigate to the step-5 route after 500 ms. A delivery booking with order-now sets
 * the preferred order time to order-now. Throws when the restaurant cannot be loaded or none of the
 * draft's packages can be booked any more.
 */
export async function resumePendingBooking(draft: PendingDraft, ctx: ResumeContext): Promise<string> {
  const restaurant = await ctx.loader.detail(draft.restaurantSlug);
  const kind = draft.packagePreference;
  const party = Math.max(1, draft.adult + draft.kids);
  // Reviews and the day's seats fill the screens behind step 5; step 5 itself locks the seats again, so
  // their failure does not stop the resume.
  await Promise.allSettled([
    ctx.loader.reviews(restaurant.id),
    ctx.queryClient.prefetchQuery(bookingQueries.times(restaurant.id, kind, party, draft.date)),
    ctx.queryClient.prefetchQuery(bookingQueries.dates(restaurant.id, kind, party, calendarDays(restaurant.daysInAdvance))),
  ]);

  const { state: current } = bookingStore.get();
  const state = resumedBookingState(draft, restaurant.packages, {
    isMobile: variantFor(ctx.device) === 'page',
    isWallet: current.isWallet,
    isDateFirst: false,
    location: current.location,
    distanceToRestaurant: current.distanceToRestaurant,
  });
  if (state === null) throw new ResumeFailedError('none of the pending booking’s packages can be booked');

  // A new attempt: no hold and no unanswered write of an older booking carries over; the guest's
  // contact does (it is theirs, not the booking's).
  updateSession((s) => ({
    ...emptySession(),
    restaurantSlug: restaurant.slug,
    restaurantId: restaurant.id,
    guest: s.guest,
    lastReservation: s.lastReservation,
    state,
    // Not trusted as they were: step 5 checks each with the server for the booking as it is now.
    vouchersToRecheck: codesToRecheck(draft.voucherCode),
  }));
  preferredOrderTimeStore.set(draft.serviceType === 'delivery' && draft.isOrderNow ? 'order_now' : null);

  await (ctx.wait ?? delay)(PENDING_RESUME_DELAY_MS);
  const href = resumeHref(restaurant.slug, ctx.device, ctx.lang);
  await ctx.navigate(href);
  return href;
}
