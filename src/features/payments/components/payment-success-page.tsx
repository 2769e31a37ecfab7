import { Trans } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { LandingLoading, LandingProblem } from '@/features/payments/components/landing-problem';
import { ReservationDetails } from '@/features/payments/components/reservation-details';
import { useLanding } from '@/features/payments/components/use-landing';
import { WatchStatus } from '@/features/payments/components/watch-status';
import { landingPath, paymentFailedPath, restaurantPath } from '@/features/payments/payment-paths';
import '@/features/payments/payments.css';

/** How long the success message stays before the booking confirmation opens by itself. */
export const SUCCESS_REDIRECT_MS = 3000;

/**
 * /restaurants/{name}/payment-success/{encryptedReservationId}: where the gateway's return lands when the
 * charge did not fail. The server re-fetched the charge already; a confirmation that is still on its way
 * is read again every 2 s. Confirmed → the landing page opens (link at once, by itself after 3 s).
 */
export function PaymentSuccessPage({ slug, encryptedId }: { slug: string; encryptedId: string }) {
  const query = useLanding(encryptedId, { pollWhileWaiting: true });
  const router = useRouter();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const status = query.data?.reservation.status;
  const confirmed = status === 'pending_arrival' || status === 'paid' || status === 'pending_confirmation';
  const landing = landingPath(query.data?.restaurant.slug ?? slug, encryptedId);

  useEffect(() => headingRef.current?.focus(), [status]);
  useEffect(() => {
    if (!confirmed) return;
    const timer = setTimeout(() => void router.navigate({ href: landing, replace: true }), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [confirmed, landing, router]);

  if (query.isPending) return <LandingLoading />;
  if (query.isError) return <LandingProblem error={query.error} slug={slug} onRetry={() => void query.refetch()} />;
  const r = query.data.reservation;

  return (
    <div className="payments-page payments-result" data-testid="payment-success" data-status={r.status}>
      <h1 ref={headingRef} tabIndex={-1} className="payments-page__title">
        {confirmed && <Trans>Payment successful</Trans>}
        {status === 'waiting_for_payment' && <Trans>Confirming your payment…</Trans>}
        {status === 'cancelled' && <Trans>This booking was cancelled</Trans>}
      </h1>
      <p role="status" aria-live="polite">
        {confirmed && <Trans>Your booking is confirmed. Opening your booking confirmation…</Trans>}
        {status === 'waiting_for_payment' && (
          <Trans>We are waiting for the bank to confirm your payment. This page updates by itself.</Trans>
        )}
        {status === 'cancelled' && <Trans>The payment did not go through.</Trans>}
      </p>
      <WatchStatus />
      <ReservationDetails reservation={r} />
      <div className="payments-actions">
        {status === 'cancelled' ? (
          <AppLink href={paymentFailedPath(query.data.restaurant.slug, encryptedId)} className="button button--primary">
            <Trans>See what happened</Trans>
          </AppLink>
        ) : (
          <AppLink href={landing} className="button button--primary" data-testid="view-booking">
            <Trans>View your booking</Trans>
          </AppLink>
        )}
        <AppLink href={restaurantPath(query.data.restaurant.slug)} className="button button--ghost">
          <Trans>Back to the restaurant</Trans>
        </AppLink>
      </div>
    </div>
  );
}
