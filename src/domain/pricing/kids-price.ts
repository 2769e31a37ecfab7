/**
 * Kids price (tests/domain/pricing/kids-price.test.ts): adult price × kids × kidsPriceRate / 100, or the full
 * adult price × kids when there is no rate.
 *
 * Rounding: the product is computed for all kids at once and rounded once with Math.round to the minor
 * unit (half a satang/cent goes up), so 3 kids at 50 % of S$5.05 cost 758 cents, not 3 × 253. Prices
 * are integers and rates whole percents, so THB prices (whole baht) never need rounding at all.
 */
export function kidsPriceMinor(adultPriceMinor: number, kids: number, kidsPriceRate: number | null): number {
  if (!Number.isInteger(adultPriceMinor) || adultPriceMinor < 0)
    throw new RangeError('adult price must be a non-negative integer of minor units');
  if (!Number.isInteger(kids) || kids < 0) throw new RangeError('kids must be a non-negative integer');
  if (kidsPriceRate === null) return adultPriceMinor * kids;
  if (!Number.isFinite(kidsPriceRate) || kidsPriceRate < 0 || kidsPriceRate > 100)
    throw new RangeError('kidsPriceRate must be a percentage between 0 and 100');
  return Math.round((adultPriceMinor * kids * kidsPriceRate) / 100);
}
