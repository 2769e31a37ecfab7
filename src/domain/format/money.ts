import type { CurrencyCode } from '@/contract/catalogue';
import type { Language } from '@/contract/envelope';

/** Currency symbols (฿, S$; the default symbol is ฿; tests/domain/format/money.test.ts). */
export const CURRENCY_SYMBOLS: Readonly<Record<CurrencyCode, string>> = { THB: '฿', SGD: 'S$' };

export interface MoneyAmount {
  amount: number;
  currency: CurrencyCode;
}

/**
 * Formats a price for display.
 * - THB never shows decimals (prices have no decimals in Thai format). We apply the same
 *   in English so one price reads identically whichever language the visitor picked: '฿1,299'.
 * - SGD keeps cents only when there are some: 'S$45', 'S$45.50'.
 * Digits are Latin in both languages (Thai UI uses Latin digits for prices), grouped with commas.
 * `lang` is accepted so a future language-specific rule has one place to live.
 */
export function formatMoney(money: MoneyAmount, _lang: Language): string {
  const symbol = CURRENCY_SYMBOLS[money.currency] ?? CURRENCY_SYMBOLS.THB;
  const sign = money.amount < 0 ? '-' : '';
  const abs = Math.abs(money.amount);
  if (money.currency === 'THB') return `${sign}${symbol}${groupThousands(Math.round(abs).toString())}`;
  const cents = Math.round(abs * 100);
  const whole = Math.floor(cents / 100);
  const fraction = cents % 100;
  const text = groupThousands(whole.toString());
  return fraction === 0
    ? `${sign}${symbol}${text}`
    : `${sign}${symbol}${text}.${fraction.toString().padStart(2, '0')}`;
}

/**
 * Reads a typed or displayed amount back into a number by keeping digits only: '฿1,299' → 1299.
 * A decimal point is dropped like any other non-digit, so use it for whole-unit amounts (THB); no
 * digits at all gives 0.
 */
export function parseMoney(text: string): number {
  const digits = text.replace(/\D/g, '');
  return digits === '' ? 0 : Number(digits);
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
