import type { CurrencyCode } from '@/contract/catalogue';

/**
 * The smallest amount we charge, in minor units (decision 0022): whole baht for THB (100 satang), cents
 * for SGD and USD. Thai prices are shown without decimals, so a charge with satang could never be shown
 * exactly; Singapore prices are shown with cents, so cents are charged.
 */
export const CHARGE_UNIT_MINOR: Readonly<Record<CurrencyCode, number>> = { THB: 100, SGD: 1, USD: 1 };

/**
 * The one rounding rule of money (decision 0022, tests/domain/pricing/charge-unit.test.ts): an amount of
 * `numerator / denominator` minor units is rounded half up to a whole charge unit of its currency, once,
 * where a fraction can arise (a kids' rate, a list price stored with satang). Everything added up after
 * that is already whole, so the total shown, charged and stored is the same number.
 */
export function roundToChargeUnit(numerator: number, currency: CurrencyCode, denominator = 1): number {
  if (!Number.isFinite(numerator) || numerator < 0)
    throw new RangeError('an amount to round must be a non-negative number of minor units');
  if (!Number.isInteger(denominator) || denominator < 1)
    throw new RangeError('the denominator must be a positive integer');
  const unit = CHARGE_UNIT_MINOR[currency];
  // (n/d)/unit + 1/2, floored, computed as one division of integers-times-two so 899.5 baht is 900.
  return Math.floor((2 * numerator + denominator * unit) / (2 * denominator * unit)) * unit;
}

/** Whether an amount in minor units is a whole number of charge units (what every charge must be). */
export function isWholeChargeUnits(minor: number, currency: CurrencyCode): boolean {
  return Number.isInteger(minor) && minor % CHARGE_UNIT_MINOR[currency] === 0;
}
