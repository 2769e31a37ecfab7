import { describe, expect, it } from 'vitest';
import { bookButton } from '@/domain/catalogue/book-button';

const base = { isExpired: false, isTicket: false, isDelivery: false };

describe('bookButton', () => {
  it('books dine-in and experience packages', () => {
    expect(bookButton(base)).toEqual({ label: 'book', disabled: false });
  });
  it('buys tickets', () => {
    expect(bookButton({ ...base, isTicket: true })).toEqual({ label: 'buy', disabled: false });
  });
  it('orders delivery', () => {
    expect(bookButton({ ...base, isDelivery: true })).toEqual({ label: 'order', disabled: false });
  });
  it('is disabled when expired', () => {
    expect(bookButton({ ...base, isExpired: true }).disabled).toBe(true);
    expect(bookButton({ ...base, isExpired: true, isTicket: true })).toEqual({
      label: 'buy',
      disabled: true,
    });
  });
});
