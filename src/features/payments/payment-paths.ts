/** In-app paths of the payment result and landing pages, all under /restaurants/{slug}/. */
export function restaurantPath(slug: string): string {
  return `/restaurants/${encodeURIComponent(slug)}`;
}

export function landingPath(slug: string, encryptedId: string): string {
  return `${restaurantPath(slug)}/landing/${encodeURIComponent(encryptedId)}`;
}

export function ticketLandingPath(slug: string, encryptedId: string, qrPayment = false): string {
  return `${restaurantPath(slug)}/landing-package-ticket/${qrPayment ? 'qr-payment/' : ''}${encodeURIComponent(encryptedId)}`;
}

export function paymentFailedPath(slug: string, encryptedId: string): string {
  return `${restaurantPath(slug)}/payment-failed?reservation=${encodeURIComponent(encryptedId)}`;
}

/** Google Maps' universal search link for a point (a plain link: no map is embedded). */
export function mapLink(location: { lat: number; lng: number }): string {
  return `https://www.google.com/maps/search/?api=1&query=${location.lat},${location.lng}`;
}

/** tel: link; spaces, dashes and brackets are dropped, a leading + kept. */
export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
