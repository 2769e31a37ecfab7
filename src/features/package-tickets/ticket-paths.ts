/** Where the ticket pages live (restaurant-scoped routes). */
const restaurantPath = (slug: string) => `/restaurants/${encodeURIComponent(slug)}`;

export function ticketLandingPath(slug: string, orderId: string, qrPayment = false): string {
  return `${restaurantPath(slug)}/landing-package-ticket/${qrPayment ? 'qr-payment/' : ''}${encodeURIComponent(orderId)}`;
}

/** `?package={id}` of the two buy pages: a positive whole id; anything else is no package (the page says so). */
export function readBuyTicketSearch(search: Record<string, unknown>): { package?: number } {
  const id = Number(search.package);
  return Number.isSafeInteger(id) && id > 0 ? { package: id } : {};
}
