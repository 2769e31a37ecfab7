import { describe, expect, it } from 'vitest';
import { ALL_FEATURES, DEFAULT_SHELL, resolveShellFlags } from '@/domain/partners/partner-flags';

const partner = {
  layout: 'partner' as const,
  features: { ...ALL_FEATURES, giftCard: false, voucher: false, mobileNavigation: true },
};

describe('resolveShellFlags', () => {
  it("is the product's own shell with every feature on outside partner mode", () => {
    expect(resolveShellFlags(null, null)).toBe(DEFAULT_SHELL);
    expect(resolveShellFlags(null, 'embedded')).toEqual({ layout: 'default', features: ALL_FEATURES });
    expect(Object.values(ALL_FEATURES).every(Boolean)).toBe(true);
  });

  it("takes the partner's switches and its own layout when the query asks none", () => {
    expect(resolveShellFlags(partner, null)).toEqual({ layout: 'partner', features: partner.features });
  });

  it('takes the layout the query asked for', () => {
    expect(resolveShellFlags({ ...partner, layout: 'embedded' }, 'partner').layout).toBe('partner');
  });

  it('turns the mobile navigation off in the embedded layout, and nothing else', () => {
    const flags = resolveShellFlags(partner, 'embedded');
    expect(flags).toEqual({ layout: 'embedded', features: { ...partner.features, mobileNavigation: false } });
    expect(partner.features.mobileNavigation).toBe(true);
  });
});
