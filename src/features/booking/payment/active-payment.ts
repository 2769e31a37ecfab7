import type { PaymentMethod, PaymentStart } from '@/contract/payments';

/**
 * A prepaid reservation while it is being paid, kept in the booking session (session storage) so a
 * reload of step 5 shows the same QR code, and a return from the gateway's page finds it. The realtime
 * watch (src/entities/reservation/reservation-watch.ts, local storage) is what redirects once paid; this is
 * only what step 5 draws meanwhile.
 */
export interface ActivePayment {
  restaurantSlug: string;
  encryptedId: string;
  firebaseKey: string;
  paymentId: string;
  /** The reservation's total as the server formatted it, e.g. "฿2,598". */
  amountText: string;
  method: PaymentMethod;
  qr: PaymentStart['qr'];
  authorizeUri: string | null;
  walletUrl: string | null;
  /** ISO 8601: when the payment stops being payable (the QR's expiry, or the server's pending limit). */
  expiresAt: string | null;
}

/** /restaurants/{slug}/payment-failed?reservation={encryptedId} (decision 0013). */
export function paymentFailedHref(slug: string, encryptedId: string): string {
  return `/restaurants/${encodeURIComponent(slug)}/payment-failed?reservation=${encodeURIComponent(encryptedId)}`;
}

/** Where the diner goes to pay away from step 5 (3-D Secure page or wallet), if anywhere. */
export function externalPaymentUrl(start: Pick<PaymentStart, 'authorizeUri' | 'walletUrl'>): string | null {
  return start.authorizeUri ?? start.walletUrl ?? null;
}
