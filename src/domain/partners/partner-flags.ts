import type { PartnerLayout } from '@/contract/partner-constants';
import type { Partner, PartnerFeatures } from '@/contract/partners';

/** The shell's layout: the product's own, or a partner's. */
export type ShellLayout = 'default' | PartnerLayout;

export interface ShellFlags {
  layout: ShellLayout;
  features: PartnerFeatures;
}

/** Outside partner mode every feature is on. */
export const ALL_FEATURES: PartnerFeatures = {
  voucher: true,
  offers: true,
  giftCard: true,
  breadcrumbs: true,
  favorites: true,
  mobileNavigation: true,
  delivery: true,
};

export const DEFAULT_SHELL: ShellFlags = { layout: 'default', features: ALL_FEATURES };

/**
 * The shell's layout and feature switches for a partner (tests/domain/partners/partner-flags.test.ts):
 * none gives the product's own shell; otherwise the partner's switches, in the layout the query asked
 * for or else the partner's own. The embedded layout sits inside the partner's app, which has its own
 * navigation: the mobile navigation is off there whatever the partner's switch says.
 */
export function resolveShellFlags(
  partner: Pick<Partner, 'layout' | 'features'> | null,
  askedLayout: PartnerLayout | null,
): ShellFlags {
  if (!partner) return DEFAULT_SHELL;
  const layout = askedLayout ?? partner.layout;
  const features = { ...partner.features };
  if (layout === 'embedded') features.mobileNavigation = false;
  return { layout, features };
}
