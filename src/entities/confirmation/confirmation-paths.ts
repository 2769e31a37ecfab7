/**
 * Where a booking's confirmation lives: its landing page, /restaurants/{name}/landing/{encryptedId}
 * (the same URL for a prepaid booking and one paid at the restaurant). The QR code at the door opens it.
 */
export function confirmationPath(slug: string, encryptedId: string): string {
  return `/restaurants/${encodeURIComponent(slug)}/landing/${encodeURIComponent(encryptedId)}`;
}

/** tel: link; spaces, dashes and brackets are dropped, a leading + kept. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
