import type { CurrencyCode } from '@/contract/catalogue';
import { roundToChargeUnit } from './charge-unit';

/**
 * Kids price (tests/domain/pricing/kids-price.test.ts): adult price × kids × kidsPriceRate / 100, or the full
 * adult price × kids when there is no rate.
 *
 * Rounding (decision 0022): the product is computed for all kids at once and rounded once, half up, to the
 * currency's charge unit (roundToChargeUnit): whole baht, cents. Two adults and a kid at 60 % of ฿1,499
 * pay ฿899 for the kid (899.40 exactly), so the booking costs ฿3,897 — shown, charged and stored alike.
 * 3 kids at 50 % of S$5.05 cost 758 cents, not 3 × 253. The adult price is already in whole units.
 */
export function kidsPriceMinor(
  adultPriceMinor: number,
  kids: number,
  kidsPriceRate: number | null,
  currency: CurrencyCode,
): number {
  if (!Number.isInteger(adultPriceMinor) || adultPriceMinor < 0)
    throw new RangeError('adult price must be a non-negative integer of minor units');
  if (!Number.isInteger(kids) || kids < 0) throw new RangeError('kids must be a non-negative integer');
  if (kidsPriceRate === null) return adultPriceMinor * kids;
  if (!Number.isFinite(kidsPriceRate) || kidsPriceRate < 0 || kidsPriceRate > 100)
    throw new RangeError('kidsPriceRate must be a percentage between 0 and 100');
  return roundToChargeUnit(adultPriceMinor * kids * kidsPriceRate, currency, 100);
}
