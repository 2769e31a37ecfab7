import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { fetchPaymentStatus } from '@/entities/payment/payment-calls';
import {
  reservationLandingPath,
  reservationWatchStore,
  startReservationWatch,
  useReservationWatch,
} from '@/entities/reservation/reservation-watch';
import { useLanguage } from '@/lib/use-language';
import type { BookingNavigation } from '@/features/booking/hooks/use-booking-navigation';
import { type ActivePayment, paymentFailedHref } from '@/features/booking/payment/active-payment';
import { HighLoadWarning } from '@/features/booking/payment/high-load-warning';
import { finishPaidBooking } from '@/features/booking/payment/pay-reservation';
import { configQuery } from '@/entities/config/config-query';
import { PromptpayQr } from '@/features/booking/payment/promptpay-qr';
import '@/features/booking/payment/payment.css';

/**
 * A fallback to the realtime watch while the QR is shown: the server is asked every few seconds (it
 * re-fetches the charge), so a dropped realtime connection never leaves the diner on a paid QR.
 */
const POLL_MS = 5000;

/**
 * Step 5 once the prepaid reservation exists and its payment started: the PromptPay QR with its
 * countdown, or (back from the gateway without finishing) a way back to the 3-D Secure or wallet page.
 * The realtime watch redirects to the landing page when the booking becomes pending_arrival.
 */
export function PaymentProgress({
  active,
  nav,
}: {
  active: ActivePayment;
  nav: BookingNavigation;
}) {
  const router = useRouter();
  const lang = useLanguage();
  const watch = useReservationWatch();
  const config = useQuery(configQuery(lang));
  const [qrExpired, setQrExpired] = useState(false);
  const status = useQuery({
    queryKey: ['booking', 'payment', active.paymentId],
    queryFn: ({ signal }) => fetchPaymentStatus(active.paymentId, signal),
    refetchInterval: (q) => (q.state.data && q.state.data.status !== 'pending' ? false : POLL_MS),
    staleTime: 0,
    gcTime: 0,
  });
  const landing = reservationLandingPath(active.restaurantSlug, active.encryptedId);

  // The watch runs from the payment's start (and from app start after a reload); if local storage
  // could not keep it, start it again while the payment is still payable.
  useEffect(() => {
    const expires = active.expiresAt ? Date.parse(active.expiresAt) : NaN;
    if (reservationWatchStore.get().phase === 'idle' && Number.isFinite(expires) && expires > Date.now())
      startReservationWatch({ firebaseKey: active.firebaseKey, landingUrl: landing, expiresAt: expires });
  }, [active.firebaseKey, active.expiresAt, landing]);

  const paid = status.data?.reservationStatus === 'pending_arrival' || status.data?.reservationStatus === 'paid';
  const failed =
    watch.phase === 'cancelled' ||
    status.data?.reservationStatus === 'cancelled' ||
    status.data?.status === 'failed' ||
    status.data?.status === 'expired';

  useEffect(() => {
    if (!paid) return;
    finishPaidBooking();
    void router.navigate({ href: landing, replace: true });
  }, [paid, landing, router]);

  // The watch saw pending_arrival and is taking the diner to the landing page: this booking is done.
  useEffect(() => {
    if (watch.phase === 'redirected') finishPaidBooking();
  }, [watch.phase]);

  const startAgain = () => {
    finishPaidBooking();
    void nav.showCurrentStep();
  };

  if (paid)
    return (
      <p className="booking__loading" role="status">
        <Trans>Payment received. Opening your booking…</Trans>
      </p>
    );

  const expired = qrExpired || status.data?.status === 'expired';
  if (failed || expired) {
    return (
      <div className="booking-step payment-progress">
        {active.qr && expired ? (
          <div className="payment-qr payment-qr--expired" role="alert" data-testid="qr-expired">
            <p className="payment-qr__title">
              <Trans>This QR code has expired.</Trans>
            </p>
            <p>
              <Trans>The payment was not received in time, so the booking was cancelled and the seats released.</Trans>
            </p>
          </div>
        ) : (
          <p className="booking-field__error" role="alert">
            <Trans>The payment did not go through, so the booking was cancelled and the seats released.</Trans>
          </p>
        )}
        <div className="booking__actions">
          <button type="button" className="button button--primary" onClick={startAgain}>
            <Trans>Book again</Trans>
          </button>
          {!active.qr && (
            <a className="button" href={paymentFailedHref(active.restaurantSlug, active.encryptedId)}>
              <Trans>Details</Trans>
            </a>
          )}
        </div>
      </div>
    );
  }

  const external = active.authorizeUri ?? active.walletUrl;
  return (
    <div className="booking-step payment-progress" aria-busy={status.isPending}>
      <HighLoadWarning />
      {active.qr ? (
        <PromptpayQr
          payload={active.qr.payload}
          imageUri={active.qr.imageUri}
          expiresAt={active.qr.expiresAt}
          amount={active.amountText}
          countdownSeconds={config.data?.promptpayCountdown}
          onExpired={() => setQrExpired(true)}
        />
      ) : (
        <>
          <p role="status">
            <Trans>Waiting for your payment…</Trans>
          </p>
          {external && (
            <a className="button button--primary" href={external}>
              <Trans>Continue to payment</Trans>
            </a>
          )}
        </>
      )}
      <p className="booking-hint" role="status" aria-live="polite">
        <Trans>This page moves on by itself once the payment is received.</Trans>
      </p>
    </div>
  );
}
