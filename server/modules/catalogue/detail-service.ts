import { type CurrencyCode, type PricingType } from '@/contract/catalogue';
import { packageTypeCodes, type PackageTypeCode } from '@/contract/catalogue-constants';
import type { Language, Resource } from '@/contract/envelope';
import type { RestaurantDetail, RestaurantPackage, Review } from '@/contract/restaurant-detail';
import type { ServerContext } from '../../context';
import * as repo from './detail-repo';
import { restaurantJsonLd, restaurantSeo } from './detail-seo';
import { pictureUrl } from './image-urls';
import { localize, localizeOptional } from './localize';
import { asCurrency, toMoney } from './money';
import { buildRestaurantCard } from './restaurant-card';
import { loadRestaurantCardSources } from './restaurant-card-repo';
import { NotFoundError, today } from './service';

export const RESTAURANT_NOT_FOUND = 'Restaurant not found';
export const PICTURE_SIZE = { w: 1200, h: 800 } as const;
export const PICTURE_THUMB_SIZE = { w: 300, h: 200 } as const;
const LOGO_SIZE = { w: 160, h: 160 } as const;

async function requireRestaurant(ctx: ServerContext, key: string): Promise<repo.RestaurantRow> {
  const row = await repo.findRestaurant(ctx.db, key);
  if (!row) throw new NotFoundError(RESTAURANT_NOT_FOUND);
  return row;
}

/** GET /restaurants/{slug|id}.json */
export async function getRestaurantDetail(
  ctx: ServerContext,
  key: string,
  lang: Language,
  now: Date = new Date(),
): Promise<Resource<RestaurantDetail, 'restaurants'>> {
  const r = await requireRestaurant(ctx, key);
  const day = today(now);
  const [sources, extras] = await Promise.all([
    loadRestaurantCardSources(ctx.db, [r.id], day),
    repo.loadDetailExtras(ctx.db, r),
  ]);
  const source = sources.get(r.id);
  if (!source) throw new NotFoundError(RESTAURANT_NOT_FOUND);
  const card = buildRestaurantCard(source, lang, { variant: 'restaurants' });
  const currency = asCurrency(r.currency);
  const named = (n: repo.Named) => ({ id: n.id, name: localize(lang, n.nameEn, n.nameTh) });

  const all = extras.packages.map((p) => toPackage(p, extras, currency, lang, day));
  const packages = sortForDisplay(all.filter((p) => !p.isExpired));
  const expiredPackages = sortForDisplay(all.filter((p) => p.isExpired));

  const canonicalLink = `${ctx.config.publicUrl}/restaurants/${r.slug}?locale=${lang}`;
  const address = localize(lang, r.addressEn, r.addressTh);
  const cityName = localize(lang, extras.cityName.en, extras.cityName.th);
  const pictures = extras.pictures.map((p) => ({
    id: p.id,
    kind: p.kind as 'cover' | 'gallery' | 'logo',
    caption: localize(lang, p.captionEn, p.captionTh),
    url: pictureUrl(p.id, p.kind === 'logo' ? LOGO_SIZE : PICTURE_SIZE),
    thumbnailUrl: pictureUrl(p.id, p.kind === 'logo' ? LOGO_SIZE : PICTURE_THUMB_SIZE),
  }));
  const seoInput = {
    card,
    lang,
    cityName,
    canonicalLink,
    address,
    phone: r.phone,
    cuisines: extras.cuisines.map((c) => localize(lang, c.nameEn, c.nameTh)),
    imageUrls: pictures
      .filter((p) => p.kind !== 'logo')
      .map((p) => `${ctx.config.publicUrl}${p.url}`),
    hours: source.hours,
    acceptsReservations: r.isAllowBooking,
  };

  const detail: RestaurantDetail = {
    ...card,
    isReservationSystemOnly: r.isReservationSystemOnly,
    isRecordGuest: r.isRecordGuest,
    isAcceptKids: r.isAcceptKids,
    isAcceptVoucher: r.isAcceptVoucher,
    isAllowBooking: r.isAllowBooking,
    selfPickupMessage: localizeOptional(lang, r.selfPickupMessageEn, r.selfPickupMessageTh),
    // Not modelled by the catalogue yet: answered empty so the client's fields exist.
    customSeats: null,
    customSectionTitle: null,
    customSectionContent: null,
    largestTable: r.largestTable,
    smallestTable: r.smallestTable,
    mapLocation: { lat: r.lat, lng: r.lng },
    isEnableBigGroup: r.isEnableBigGroup,
    canonicalLink,
    openingHours: [...source.hours].sort((a, b) => a.weekday - b.weekday || a.openTime.localeCompare(b.openTime)),
    hashtags: extras.tags.map(named),
    videos: [],
    locations: extras.locations.map(named),
    cuisines: extras.cuisines.map(named),
    diningStyles: extras.diningStyles.map(named),
    facilities: extras.facilities.map(named),
    address,
    parking: localizeOptional(lang, r.parkingEn, r.parkingTh),
    phone: r.phone,
    cityId: r.cityId,
    daysInAdvance: r.daysInAdvance,
    ambience: extras.diningStyles.length > 0 ? extras.diningStyles.map((s) => named(s).name).join(', ') : null,
    jsonld: restaurantJsonLd(seoInput),
    seo: restaurantSeo(seoInput),
    // The sandbox gateway needs no browser key; the Omise adapter (payments issue) will supply one.
    paymentPublicKey: null,
    hasDeliveryPricingTier: false,
    acceptedCreditCards: r.acceptedCreditCards,
    pictures,
    packages,
    expiredPackages,
  };
  return { id: String(r.id), type: 'restaurants', attributes: detail };
}

function toPackage(
  p: repo.PackageRow,
  extras: repo.DetailExtras,
  currency: CurrencyCode,
  lang: Language,
  day: string,
): RestaurantPackage {
  const rules = extras.rules.filter((rule) => rule.packageId === p.id);
  const sections = extras.sections.filter((s) => s.packageId === p.id);
  const lowest = rules.reduce((m, rule) => Math.min(m, rule.priceMinor), Number.POSITIVE_INFINITY);
  return {
    id: p.id,
    typeCode: p.typeCode as PackageTypeCode,
    name: localize(lang, p.nameEn, p.nameTh),
    description: localize(lang, p.descriptionEn, p.descriptionTh),
    pricingType: p.pricingType as PricingType,
    price: toMoney(Number.isFinite(lowest) ? lowest : 0, currency, lang),
    isBookable: p.isBookable,
    isAcceptManyQuantity: p.isAcceptManyQuantity,
    isAllowMix: p.isAllowMix,
    isAlaCarte: p.isALaCarte,
    kidsPriceRate: p.kidsPriceRate,
    expiryDate: p.expiryDate,
    isExpired: p.expiryDate !== null && p.expiryDate < day,
    isDelivery: p.isDelivery,
    isSelfPickup: p.isSelfPickup,
    isTicket: p.isTicket,
    requiresPrepayment: p.requiresPrepayment,
    position: p.position,
    pricingRules: rules.map((rule) => ({
      id: rule.id,
      price: toMoney(rule.priceMinor, currency, lang),
      kidsPriceRate: rule.kidsPriceRate ?? p.kidsPriceRate,
      minSeat: rule.minSeat,
      maxSeat: rule.maxSeat,
      perPack: rule.perPack,
    })),
    menuSections: sections.map((s) => ({
      id: s.id,
      name: localize(lang, s.nameEn, s.nameTh),
      quantityLimit: s.quantityLimit,
      menus: extras.menus
        .filter((m) => m.sectionId === s.id)
        .map((m) => ({
          id: m.id,
          name: localize(lang, m.nameEn, m.nameTh),
          description: localize(lang, m.descriptionEn, m.descriptionTh),
          price: toMoney(m.priceMinor, currency, lang),
          quantityLimit: m.quantityLimit,
        })),
    })),
  };
}

/** Display order of the type codes (ayce, bfp, pp, xp, hs, hah, sm), then the restaurant's own order. */
function sortForDisplay(list: RestaurantPackage[]): RestaurantPackage[] {
  const rank = (code: PackageTypeCode) => packageTypeCodes.indexOf(code);
  return [...list].sort((a, b) => rank(a.typeCode) - rank(b.typeCode) || a.position - b.position || a.id - b.id);
}

/** GET /restaurants/{id}/reviews.json */
export async function getReviews(
  ctx: ServerContext,
  key: string,
  page: { size: number; number: number },
): Promise<{
  data: Resource<Review, 'reviews'>[];
  meta: { totalReviews: number; reviewsScore: number; starCounts: { star: number; count: number }[] };
}> {
  const r = await requireRestaurant(ctx, key);
  const { rows, stars } = await repo.loadReviews(ctx.db, r.id, page);
  const totalReviews = [...stars.values()].reduce((a, b) => a + b, 0);
  const sum = [...stars.entries()].reduce((a, [star, n]) => a + star * n, 0);
  return {
    data: rows.map((row) => ({
      id: String(row.id),
      type: 'reviews',
      attributes: {
        score: row.score,
        text: row.text,
        reviewerName: row.reviewerName,
        createdAt: row.createdAt.toISOString(),
      },
    })),
    meta: {
      totalReviews,
      reviewsScore: totalReviews === 0 ? 0 : Math.round((sum / totalReviews) * 10) / 10,
      starCounts: [5, 4, 3, 2, 1].map((star) => ({ star, count: stars.get(star) ?? 0 })),
    },
  };
}
