import { mapSearchUrl } from '@/domain/reservations/calendar-event';
import { confirmationPath, telHref } from '@/entities/confirmation/confirmation-paths';

/** In-app paths of the payment result and landing pages, all under /restaurants/{slug}/. */
export function restaurantPath(slug: string): string {
  return `/restaurants/${encodeURIComponent(slug)}`;
}

/** The landing page is every booking's confirmation (src/entities/confirmation). */
export function landingPath(slug: string, encryptedId: string): string {
  return confirmationPath(slug, encryptedId);
}

export function ticketLandingPath(slug: string, encryptedId: string, qrPayment = false): string {
  return `${restaurantPath(slug)}/landing-package-ticket/${qrPayment ? 'qr-payment/' : ''}${encodeURIComponent(encryptedId)}`;
}

export function paymentFailedPath(slug: string, encryptedId: string): string {
  return `${restaurantPath(slug)}/payment-failed?reservation=${encodeURIComponent(encryptedId)}`;
}

/** Google Maps' universal search link for a point (a plain link: no map is embedded), as the calendar file has it. */
export const mapLink = mapSearchUrl;

export const telLink = telHref;
