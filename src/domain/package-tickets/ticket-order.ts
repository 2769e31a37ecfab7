/** At most this many tickets in one order: a ticket is stock the restaurant must honour. */
export const MAX_TICKETS_PER_ORDER = 10;

export interface TicketPackageFacts {
  isTicket: boolean;
  isBookable: boolean;
  /** Last day it can be bought (YYYY-MM-DD, inclusive); null = no end. */
  expiryDate: string | null;
}

export type TicketOrderRefusal = 'notATicket' | 'ticketExpired' | 'badQuantity';

/**
 * Whether a package ticket can be bought now (tests/domain/package-tickets/ticket-order.test.ts): the
 * package sells tickets and is bookable, its expiry day (Bangkok date, inclusive) has not passed, and the
 * quantity is a whole number from 1 to MAX_TICKETS_PER_ORDER. `today` is the Bangkok date, YYYY-MM-DD.
 */
export function checkTicketOrder(
  pkg: TicketPackageFacts,
  quantity: number,
  today: string,
): { ok: true } | { ok: false; refusal: TicketOrderRefusal } {
  if (!pkg.isTicket || !pkg.isBookable) return { ok: false, refusal: 'notATicket' };
  if (pkg.expiryDate !== null && pkg.expiryDate < today) return { ok: false, refusal: 'ticketExpired' };
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_TICKETS_PER_ORDER)
    return { ok: false, refusal: 'badQuantity' };
  return { ok: true };
}

/** The order's total in minor units: the package's one-ticket price times the quantity. */
export function ticketOrderTotal(unitMinor: number, quantity: number): number {
  return unitMinor * quantity;
}
