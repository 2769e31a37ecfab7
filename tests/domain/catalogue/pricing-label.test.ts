import { describe, expect, it } from 'vitest';
import { pricingLabel } from '@/domain/catalogue/pricing-label';

describe('pricingLabel', () => {
  it('is NET/person per person and NET/set per set or pack', () => {
    expect(pricingLabel('per_person')).toBe('NET/person');
    expect(pricingLabel('per_set')).toBe('NET/set');
    expect(pricingLabel('per_pack')).toBe('NET/set');
  });
});
