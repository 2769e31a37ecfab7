import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';
import type { ReservationLanding } from '@/contract/landing';
import { ConfirmationPass } from '@/entities/confirmation/confirmation-pass';
import { ConfirmationView } from '@/entities/confirmation/confirmation-view';
import { ReservationShareActions } from '@/entities/reservation-share/reservation-share-actions';
import { isNotFound } from '@/features/payments/landing-api';
import { LandingLoading, LandingProblem } from '@/features/payments/components/landing-problem';
import { ReservationDetails } from '@/features/payments/components/reservation-details';
import { StatusLabel } from '@/features/payments/components/status-text';
import { useLanding } from '@/features/payments/components/use-landing';
import { mapLink, restaurantPath, telLink } from '@/features/payments/payment-paths';
import '@/features/payments/payments.css';

function Heading({ status }: { status: ReservationLanding['reservation']['status'] }) {
  switch (status) {
    case 'pending_arrival':
    case 'paid':
      return <Trans>Your booking is confirmed</Trans>;
    case 'pending_confirmation':
      return <Trans>Booking request sent</Trans>;
    case 'waiting_for_payment':
      return <Trans>Your booking is waiting for payment</Trans>;
    case 'cancelled':
      return <Trans>This booking was cancelled</Trans>;
  }
}

/**
 * The booking confirmation (/restaurants/{name}/landing/{encryptedId}): the pass shown at the door (a QR
 * code of this URL, so the restaurant's staff can open it, the diner's name and booking reference, how to
 * cancel or change), the facts, a map link, a call button, add to calendar and share. Offline it is the
 * copy this device kept.
 */
export function LandingPage({ slug, encryptedId }: { slug: string; encryptedId: string }) {
  const query = useLanding(encryptedId, { pollWhileWaiting: true });
  if (query.isPending) return <LandingLoading />;
  if (query.isError) {
    const problem = <LandingProblem error={query.error} slug={slug} onRetry={() => void query.refetch()} />;
    // Offline (or the server failing): the confirmation this device kept, when it has one.
    if (isNotFound(query.error)) return problem;
    return <ConfirmationView encryptedId={encryptedId} slug={slug} unavailable={problem} />;
  }
  return <LandingView data={query.data} />;
}

export function LandingView({
  data,
  title,
  children,
}: {
  data: ReservationLanding;
  /** Another heading (the ticket pages); the status heading otherwise. */
  title?: ReactNode;
  children?: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const { reservation: r, restaurant } = data;
  return (
    <article className="payments-page payments-landing" data-status={r.status} data-testid="landing">
      <h1 ref={headingRef} tabIndex={-1} className="payments-page__title">
        {title ?? <Heading status={r.status} />}
      </h1>
      <p role="status" aria-live="polite" className="payments-landing__status">
        <Trans>Status:</Trans> <StatusLabel status={r.status} />
      </p>
      <div className="payments-landing__body">
        <ConfirmationPass encryptedId={r.encryptedId} slug={restaurant.slug} restaurantName={restaurant.name} />
        <section aria-labelledby="landing-details-heading">
          <h2 id="landing-details-heading">
            <Trans>Booking details</Trans>
          </h2>
          <ReservationDetails reservation={r} />
        </section>
      </div>
      {children}
      <section className="payments-landing__restaurant" aria-labelledby="landing-restaurant-heading">
        <h2 id="landing-restaurant-heading">{restaurant.name}</h2>
        {restaurant.address && <address>{restaurant.address}</address>}
        <div className="payments-actions">
          <a className="button button--ghost" href={mapLink(restaurant.location)} target="_blank" rel="noopener noreferrer">
            <Trans>Open in maps</Trans>
          </a>
          {restaurant.phone && (
            <a className="button button--ghost" href={telLink(restaurant.phone)}>
              <Trans>Call the restaurant</Trans>
            </a>
          )}
          <ReservationShareActions
            calendar={r.status !== 'cancelled'}
            reservation={{
              encryptedId: r.encryptedId,
              restaurantName: restaurant.name,
              restaurantSlug: restaurant.slug,
              address: restaurant.address,
              location: restaurant.location,
              date: r.date,
              startTime: r.startTime,
              adult: r.adult,
              kids: r.kids,
            }}
          />
        </div>
      </section>
      <AppLink href={restaurantPath(restaurant.slug)} className="button">
        <Trans>Back to the restaurant</Trans>
      </AppLink>
    </article>
  );
}
