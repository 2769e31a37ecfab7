import type { Banner, City, HomeSection, ServiceType, UserIpLocation } from '@/contract/catalogue';
import type { AppConfig } from '@/contract/config';
import type { Language, Resource } from '@/contract/envelope';
import type { ServerContext } from '../../context';
import { AppError } from '../../http/app-error';
import { bangkokDate } from '../../db/seed/dates';
import {
  DEFAULT_CITY_ID,
  DEFAULT_COUNTRY_ID,
  DYNAMIC_POINTS,
  featureSwitches,
  PACKAGE_LIST,
} from './config-constants';
import { bannerUrl, cityIconUrl, countryIconUrl } from './image-urls';
import { isPrivateIpv4, parseIpv4 } from './ip-address';
import { localize, localizeOptional } from './localize';
import { asCurrency } from './money';
import * as repo from './repo';
import { buildRestaurantCard } from './restaurant-card';
import { loadRestaurantCardSources } from './restaurant-card-repo';

/** A well-formed request naming something that does not exist: 404 with its text, already in the caller's language. */
export class NotFoundError extends AppError {
  constructor(said: string) {
    super(404, 'notFound', {}, { said });
  }
}

export const CITY_ICON_SIZE = { w: 96, h: 96 } as const;
export const COUNTRY_ICON_SIZE = { w: 48, h: 48 } as const;
export const BANNER_SIZE = { w: 1200, h: 400 } as const;
export const BANNER_MOBILE_SIZE = { w: 750, h: 420 } as const;

/** "Today" for package expiry: the business runs on Asia/Bangkok dates. */
export function today(now: Date = new Date()): string {
  return bangkokDate(now);
}

export function toCity(row: repo.CityRow, lang: Language): City {
  return {
    id: row.id,
    name: localize(lang, row.nameEn, row.nameTh),
    type: row.kind,
    homeDescription: localize(lang, row.homeDescriptionEn, row.homeDescriptionTh),
    icon: cityIconUrl(row.id, CITY_ICON_SIZE),
    countryId: row.countryId,
    countryIcon: countryIconUrl(row.countryId, COUNTRY_ICON_SIZE),
    isMiniHomepage: row.isMiniHomepage,
    currency: asCurrency(row.currency),
  };
}

export async function getCities(ctx: ServerContext, lang: Language): Promise<Resource<City, 'cities'>[]> {
  const rows = await repo.listCities(ctx.db);
  return rows.map((row) => ({ id: String(row.id), type: 'cities', attributes: toCity(row, lang) }));
}

export async function getConfig(ctx: ServerContext, lang: Language): Promise<AppConfig> {
  return {
    selectedPaymentProvider: ctx.config.selectedPaymentProvider,
    cardForm: ctx.config.cardForm ?? 'sandbox',
    paymentPublicKey: ctx.config.paymentPublicKey ?? null,
    paymentApiUrl: ctx.config.paymentApiUrl ?? null,
    cities: await getCities(ctx, lang),
    packageList: PACKAGE_LIST.map((p) => ({ ...p })),
    dynamicPoints: { ...DYNAMIC_POINTS },
    // With it on, clients book asynchronously and follow reservations/{firebaseKey} in the realtime
    // database; off by default: the synchronous answer is the reservation itself (decision 0015).
    useAsyncBooking: ctx.config.asyncBooking ?? false,
    promptpayCountdown: ctx.config.promptpayCountdownSeconds,
    bannerVoucherUrl: null,
    mobileBannerVoucherUrl: null,
    enableGiftCardFeature: true,
    features: featureSwitches(ctx),
    realtime: { ...ctx.config.realtime },
    version: ctx.config.appVersion,
  };
}

async function requireCity(ctx: ServerContext, cityId: number | undefined): Promise<repo.CityRow> {
  const city = await repo.findCity(ctx.db, cityId ?? DEFAULT_CITY_ID);
  if (!city) throw new NotFoundError('City not found');
  return city;
}

const SERVICE_NAMES: Record<ServiceType['code'], { en: string; th: string }> = {
  dine_in: { en: 'Dine In', th: 'ทานที่ร้าน' },
  delivery: { en: 'Delivery', th: 'เดลิเวอรี่' },
  experience: { en: 'Experience', th: 'ประสบการณ์' },
};

export async function getServiceTypes(
  ctx: ServerContext,
  cityId: number | undefined,
  lang: Language,
): Promise<ServiceType[]> {
  const city = await requireCity(ctx, cityId);
  const counts = await repo.countServiceTypes(ctx.db, city.id, today());
  const entry = (code: ServiceType['code'], totalRestaurants: number): ServiceType => ({
    code,
    name: localize(lang, SERVICE_NAMES[code].en, SERVICE_NAMES[code].th),
    totalRestaurants,
  });
  return [
    entry('dine_in', counts.dineIn),
    entry('delivery', counts.delivery),
    entry('experience', counts.experience),
  ];
}

/** Loopback, private and unknown addresses → Thailand / Bangkok (the defaults). */
export async function locateIp(ctx: ServerContext, address: string | undefined): Promise<UserIpLocation> {
  const fallback = { countryId: DEFAULT_COUNTRY_ID, cityId: DEFAULT_CITY_ID };
  const ip = parseIpv4(address);
  if (ip === null || isPrivateIpv4(ip)) return fallback;
  return (await repo.findIpLocation(ctx.db, ip)) ?? fallback;
}

export async function getHomeSections(
  ctx: ServerContext,
  cityId: number | undefined,
  lang: Language,
): Promise<{ data: Resource<HomeSection, 'home_sections'>[] }> {
  const city = await requireCity(ctx, cityId);
  const sections = await repo.listHomeSections(ctx.db, city.id);
  const sources = await loadRestaurantCardSources(
    ctx.db,
    sections.flatMap((s) => s.items.map((i) => i.restaurantId)),
    today(),
  );
  return {
    data: sections.map(({ section, items }) => {
      const variant = section.sectionType === 'featured_restaurants' ? 'featured_restaurants' : 'restaurants';
      const restaurants = items.flatMap((item) => {
        const source = sources.get(item.restaurantId);
        if (!source) return [];
        const card = buildRestaurantCard(source, lang, {
          variant,
          customText: localizeOptional(lang, item.customTextEn, item.customTextTh),
        });
        return [{ id: String(card.id), type: variant, attributes: card }];
      });
      const attributes: HomeSection = {
        title: localize(lang, section.titleEn, section.titleTh),
        subtitle: localizeOptional(lang, section.subtitleEn, section.subtitleTh),
        sectionType: section.sectionType as HomeSection['sectionType'],
        position: section.position,
        cityId: section.cityId,
        viewAllPath: section.viewAllPath,
        restaurants,
      };
      return { id: String(section.id), type: 'home_sections' as const, attributes };
    }),
  };
}

export async function getBanners(
  ctx: ServerContext,
  query: { cityId?: number; restaurantTagIds?: string },
  lang: Language,
): Promise<Banner[]> {
  const city = await requireCity(ctx, query.cityId);
  const tagIds = query.restaurantTagIds ? query.restaurantTagIds.split(',').map(Number) : null;
  const rows = await repo.listBanners(ctx.db, city.id, tagIds);
  return rows.map((row) => ({
    name: localize(lang, row.nameEn, row.nameTh),
    imageUrl: bannerUrl(row.id, BANNER_SIZE, lang),
    mobileImageUrl: bannerUrl(row.id, BANNER_MOBILE_SIZE, lang),
    link: row.link,
    orderNumber: row.orderNumber,
    cityId: row.cityId,
  }));
}
