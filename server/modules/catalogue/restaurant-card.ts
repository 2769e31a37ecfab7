import { type CurrencyCode, type PricingType, type RestaurantCard } from '@/contract/catalogue';
import { packageTypeCodes, type PackageTypeCode } from '@/contract/catalogue-constants';
import type { Language } from '@/contract/envelope';
import { pictureUrl } from './image-urls';
import { localize } from './localize';
import { toMoney } from './money';
import { openingHoursShort, type WeeklyHours } from './opening-hours-short';

/** Everything a card is built from, loaded in a few batched queries (restaurant-card-repo.ts). */
export interface RestaurantCardSource {
  id: number;
  slug: string;
  nameEn: string;
  nameTh: string;
  descriptionEn: string;
  descriptionTh: string;
  lat: number;
  lng: number;
  currency: CurrencyCode;
  earnPoint: number;
  reviewsCount: number;
  reviewsScore: number;
  branchId: number | null;
  isAcceptVoucher: boolean;
  isAds: boolean;
  lastBookingAt: Date | null;
  totalCovers: number;
  primaryCuisine: { id: number; nameEn: string; nameTh: string } | null;
  primaryLocation: { id: number; nameEn: string; nameTh: string } | null;
  coverPictureId: number | null;
  logoPictureId: number | null;
  /** Packages that can be booked today (not expired, bookable), each with its lowest rule price. */
  packages: {
    typeCode: PackageTypeCode;
    pricingType: PricingType;
    fromPriceMinor: number;
    expiryDate: string | null;
  }[];
  tags: { nameEn: string; nameTh: string }[];
  hours: WeeklyHours[];
  /** Restaurants of the same branch (chain), when it has one. */
  branchSize: number;
}

export interface CardOptions {
  /** 'featured_restaurants' is the catalogue variant: adds customText and totalLocations, and the branch. */
  variant: 'restaurants' | 'featured_restaurants';
  customText?: string | null;
}

/** Card image sizes (the PWA may ask the image route for other sizes). */
export const CARD_COVER_SIZE = { w: 600, h: 400 } as const;
export const CARD_LOGO_SIZE = { w: 160, h: 160 } as const;

/**
 * The restaurant card (tests/server/catalogue/card-helpers.test.ts), shared by home sections and later search
 * and listing endpoints. Price = the cheapest bookable dine-in package's lowest rule price (delivery only
 * when that is all there is); priceSummaries = the cheapest per package type, in display order (ayce, bfp,
 * pp, xp, hs, hah, sm); expiryDate = the soonest expiry among them. branchId is set on the featured variant
 * only: a card with a branch id links to the branch's search page instead of the restaurant
 * (src/domain/catalogue/restaurant-link.ts).
 */
export function buildRestaurantCard(
  src: RestaurantCardSource,
  lang: Language,
  opts: CardOptions,
): RestaurantCard {
  const byType = new Map<PackageTypeCode, { pricingType: PricingType; minor: number }>();
  for (const p of src.packages) {
    const seen = byType.get(p.typeCode);
    if (!seen || p.fromPriceMinor < seen.minor)
      byType.set(p.typeCode, { pricingType: p.pricingType, minor: p.fromPriceMinor });
  }
  const types = packageTypeCodes.filter((code) => byType.has(code));
  // The headline price is a dine-in price when there is one: a delivery dish's "from" price would
  // make a ฿1,299 buffet read as ฿240.
  const dineIn = types.filter((code) => code !== 'hah');
  const cheapest = (dineIn.length > 0 ? dineIn : types)
    .map((code) => byType.get(code))
    .filter((entry) => entry !== undefined)
    .sort((a, b) => a.minor - b.minor)[0];
  const expiries = src.packages
    .map((p) => p.expiryDate)
    .filter((d): d is string => d !== null)
    .sort();
  const featured = opts.variant === 'featured_restaurants';

  const card: RestaurantCard = {
    id: src.id,
    type: opts.variant,
    name: localize(lang, src.nameEn, src.nameTh),
    slug: src.slug,
    logo: src.logoPictureId === null ? null : pictureUrl(src.logoPictureId, CARD_LOGO_SIZE),
    lat: src.lat,
    lng: src.lng,
    description: localize(lang, src.descriptionEn, src.descriptionTh),
    earnPoint: src.earnPoint,
    reviewsCount: src.reviewsCount,
    reviewsScore: Math.round(src.reviewsScore * 10) / 10,
    branchId: featured && src.branchSize > 1 ? src.branchId : null,
    expiryDate: expiries[0] ?? null,
    pricingType: cheapest?.pricingType ?? 'per_person',
    primaryCuisine: src.primaryCuisine
      ? {
          id: src.primaryCuisine.id,
          name: localize(lang, src.primaryCuisine.nameEn, src.primaryCuisine.nameTh),
        }
      : null,
    primaryLocation: src.primaryLocation
      ? {
          id: src.primaryLocation.id,
          name: localize(lang, src.primaryLocation.nameEn, src.primaryLocation.nameTh),
        }
      : null,
    imageCoverUrl: src.coverPictureId === null ? '' : pictureUrl(src.coverPictureId, CARD_COVER_SIZE),
    lastBookingWasMade: src.lastBookingAt ? src.lastBookingAt.toISOString() : null,
    totalCovers: src.totalCovers,
    availablePackageTypes: types,
    price: toMoney(cheapest?.minor ?? 0, src.currency, lang),
    tags: src.tags.map((t) => localize(lang, t.nameEn, t.nameTh)),
    openingHoursShort: openingHoursShort(src.hours, lang),
    acceptVoucher: src.isAcceptVoucher,
    isAds: src.isAds,
    priceSummaries: types.map((typeCode) => {
      const entry = byType.get(typeCode) ?? { pricingType: 'per_person' as const, minor: 0 };
      return { typeCode, pricingType: entry.pricingType, price: toMoney(entry.minor, src.currency, lang) };
    }),
  };
  if (featured) {
    card.customText = opts.customText ?? null;
    card.totalLocations = Math.max(1, src.branchSize);
  }
  return card;
}
