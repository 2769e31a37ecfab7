import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, parseMoney } from '@/domain/format/money';

describe('formatMoney', () => {
  it('shows whole THB with ฿, grouped, without decimals, in Thai and in English', () => {
    expect(formatMoney({ amount: 1299, currency: 'THB' }, 'th')).toBe('฿1,299');
    expect(formatMoney({ amount: 1299, currency: 'THB' }, 'en')).toBe('฿1,299');
    expect(formatMoney({ amount: 3897, currency: 'THB' }, 'th')).toBe('฿3,897');
    expect(formatMoney({ amount: 0, currency: 'THB' }, 'th')).toBe('฿0');
    expect(formatMoney({ amount: 1234567, currency: 'THB' }, 'en')).toBe('฿1,234,567');
  });

  it('shows SGD as S$, with cents only when there are some', () => {
    expect(formatMoney({ amount: 45, currency: 'SGD' }, 'en')).toBe('S$45');
    expect(formatMoney({ amount: 45.5, currency: 'SGD' }, 'en')).toBe('S$45.50');
    expect(formatMoney({ amount: 1045.05, currency: 'SGD' }, 'th')).toBe('S$1,045.05');
  });

  it('never rounds a fraction away: a THB figure with satang shows them (decision 0022)', () => {
    // ฿3,897.40 once read "฿3,897" while the card was charged the satang too.
    expect(formatMoney({ amount: 3897.4, currency: 'THB' }, 'th')).toBe('฿3,897.40');
    expect(formatMoney({ amount: 3897.4, currency: 'THB' }, 'en')).toBe('฿3,897.40');
  });

  it('shows USD with $', () => {
    expect(formatMoney({ amount: 12, currency: 'USD' }, 'en')).toBe('$12');
    expect(formatMoney({ amount: 12.5, currency: 'USD' }, 'th')).toBe('$12.50');
  });

  it('round-trips every whole amount through parseMoney in both languages', () => {
    fc.assert(
      fc.property(fc.nat(100_000_000), fc.constantFrom('th' as const, 'en' as const), (amount, lang) => {
        const text = formatMoney({ amount, currency: 'THB' }, lang);
        expect(text).not.toContain('.');
        expect(parseMoney(text)).toBe(amount);
      }),
    );
  });

  it('shows exactly the minor units it is given', () => {
    fc.assert(
      fc.property(fc.nat(100_000_000), fc.constantFrom('THB' as const, 'SGD' as const), (minor, currency) => {
        const text = formatMoney({ amount: minor / 100, currency }, 'en');
        const digits = text.includes('.') ? parseMoney(text) : parseMoney(text) * 100;
        expect(digits).toBe(minor);
      }),
    );
  });

  it('puts the sign before the symbol', () => {
    expect(formatMoney({ amount: -100, currency: 'THB' }, 'en')).toBe('-฿100');
  });
});

describe('parseMoney', () => {
  it('keeps digits only', () => {
    expect(parseMoney('฿1,299')).toBe(1299);
    expect(parseMoney(' 2 500 บาท')).toBe(2500);
    expect(parseMoney('S$45')).toBe(45);
  });
  it('gives 0 without digits', () => {
    expect(parseMoney('')).toBe(0);
    expect(parseMoney('฿')).toBe(0);
  });
});
