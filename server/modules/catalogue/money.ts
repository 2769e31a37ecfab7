import type { CurrencyCode, Money } from '@/contract/catalogue';
import type { Language } from '@/contract/envelope';
import { CURRENCY_SYMBOLS, formatMoney } from '@/domain/format/money';

/**
 * DB prices are integers in minor units (satang / cents); the wire Money.amount is in major units
 * (1299, 45.5) with a preformatted text that shows the amount exactly: '฿1,299', 'S$45', 'S$45.50'.
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

/** The currencies restaurants are priced in (the database allows these two). */
export type RestaurantCurrency = Extract<CurrencyCode, 'THB' | 'SGD'>;

export function asCurrency(value: string): RestaurantCurrency {
  return value === 'SGD' ? 'SGD' : 'THB';
}
