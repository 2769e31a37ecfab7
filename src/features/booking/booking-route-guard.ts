import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { notFound, redirect } from '@tanstack/react-router';
import { parseStepParam, type BookingStep } from '@/domain/booking/booking-steps';
import { peekBookingIntent } from '@/entities/booking-intent/booking-intent';
import { partnerBlocksBookingStep } from '@/entities/partner/partner-mode';
import { showToast } from '@/lib/toast-store';
import { restaurantHref } from '@/features/booking/booking-paths';
import { hasBookingFor } from '@/features/booking/booking-store';

/**
 * Route guard of the booking steps (tests/features/booking/booking-flow.test.tsx): a step that does not exist
 * is not found; without a package preference (or selected packages) for this restaurant the diner goes to the
 * restaurant page. A pressed book button (src/entities/booking-intent/booking-intent.ts) passes: the flow
 * runs it through the package selection guard. In the Thai tag partner's mode (isPartnerTagThai) the charge
 * step is closed: the diner goes back to the restaurant page with a toast.
 *
 * The booking lives in the tab's session storage, which the server painting the step (decision 0062) cannot
 * read: there the step passes, and the browser runs this guard again before it hydrates the paint (a tab
 * without a booking is sent to the restaurant page, drawn afresh). tests/server/http/server-paint-page.test.ts.
 */
export function guardBookingRoute(slug: string, stepParam: string): BookingStep {
  const step = parseStepParam(stepParam);
  if (step === null) throw notFound();
  if (partnerBlocksBookingStep(step)) {
    showToast(i18n._(msg`Online payment is not available in this partner mode`));
    throw redirect({ href: restaurantHref(slug), replace: true });
  }
  if (typeof window !== 'undefined' && !peekBookingIntent(slug) && !hasBookingFor(slug)) {
    throw redirect({ href: restaurantHref(slug), replace: true });
  }
  return step;
}
