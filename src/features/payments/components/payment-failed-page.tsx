import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { AppLink } from '@/components/ui/app-link';
import type { ReservationLanding } from '@/contract/landing';
import { LandingLoading } from '@/features/payments/components/landing-problem';
import { useLanding } from '@/features/payments/components/use-landing';
import { landingPath, restaurantPath } from '@/features/payments/payment-paths';
import '@/features/payments/payments.css';

function Reason({ data }: { data: ReservationLanding | undefined }) {
  if (!data) return <Trans>Your payment could not be completed.</Trans>;
  const { reservation, payment } = data;
  if (reservation.status === 'pending_arrival' || reservation.status === 'paid')
    return <Trans>Good news: this booking has been paid after all.</Trans>;
  if (payment?.status === 'expired')
    return <Trans>The time to pay ran out, so the booking was cancelled and its seats were released.</Trans>;
  if (reservation.status === 'cancelled')
    return <Trans>Your payment was declined, so the booking was cancelled and its seats were released.</Trans>;
  return <Trans>Your payment was not completed. Your booking is still waiting for payment.</Trans>;
}

/**
 * /restaurants/{name}/payment-failed?reservation={encryptedId}: the charge failed or expired. The
 * reason comes from the reservation's own status and payment (never from the URL alone); then the
 * diner books again or goes back to the restaurant.
 */
export function PaymentFailedPage({ slug, encryptedId }: { slug: string; encryptedId: string | null }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="payments-page payments-result" data-testid="payment-failed">
      <h1 ref={headingRef} tabIndex={-1} className="payments-page__title">
        <Trans>Payment failed</Trans>
      </h1>
      {encryptedId ? (
        <FailedReason slug={slug} encryptedId={encryptedId} />
      ) : (
        <>
          <p role="status">
            <Reason data={undefined} />
          </p>
          <Actions slug={slug} />
        </>
      )}
    </div>
  );
}

function FailedReason({ slug, encryptedId }: { slug: string; encryptedId: string }) {
  const query = useLanding(encryptedId);
  if (query.isPending) return <LandingLoading />;
  const data = query.data;
  const paid = data?.reservation.status === 'pending_arrival' || data?.reservation.status === 'paid';
  return (
    <>
      <p role="status" aria-live="polite" data-testid="payment-failed-reason" data-status={data?.reservation.status}>
        <Reason data={data} />
      </p>
      {paid && data ? (
        <div className="payments-actions">
          <AppLink href={landingPath(data.restaurant.slug, encryptedId)} className="button button--primary">
            <Trans>View your booking</Trans>
          </AppLink>
        </div>
      ) : (
        <Actions slug={data?.restaurant.slug ?? slug} />
      )}
    </>
  );
}

function Actions({ slug }: { slug: string }) {
  return (
    <div className="payments-actions">
      <AppLink href={restaurantPath(slug)} className="button button--primary">
        <Trans>Book again</Trans>
      </AppLink>
      <AppLink href="/" className="button button--ghost">
        <Trans>Back to home</Trans>
      </AppLink>
    </div>
  );
}
