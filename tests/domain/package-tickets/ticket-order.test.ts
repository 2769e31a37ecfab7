import { describe, expect, it } from 'vitest';
import { checkTicketOrder, MAX_TICKETS_PER_ORDER, ticketOrderTotal } from '@/domain/package-tickets/ticket-order';

const ticket = { isTicket: true, isBookable: true, expiryDate: '2026-12-31' };
const today = '2026-11-27';

describe('checkTicketOrder', () => {
  it('accepts a bookable ticket package with 1 to the maximum', () => {
    expect(checkTicketOrder(ticket, 1, today)).toEqual({ ok: true });
    expect(checkTicketOrder(ticket, MAX_TICKETS_PER_ORDER, today)).toEqual({ ok: true });
    expect(checkTicketOrder({ ...ticket, expiryDate: null }, 2, today)).toEqual({ ok: true });
  });
  it('refuses a package that does not sell tickets or cannot be booked', () => {
    expect(checkTicketOrder({ ...ticket, isTicket: false }, 1, today)).toEqual({ ok: false, refusal: 'notATicket' });
    expect(checkTicketOrder({ ...ticket, isBookable: false }, 1, today)).toEqual({ ok: false, refusal: 'notATicket' });
  });
  it('sells on the expiry day itself, not the day after', () => {
    expect(checkTicketOrder({ ...ticket, expiryDate: today }, 1, today)).toEqual({ ok: true });
    expect(checkTicketOrder({ ...ticket, expiryDate: '2026-11-26' }, 1, today)).toEqual({ ok: false, refusal: 'ticketExpired' });
  });
  it('refuses zero, fractions and more than the maximum', () => {
    for (const q of [0, -1, 1.5, MAX_TICKETS_PER_ORDER + 1, Number.NaN])
      expect(checkTicketOrder(ticket, q, today)).toEqual({ ok: false, refusal: 'badQuantity' });
  });
});

describe('ticketOrderTotal', () => {
  it('is the unit price times the quantity', () => {
    expect(ticketOrderTotal(89_900, 3)).toBe(269_700);
  });
});
