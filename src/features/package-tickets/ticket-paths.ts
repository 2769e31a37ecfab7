/** Where the ticket pages live (restaurant-scoped routes). */
const restaurantPath = (slug: string) => `/restaurants/${encodeURIComponent(slug)}`;

export function ticketLandingPath(slug: string, orderId: string, qrPayment = false): string {
  return `${restaurantPath(slug)}/landing-package-ticket/${qrPayment ? 'qr-payment/' : ''}${encodeURIComponent(orderId)}`;
}
