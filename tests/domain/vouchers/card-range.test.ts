import { describe, expect, it } from 'vitest';
import { cardDigits, cardInRanges, maskCardNumber } from '@/domain/vouchers/card-range';

describe('maskCardNumber', () => {
  it('sends the first 11 digits and XXXX', () => {
    expect(maskCardNumber('4242 4242 4242 4242')).toBe('42424242424XXXX');
    expect(maskCardNumber('4242-4242')).toBeNull();
  });
});

describe('cardInRanges', () => {
  it('matches a masked number against a prefix', () => {
    expect(cardInRanges('42424242424XXXX', ['424242'])).toBe(true);
    expect(cardInRanges('55555555555XXXX', ['424242'])).toBe(false);
  });
  it('compares at most 11 digits', () => {
    expect(cardInRanges('42424242424XXXX', ['42424242424'])).toBe(true);
    expect(cardDigits('4242424242424242')).toBe('42424242424');
  });
  it('refuses an unreadable number and ignores empty prefixes', () => {
    expect(cardInRanges('4242XXXX', ['4242'])).toBe(false);
    expect(cardInRanges('42424242424XXXX', [''])).toBe(false);
  });
});
