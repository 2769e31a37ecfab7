import { describe, expect, it } from 'vitest';
import { chargedCardFitsVouchers } from '@/domain/vouchers/charged-card-range';

describe('chargedCardFitsVouchers', () => {
  it('lets any card pay when no voucher names a range', () => {
    expect(chargedCardFitsVouchers('555555', [])).toBe(true);
    expect(chargedCardFitsVouchers('555555', [[], []])).toBe(true);
  });

  it('holds a card in the range and refuses one outside it', () => {
    expect(chargedCardFitsVouchers('424242', [['424242', '400000']])).toBe(true);
    expect(chargedCardFitsVouchers('400000', [['424242', '400000']])).toBe(true);
    expect(chargedCardFitsVouchers('555555', [['424242', '400000']])).toBe(false);
  });

  it('reads a shorter range against the known digits, and a longer one as far as they go', () => {
    expect(chargedCardFitsVouchers('424242', [['4242']])).toBe(true);
    expect(chargedCardFitsVouchers('424242', [['42424242424']])).toBe(true);
    expect(chargedCardFitsVouchers('424243', [['42424242424']])).toBe(false);
  });

  it('needs every voucher that names ranges to hold', () => {
    expect(chargedCardFitsVouchers('424242', [['424242'], [], ['4']])).toBe(true);
    expect(chargedCardFitsVouchers('424242', [['424242'], ['5']])).toBe(false);
  });

  it('leaves the check to the declared number when the gateway reports no digits', () => {
    expect(chargedCardFitsVouchers(null, [['424242']])).toBe(true);
    expect(chargedCardFitsVouchers('', [['424242']])).toBe(true);
  });

  it('never matches an empty range', () => {
    expect(chargedCardFitsVouchers('424242', [['']])).toBe(false);
  });
});
