import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useId, type ComponentType } from 'react';
import type { RestaurantDetail } from '@/contract/restaurant-detail';
import { BOOKING_STEPS, type BookingStep } from '@/domain/booking/booking-steps';
import { useBookingSession, bindRestaurant, dropPaymentOfEarlierBooking } from '@/features/booking/booking-store';
import type { BookingVariant } from '@/features/booking/booking-paths';
import { useBookingNavigation } from '@/features/booking/hooks/use-booking-navigation';
import { useConfirmDialog } from '@/features/booking/hooks/use-confirm-dialog';
import { useLanguageChangeGuard } from '@/features/booking/hooks/use-language-change-guard';
import { usePackageIntent } from '@/features/booking/hooks/use-package-intent';
import { afterPageSettles } from '@/lib/after-page-settles';
import { retryImport } from '@/lib/retry-import';
import { usePaintedByServer } from '@/lib/server-paint-snapshot';
import { PeopleStep } from '@/features/booking/components/people-step';
import { StepName } from '@/features/booking/components/step-name';
import '@/features/booking/booking.css';

// Steps 2 to 5 are chunks of their own, so a booking opened on step 1 does not wait for the card forms and
// the contract schemas they carry (zod alone is 89 KB gzip). They load once the page has settled, before the
// diner is likely to need them, and the service worker precaches them for offline use
// (docs/decisions/0057-booking-steps-load-apart.md).
const loadDateStep = () => import('@/features/booking/components/date-step').then((m) => m.DateStep);
const loadTimeStep = () => import('@/features/booking/components/time-step').then((m) => m.TimeStep);
const loadPackageStep = () => import('@/features/booking/components/package-step').then((m) => m.PackageStep);
const loadPaymentStep = () => import('@/features/booking/components/payment-step').then((m) => m.PaymentStep);

function lazyStep<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(() => retryImport(load).then((component) => ({ default: component })));
}

const DateStep = lazyStep(loadDateStep);
const TimeStep = lazyStep(loadTimeStep);
const PackageStep = lazyStep(loadPackageStep);
const PaymentStep = lazyStep(loadPaymentStep);

/** Fetches the later steps' chunks without waiting for them; a failure here is retried when a step opens. */
function preloadLaterSteps(): void {
  for (const load of [loadDateStep, loadTimeStep, loadPackageStep, loadPaymentStep]) void load().catch(() => undefined);
}

export interface BookingFlowProps {
  restaurant: RestaurantDetail;
  /** The step in the address. */
  step: BookingStep;
  variant: BookingVariant;
}

/**
 * The five-step booking (tests/features/booking/booking-flow.test.tsx): the sidebar next to the
 * restaurant page on desktop, a full-screen page on phones. The store holds the step; the address follows
 * it, and a step typed into the address (or reached with the browser's buttons) is checked by the same
 * guards as the buttons.
 */
export function BookingFlow({ restaurant, step, variant }: BookingFlowProps) {
  const { t } = useLingui();
  const headingId = useId();
  const session = useBookingSession();
  const nav = useBookingNavigation(restaurant, variant);
  const { ask, dialog } = useConfirmDialog();
  useLanguageChangeGuard(ask, nav);
  const choosing = usePackageIntent(restaurant, ask, nav);

  useEffect(() => afterPageSettles(preloadLaterSteps), []);

  useEffect(() => {
    bindRestaurant(restaurant.slug, restaurant.id);
  }, [restaurant.slug, restaurant.id]);

  useEffect(() => {
    if (!choosing) void nav.syncFromUrl();
  }, [step, choosing, nav]);

  // The server paints a step without the tab's booking, which only the tab holds (decision 0062): the step
  // the address names, step 1 as for a new booking and a later step loading. The browser hydrating that
  // paint draws the same, then the tab's booking.
  const painted = usePaintedByServer();
  const current = painted ? step : session.state.step;
  const synced = painted ? step === 1 : !choosing && current === step && session.restaurantSlug === restaurant.slug;

  useEffect(() => {
    // Not from the painted step: it stands for no booking, and this tab's may be on its last step.
    if (synced && !painted) dropPaymentOfEarlierBooking(current);
  }, [synced, painted, current]);

  return (
    <section className={`booking booking--${variant}`} aria-labelledby={headingId}>
      <header className="booking__header">
        {variant === 'page' && (
          <button
            type="button"
            className="booking__back"
            onClick={() => (current > 1 ? void nav.goTo((current - 1) as BookingStep) : void nav.leaveToRestaurant())}
            aria-label={current > 1 ? t`Back to the previous step` : t`Back to the restaurant`}
          >
            <span aria-hidden="true">‹</span>
          </button>
        )}
        <div>
          <h2 id={headingId} className="booking__title">
            <Trans>Book a table</Trans>
          </h2>
          <p className="booking__restaurant">{restaurant.name}</p>
        </div>
      </header>
      <nav aria-label={t`Booking steps`}>
        <ol className="booking__steps">
          {BOOKING_STEPS.map((n) => (
            <li
              key={n}
              className={`booking__step${n === current ? ' booking__step--current' : ''}${n < current ? ' booking__step--done' : ''}`}
              aria-current={n === current ? 'step' : undefined}
            >
              <span className="booking__step-number" aria-hidden="true">
                {n}
              </span>
              <span className="booking__step-name">
                <span className="visually-hidden">
                  <Trans>Step {n}:</Trans>{' '}
                </span>
                <StepName step={n} />
              </span>
            </li>
          ))}
        </ol>
      </nav>
      <div className="booking__panel">
        {!synced ? (
          <StepLoading />
        ) : (
          <Suspense fallback={<StepLoading />}>
            {current === 1 ? (
              <PeopleStep restaurant={restaurant} nav={nav} />
            ) : current === 2 ? (
              <DateStep restaurant={restaurant} nav={nav} />
            ) : current === 3 ? (
              <TimeStep restaurant={restaurant} nav={nav} />
            ) : current === 4 ? (
              <PackageStep restaurant={restaurant} nav={nav} ask={ask} />
            ) : (
              <PaymentStep restaurant={restaurant} nav={nav} />
            )}
          </Suspense>
        )}
      </div>
      {dialog}
    </section>
  );
}

function StepLoading() {
  return (
    <p className="booking__loading" role="status">
      <Trans>Loading</Trans>
    </p>
  );
}
