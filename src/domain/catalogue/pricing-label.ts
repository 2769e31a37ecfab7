import type { PricingType } from '@/contract/catalogue';

/** Pricing label: "NET/person" or "NET/set" (a pack is sold as a set). */
export type PricingLabel = 'NET/person' | 'NET/set';

export function pricingLabel(pricingType: PricingType): PricingLabel {
  return pricingType === 'per_person' ? 'NET/person' : 'NET/set';
}
