import { describe, expect, it } from 'vitest';
import { formatMoney, parseMoney } from '@/domain/format/money';

describe('formatMoney', () => {
  it('shows THB with ฿, grouped, never with decimals, in Thai and in English', () => {
    expect(formatMoney({ amount: 1299, currency: 'THB' }, 'th')).toBe('฿1,299');
    expect(formatMoney({ amount: 1299, currency: 'THB' }, 'en')).toBe('฿1,299');
    expect(formatMoney({ amount: 1299.6, currency: 'THB' }, 'th')).toBe('฿1,300');
    expect(formatMoney({ amount: 0, currency: 'THB' }, 'th')).toBe('฿0');
    expect(formatMoney({ amount: 1234567, currency: 'THB' }, 'en')).toBe('฿1,234,567');
  });

  it('shows SGD as S$, with cents only when there are some', () => {
    expect(formatMoney({ amount: 45, currency: 'SGD' }, 'en')).toBe('S$45');
    expect(formatMoney({ amount: 45.5, currency: 'SGD' }, 'en')).toBe('S$45.50');
    expect(formatMoney({ amount: 1045.05, currency: 'SGD' }, 'th')).toBe('S$1,045.05');
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
