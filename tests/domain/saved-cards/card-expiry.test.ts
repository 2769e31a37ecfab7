import { describe, expect, it } from 'vitest';
import { cardExpired, expiryText, maskedCardNumber } from '@/domain/saved-cards/card-expiry';

describe('cardExpired', () => {
  const card = { expirationMonth: 3, expirationYear: 2027 };

  it('is good through the last day of its month, Bangkok time', () => {
    expect(cardExpired(card, new Date('2027-03-31T16:59:59Z'))).toBe(false);
    expect(cardExpired(card, new Date('2027-03-31T17:00:00Z'))).toBe(true);
  });

  it('is good in earlier months and years, expired in later ones', () => {
    expect(cardExpired(card, new Date('2026-12-15T00:00:00Z'))).toBe(false);
    expect(cardExpired(card, new Date('2027-02-10T00:00:00Z'))).toBe(false);
    expect(cardExpired(card, new Date('2028-01-01T00:00:00Z'))).toBe(true);
  });

  it('handles December', () => {
    const dec = { expirationMonth: 12, expirationYear: 2026 };
    expect(cardExpired(dec, new Date('2026-12-31T12:00:00Z'))).toBe(false);
    expect(cardExpired(dec, new Date('2026-12-31T17:00:00Z'))).toBe(true);
  });
});

describe('card display', () => {
  it('prints the expiry as MM/YY', () => {
    expect(expiryText({ expirationMonth: 3, expirationYear: 2027 })).toBe('03/27');
    expect(expiryText({ expirationMonth: 12, expirationYear: 2030 })).toBe('12/30');
  });

  it('shows only the last four digits', () => {
    expect(maskedCardNumber('4242')).toBe('•••• 4242');
  });
});
