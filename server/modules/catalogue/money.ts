import type { CurrencyCode, Money } from '@/contract/catalogue';
import type { Language } from '@/contract/envelope';
import { CURRENCY_SYMBOLS, formatMoney } from '@/domain/format/money';

/**
 * DB prices are integers in minor units (satang / cents); the wire Money.amount is in major units
 * (1299, 45.5) with a preformatted text: THB '฿1,299' (never decimals), SGD 'S$45' / 'S$45.50'.
 */
export function toMoney(minor: number, currency: CurrencyCode, lang: Language): Money {
  const amount = minor / 100;
  return {
    amount,
    currency,
    symbol: CURRENCY_SYMBOLS[currency],
    format: formatMoney({ amount, currency }, lang),
  };
}

export function asCurrency(value: string): CurrencyCode {
  return value === 'SGD' ? 'SGD' : 'THB';
}
