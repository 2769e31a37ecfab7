import type { PartnerFeatures } from '@/contract/partners';

type Feature = keyof PartnerFeatures;

/** In-app pages that belong to one feature switch (the profile's alias /me included). */
const PATH_FEATURES: readonly (readonly [RegExp, Feature])[] = [
  [/^\/(?:profile|me)\/voucher(?:\/|$)/, 'voucher'],
  [/^\/(?:[a-z]{2}\/)?voucher_group(?:_transaction)?\//, 'voucher'],
  [/^\/(?:profile|me)\/offers-and-gift-card(?:\/|$)/, 'offers'],
  [/^\/promotions(?:\/|$)/, 'offers'],
  [/^\/hungrytable-(?:gift-card|voucher)(?:\/|$)/, 'giftCard'],
  [/^\/(?:profile|me)\/favourite(?:\/|$)/, 'favorites'],
];

/** The feature switch a link depends on, or null for links every mode shows. */
export function linkFeature(href: string): Feature | null {
  if (!href.startsWith('/')) return null;
  const [path = '', query = ''] = href.split('?', 2);
  for (const [pattern, feature] of PATH_FEATURES) if (pattern.test(path)) return feature;
  const serviceType = new URLSearchParams(query).get('service_type');
  if (serviceType === 'delivery') return 'delivery';
  return null;
}

/**
 * Whether the shell shows a link under these switches (tests/domain/partners/link-feature.test.ts): a
 * partner that turned off gift cards gets no gift card link, and so on; other links always show.
 */
export function linkAllowed(features: PartnerFeatures, href: string): boolean {
  const feature = linkFeature(href);
  return feature === null || features[feature];
}
