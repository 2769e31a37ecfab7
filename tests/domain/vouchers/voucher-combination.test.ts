import { describe, expect, it } from 'vitest';
import { addVoucher, removeVoucher, validCombination } from '@/domain/vouchers/voucher-combination';

const restaurant = { code: 'DINE15', isGift: false };
const bank = { code: 'KBANK20', isGift: false };
const gift = { code: 'GIFT500', isGift: true };
const gift2 = { code: 'GIFT1000', isGift: true };

describe('addVoucher', () => {
  it('refuses the same code twice, whatever its case', () => {
    expect(addVoucher([gift], { code: ' gift500 ', isGift: true })).toEqual({ kind: 'alreadyInserted' });
  });
  it('lets a non-gift voucher replace the list', () => {
    expect(addVoucher([gift, gift2], restaurant)).toEqual({ kind: 'ok', list: [restaurant] });
    expect(addVoucher([restaurant], bank)).toEqual({ kind: 'ok', list: [bank] });
  });
  it('combines a gift with gifts only', () => {
    expect(addVoucher([gift], gift2)).toEqual({ kind: 'ok', list: [gift, gift2] });
    expect(addVoucher([restaurant], gift)).toEqual({ kind: 'ok', list: [gift] });
  });
});

describe('validCombination and removeVoucher', () => {
  it('accepts one voucher or gifts only, each once', () => {
    expect(validCombination([restaurant])).toBe(true);
    expect(validCombination([gift, gift2])).toBe(true);
    expect(validCombination([gift, restaurant])).toBe(false);
    expect(validCombination([gift, { ...gift, code: 'gift500' }])).toBe(false);
  });
  it('removes one code', () => {
    expect(removeVoucher([gift, gift2], 'gift500')).toEqual([gift2]);
  });
});
