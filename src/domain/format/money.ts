import type { CurrencyCode } from '@/contract/catalogue';
import type { Language } from '@/contract/envelope';

/** Currency symbols: ฿, S$ and $ (the default symbol is ฿). */
export const CURRENCY_SYMBOLS: Readonly<Record<CurrencyCode, string>> = { THB: '฿', SGD: 'S$', USD: '$' };

export interface MoneyAmount {
  amount: number;
  currency: CurrencyCode;
}

/**
 * Formats a price for display, exactly (decision 0022: what is shown is what is charged).
 * - Whole amounts never show decimals, in Thai or English: '฿1,299', 'S$45'. Every THB amount we charge
 *   is whole baht, so Thai prices read without decimals.
 * - An amount with a fraction shows two decimals rather than being rounded away: 'S$45.50', and a THB
 *   figure with satang (none is ever charged) reads '฿899.40', never a misleading '฿899'.
 * Digits are Latin in both languages (Thai UI uses Latin digits for prices), grouped with commas.
 * `lang` is accepted so a future language-specific rule has one place to live.
 */
export function formatMoney(money: MoneyAmount, _lang: Language): string {
  const symbol = CURRENCY_SYMBOLS[money.currency] ?? CURRENCY_SYMBOLS.THB;
  const sign = money.amount < 0 ? '-' : '';
  const cents = Math.round(Math.abs(money.amount) * 100);
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
