import { isRefusal } from '@/api/api-error';
import type { Reservation } from '@/contract/booking';
import type { PaymentStart } from '@/contract/payments';
import { resetBooking } from '@/domain/booking/booking-state';
import { reservationLandingPath, startReservationWatch } from '@/entities/reservation/reservation-watch';
import { fetchPaymentStatus, startReservationPayment, type StartPaymentBody } from '@/entities/payment/payment-calls';
import { keyForWrite, settleWrite, updateSession } from '@/features/booking/booking-store';
import { externalPaymentUrl, paymentFailedHref, type ActivePayment } from '@/features/booking/payment/active-payment';

/** Without an expiry from the server the watch still ends (the server's default pending time). */
const FALLBACK_PENDING_MS = 10 * 60_000;

export type PayOutcome =
  /** Paid already (a card without 3-D Secure): the booking confirmation. */
  | { kind: 'paid'; href: string }
  /** Declined for good: the booking is cancelled and its seats released. */
  | { kind: 'failed'; href: string }
  /** Leave the app to pay: the gateway's 3-D Secure page or the wallet. */
  | { kind: 'redirect'; url: string }
  /** Stay on step 5: the PromptPay QR is shown. */
  | { kind: 'qr' };

/** The booking is over (paid, failed or given up): the next visit of the flow starts afresh. */
export function finishPaidBooking(): void {
  updateSession((s) => ({
    ...s,
    activePayment: null,
    pendingPayment: null,
    pendingReservation: null,
    heldBody: null,
    state: resetBooking(s.state, { keepState: true }),
  }));
}

async function paymentExpiry(start: PaymentStart): Promise<string | null> {
  if (start.qr) return start.qr.expiresAt;
  try {
    return (await fetchPaymentStatus(start.paymentId)).expiresAt;
  } catch {
    return null;
  }
}

/**
 * Pays a reservation created waiting_for_payment (decision 0013): POST /reservations/{id}/payments with
 * the Idempotency-Key kept in the booking session (a lost answer is retried with the same key and gets
 * the first answer, never a second charge), then the realtime watch of reservations/{firebaseKey}
 * with the landing page as where to go once paid. A refusal (ApiError 'refused') leaves
 * the reservation waiting, so another card or method can pay it.
 */
export async function payReservation(reservation: Reservation, body: StartPaymentBody): Promise<PayOutcome> {
  const slug = reservation.restaurantSlug;
  const key = keyForWrite('pendingPayment', { reservation: reservation.encryptedId, body });
  let start: PaymentStart;
  try {
    start = await startReservationPayment(reservation.encryptedId, body, key);
  } catch (error) {
    if (isRefusal(error)) settleWrite('pendingPayment');
    throw error;
  }
  settleWrite('pendingPayment');
  const landing = reservationLandingPath(slug, reservation.encryptedId);

  if (start.reservationStatus === 'pending_arrival' || start.reservationStatus === 'paid') {
    finishPaidBooking();
    return { kind: 'paid', href: landing };
  }
  if (start.status === 'failed' || start.status === 'expired' || start.reservationStatus === 'cancelled') {
    finishPaidBooking();
    return { kind: 'failed', href: paymentFailedHref(slug, reservation.encryptedId) };
  }

  const expiresAt = await paymentExpiry(start);
  const active: ActivePayment = {
    restaurantSlug: slug,
    encryptedId: reservation.encryptedId,
    firebaseKey: reservation.firebaseKey,
    paymentId: start.paymentId,
    amountText: reservation.total.format,
    method: start.method,
    qr: start.qr,
    authorizeUri: start.authorizeUri,
    walletUrl: start.walletUrl,
    expiresAt,
  };
  updateSession((s) => ({ ...s, activePayment: active }));
  startReservationWatch({
    firebaseKey: reservation.firebaseKey,
    landingUrl: landing,
    expiresAt: expiresAt ?? Date.now() + FALLBACK_PENDING_MS,
  });
  const external = externalPaymentUrl(start);
  return external ? { kind: 'redirect', url: external } : { kind: 'qr' };
}
