import type { PackageTypeCode } from '@/contract/catalogue-constants';
import type { ServerContext } from '../../context';

/** Defaults when nothing else decides: city 1 (Bangkok), country 218 (Thailand). */
export const DEFAULT_CITY_ID = 1;
export const DEFAULT_COUNTRY_ID = 218;

/** The package type codes and their names, in display order; brand names, the same in both languages. */
export const PACKAGE_LIST: readonly { typeCode: PackageTypeCode; name: string }[] = [
  { typeCode: 'ayce', name: 'All You Can Eat' },
  { typeCode: 'bfp', name: 'Buffet Plus' },
  { typeCode: 'pp', name: 'Party Pack' },
  { typeCode: 'xp', name: 'Xperience' },
  { typeCode: 'hs', name: 'Hungry Lunch' },
  { typeCode: 'hah', name: 'Hungry@Home' },
  { typeCode: 'sm', name: 'Set Menu' },
];

/** Points of the loyalty programme shown in the app (the marketing reward text shows 50 baht). */
export const DYNAMIC_POINTS = { referrerRewardPoint: 50, earlyBirdPoint: 100, maxReviews: 5 } as const;

/** Feature switches of this deployment (config.features). Mapbox needs the internet: off by default. */
export const FEATURES = {
  voucherInMarketplace: true,
  firstAppVoucher: false,
  enableSaveCc: true,
  enableSaveAddress: true,
  enableMapbox: false,
  enableSearchByDtp: true,
  enableStorePage: true,
} as const;

export type FeatureName = keyof typeof FEATURES;

/** The switches of this process: the defaults above with the config's overrides. */
export function featureSwitches(ctx: ServerContext): Record<FeatureName, boolean> {
  const out: Record<FeatureName, boolean> = { ...FEATURES };
  for (const name of Object.keys(FEATURES) as FeatureName[]) {
    const override = ctx.config.features?.[name];
    if (typeof override === 'boolean') out[name] = override;
  }
  return out;
}

export const featureOn = (ctx: ServerContext, name: FeatureName): boolean => featureSwitches(ctx)[name];
