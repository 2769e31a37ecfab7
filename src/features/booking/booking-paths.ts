import type { BookingStep } from '@/domain/booking/booking-steps';

/**
 * Where the booking screens live: the desktop sidebar next to the restaurant
 * page, `/restaurants/{name}/book/step-N`, and the full-screen phone pages,
 * `/restaurants/{name}/mobile-book/step-N` (the router reads an optional `/{lang}/` prefix itself).
 */
export type BookingVariant = 'sidebar' | 'page';

export function restaurantHref(slug: string): string {
  return `/restaurants/${encodeURIComponent(slug)}`;
}

export function bookingStepHref(slug: string, step: BookingStep, variant: BookingVariant): string {
  const segment = variant === 'page' ? 'mobile-book' : 'book';
  return `${restaurantHref(slug)}/${segment}/step-${step}`;
}

export function bookingSuccessHref(slug: string, encryptedId: string): string {
  return `${restaurantHref(slug)}/booking-success/${encodeURIComponent(encryptedId)}`;
}
