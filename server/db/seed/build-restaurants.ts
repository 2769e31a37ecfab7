import { slugify } from '@/domain/text/slug';
import type { openingHours, pictures, reviews } from '../schema/restaurant-content';
import type {
  restaurantCuisines,
  restaurantDiningStyles,
  restaurantFacilities,
  restaurantLocations,
  restaurantTags,
} from '../schema/restaurant-links';
import type { restaurants } from '../schema/restaurants';
import { bangkokMidnight } from './dates';
import { CITIES, LOCATIONS, SINGAPORE_CITY_ID } from './geo-data';
import type { Prng } from './prng';
import { themeByKey, type RestaurantTheme } from './restaurant-themes';
import type { RestaurantSpec } from './restaurant-specs';
import { FACILITIES, TAG_IDS } from './taxonomy-data';
import { DESCRIPTION_EXTRAS, REVIEWER_NAMES, REVIEW_TEXTS } from './text-pools';
import { MALLS_BY_LOCATION, SHOPPING_MALLS, STATIONS_BY_LOCATION } from './transit-data';

export interface OpeningSlot {
  weekday: number;
  openTime: string;
  closeTime: string;
}

/** What the package builder needs to know about a generated restaurant. */
export interface RestaurantMeta {
  id: number;
  cityId: number;
  currency: 'THB' | 'SGD';
  theme: RestaurantTheme;
  hours: OpeningSlot[];
}

export interface RestaurantRows {
  restaurants: (typeof restaurants.$inferInsert)[];
  restaurantCuisines: (typeof restaurantCuisines.$inferInsert)[];
  restaurantLocations: (typeof restaurantLocations.$inferInsert)[];
  restaurantFacilities: (typeof restaurantFacilities.$inferInsert)[];
  restaurantDiningStyles: (typeof restaurantDiningStyles.$inferInsert)[];
  restaurantTags: (typeof restaurantTags.$inferInsert)[];
  pictures: (typeof pictures.$inferInsert)[];
  reviews: (typeof reviews.$inferInsert)[];
  openingHours: (typeof openingHours.$inferInsert)[];
  meta: RestaurantMeta[];
}

const CARD_BRANDS = ['visa', 'mastercard', 'jcb', 'amex', 'unionpay'] as const;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export function buildRestaurants(specs: readonly RestaurantSpec[], rng: Prng, today: string): RestaurantRows {
  const out: RestaurantRows = {
    restaurants: [],
    restaurantCuisines: [],
    restaurantLocations: [],
    restaurantFacilities: [],
    restaurantDiningStyles: [],
    restaurantTags: [],
    pictures: [],
    reviews: [],
    openingHours: [],
    meta: [],
  };
  const anchor = bangkokMidnight(today).getTime();
  const slugs = new Set<string>();
  let pictureId = 0;
  let reviewId = 0;

  specs.forEach((spec, index) => {
    const id = index + 1;
    const theme = themeByKey(spec.theme);
    const city = CITIES.find((c) => c.id === spec.cityId);
    const location = LOCATIONS.find((l) => l.slug === spec.location && l.cityId === spec.cityId);
    if (!city || !location) throw new Error(`seed: unknown city/location for ${spec.en}`);
    const currency = city.currency === 'SGD' ? 'SGD' : 'THB';
    const slug = slugify(spec.en);
    if (slugs.has(slug)) throw new Error(`seed: duplicate slug ${slug}`);
    slugs.add(slug);

    const mallCandidates = MALLS_BY_LOCATION[location.slug] ?? [];
    const mallId =
      spec.mallId ?? (mallCandidates.length > 0 && rng.chance(0.3) ? rng.pick(mallCandidates) : null);
    const mall = mallId === null ? undefined : SHOPPING_MALLS.find((m) => m.id === mallId);
    const stationId = STATIONS_BY_LOCATION[location.slug]?.[0] ?? null;
    const origin = mall ?? location;
    const lat = round6(origin.lat + (rng.next() - 0.5) * (mall ? 0.001 : 0.008));
    const lng = round6(origin.lng + (rng.next() - 0.5) * (mall ? 0.001 : 0.008));

    const extra = rng.pick(DESCRIPTION_EXTRAS);
    const whereEn = mall ? `${mall.nameEn}, ${location.nameEn}` : location.nameEn;
    const whereTh = mall ? `${mall.nameTh} ${location.nameTh}` : location.nameTh;
    const floor = rng.int(1, 6);
    const houseNo = rng.int(8, 499);
    const soi = rng.int(1, 63);
    const addressEn = mall
      ? `${floor}F, ${mall.nameEn}, ${location.nameEn}, ${city.nameEn}`
      : `${houseNo}/${rng.int(1, 20)} Soi ${soi}, ${location.nameEn}, ${city.nameEn}`;
    const addressTh = mall
      ? `ชั้น ${floor} ${mall.nameTh} ${location.nameTh} ${city.nameTh}`
      : `${houseNo}/${rng.int(1, 20)} ซอย ${soi} ${location.nameTh} ${city.nameTh}`;

    // Reviews: about one restaurant in six is "new" (fewer than 5 reviews).
    const isNew = rng.chance(0.17);
    const reviewCount = isNew ? rng.int(0, 4) : rng.int(5, 36);
    const quality = 3.4 + rng.next() * 1.5;
    let scoreSum = 0;
    for (let r = 0; r < reviewCount; r++) {
      const score = clamp(Math.round(quality + (rng.next() - 0.5) * 2.2), 1, 5);
      scoreSum += score;
      const band = score <= 2 ? 0 : score === 3 ? 1 : 2;
      out.reviews.push({
        id: ++reviewId,
        restaurantId: id,
        score,
        text: rng.pick(REVIEW_TEXTS[band] ?? []),
        reviewerName: rng.pick(REVIEWER_NAMES),
        createdAt: new Date(anchor - rng.int(1, 400) * DAY_MS - rng.int(0, 23) * HOUR_MS),
      });
    }
    const reviewsScore = reviewCount === 0 ? 0 : Math.round((scoreSum / reviewCount) * 10) / 10;

    // Last booking: some within the 3-day "trending" window before today, some older, some never.
    const bookingRoll = rng.next();
    const lastBookingAt =
      bookingRoll < 0.45
        ? new Date(anchor - rng.int(1, 60) * HOUR_MS - rng.int(0, 59) * 60_000)
        : bookingRoll < 0.82
          ? new Date(anchor - rng.int(4, 90) * DAY_MS)
          : null;
    // Reviews come from diners, so a reviewed restaurant has covers even when its last booking is old.
    const totalCovers = isNew ? (lastBookingAt === null ? 0 : rng.int(2, 60)) : rng.int(150, 12_000);

    out.restaurants.push({
      id,
      slug,
      nameEn: spec.en,
      nameTh: spec.th,
      descriptionEn: `${theme.blurbEn}, in ${whereEn}. ${extra.en}`,
      descriptionTh: `${theme.blurbTh} ที่${whereTh} ${extra.th}`,
      addressEn,
      addressTh,
      parkingEn: mall
        ? 'Free mall parking for 3 hours with a receipt'
        : rng.chance(0.5)
          ? 'Valet parking'
          : null,
      parkingTh: mall ? 'จอดรถฟรีที่ห้าง 3 ชั่วโมงเมื่อแสดงใบเสร็จ' : null,
      cityId: city.id ?? spec.cityId,
      currency,
      branchId: spec.branchId ?? null,
      shoppingMallId: mall?.id ?? null,
      transitStationId: stationId,
      lat,
      lng,
      phone:
        currency === 'SGD'
          ? `+65 6${rng.int(100, 999)} ${rng.int(1000, 9999)}`
          : `+66 2 ${rng.int(100, 999)} ${rng.int(1000, 9999)}`,
      reviewsScore,
      reviewsCount: reviewCount,
      earnPoint: rng.pick([50, 100, 150, 200]),
      isAcceptKids: theme.key !== 'rooftop-grill' || rng.chance(0.3),
      isAllowBooking: rng.chance(0.97),
      isAcceptVoucher: rng.chance(0.85),
      isReservationSystemOnly: rng.chance(0.05),
      isRecordGuest: rng.chance(0.2),
      isEnableBigGroup: rng.chance(0.35),
      largestTable: rng.pick([8, 10, 12, 20]),
      smallestTable: rng.pick([1, 2]),
      daysInAdvance: rng.pick([30, 60, 90]),
      selfPickupMessageEn: null,
      selfPickupMessageTh: null,
      lastBookingAt,
      totalCovers,
      acceptedCreditCards: CARD_BRANDS.filter(() => rng.chance(0.7)),
      isAds: false,
      adPosition: null,
      createdAt: new Date(anchor - rng.int(30, 900) * DAY_MS),
    });

    theme.cuisines.forEach((cuisineId, i) =>
      out.restaurantCuisines.push({ restaurantId: id, cuisineId, isPrimary: i === 0 }),
    );
    out.restaurantLocations.push({ restaurantId: id, locationId: location.id, isPrimary: true });
    if (spec.cityId === SINGAPORE_CITY_ID && location.slug !== 'singapore') {
      const singapore = LOCATIONS.find((l) => l.slug === 'singapore');
      if (singapore)
        out.restaurantLocations.push({ restaurantId: id, locationId: singapore.id, isPrimary: false });
    }
    rng
      .sample(FACILITIES, rng.int(2, 5))
      .forEach((f, i) =>
        out.restaurantFacilities.push({ restaurantId: id, facilityId: f.id, isPrimary: i === 0 }),
      );
    out.restaurantDiningStyles.push({ restaurantId: id, diningStyleId: theme.style, isPrimary: true });
    if (theme.style !== 7 && rng.chance(0.3)) {
      out.restaurantDiningStyles.push({ restaurantId: id, diningStyleId: 7, isPrimary: false });
    }
    const tagIds = new Set<number>([...theme.tags, ...(spec.tags ?? [])]);
    if (rng.chance(0.25)) tagIds.add(rng.pick([TAG_IDS.earlyBird, TAG_IDS.come4pay3, TAG_IDS.kidsEatFree]));
    if (theme.key === 'rooftop-grill') tagIds.add(TAG_IDS.rooftop);
    [...tagIds]
      .sort((a, b) => a - b)
      .forEach((tagId) => out.restaurantTags.push({ restaurantId: id, tagId }));

    out.pictures.push({
      id: ++pictureId,
      restaurantId: id,
      kind: 'cover',
      position: 0,
      captionEn: spec.en,
      captionTh: spec.th,
      artSeed: rng.int(0, 9999),
    });
    for (let p = 1; p <= 3; p++) {
      out.pictures.push({
        id: ++pictureId,
        restaurantId: id,
        kind: 'gallery',
        position: p,
        captionEn: spec.en,
        captionTh: spec.th,
        artSeed: rng.int(0, 9999),
      });
    }
    if (spec.branchId !== undefined) {
      out.pictures.push({
        id: ++pictureId,
        restaurantId: id,
        kind: 'logo',
        position: 0,
        captionEn: spec.en,
        captionTh: spec.th,
        artSeed: spec.branchId * 101,
      });
    }

    const hours = openingHoursFor(theme, rng);
    hours.forEach((h) => out.openingHours.push({ restaurantId: id, ...h }));
    out.meta.push({ id, cityId: spec.cityId, currency, theme, hours });
  });

  markAds(out, rng);
  return out;
}

/** A handful of restaurants buy ad placements (1-based positions in the search results). */
function markAds(out: RestaurantRows, rng: Prng): void {
  const byCity = new Map<number, (typeof out.restaurants)[number][]>();
  for (const r of out.restaurants) byCity.set(r.cityId, [...(byCity.get(r.cityId) ?? []), r]);
  for (const [cityId, list] of [...byCity.entries()].sort((a, b) => a[0] - b[0])) {
    const count = cityId === 1 ? 6 : cityId === SINGAPORE_CITY_ID ? 2 : 0;
    rng.sample(list, count).forEach((r, i) => {
      r.isAds = true;
      r.adPosition = i + 1;
    });
  }
}

function openingHoursFor(theme: RestaurantTheme, rng: Prng): OpeningSlot[] {
  const pattern =
    theme.key === 'rooftop-grill'
      ? { open: '17:00', close: '23:30' }
      : theme.key === 'afternoon-tea'
        ? { open: '10:00', close: '19:00' }
        : rng.pick([
            { open: '11:00', close: '22:00' },
            { open: '11:30', close: '22:30' },
            { open: '10:00', close: '21:30' },
          ]);
  const closedMonday = rng.chance(0.15);
  const lateWeekend = rng.chance(0.3);
  const slots: OpeningSlot[] = [];
  for (let weekday = 0; weekday < 7; weekday++) {
    if (closedMonday && weekday === 1) continue;
    const late = lateWeekend && (weekday === 5 || weekday === 6) && pattern.close < '23:00';
    slots.push({ weekday, openTime: pattern.open, closeTime: late ? '23:00' : pattern.close });
  }
  return slots;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
