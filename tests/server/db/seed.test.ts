import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { packageTypeCodes } from '@/contract/catalogue-constants';
import type { OpenedDatabase } from '@server/db/client';
import { cities } from '@server/db/schema/geo';
import { packages } from '@server/db/schema/packages';
import { restaurants } from '@server/db/schema/restaurants';
import { cuisines } from '@server/db/schema/taxonomy';
import { seedIfEmpty } from '@server/db/seed';
import { buildCatalogue } from '@server/db/seed/build-catalogue';
import { addDays } from '@server/db/seed/dates';
import { createTestDb, TEST_TODAY } from '../support/test-db';

const rows = buildCatalogue(TEST_TODAY);

describe('seed catalogue (pure build)', () => {
  it('is deterministic: the same day gives the same rows, another day the same slugs', () => {
    expect(buildCatalogue(TEST_TODAY)).toEqual(rows);
    const other = buildCatalogue(addDays(TEST_TODAY, 40));
    expect(other.restaurants.map((r) => r.slug)).toEqual(rows.restaurants.map((r) => r.slug));
    expect(other.packages.map((p) => [p.typeCode, p.pricingType])).toEqual(
      rows.packages.map((p) => [p.typeCode, p.pricingType]),
    );
  });

  it('keeps a known first restaurant (the fixed seed)', () => {
    expect(rows.restaurants[0]).toMatchObject({
      id: 1,
      slug: 'sukhumvit-seafood-buffet',
      nameTh: 'สุขุมวิท ซีฟู้ด บุฟเฟต์',
    });
  });

  it('has at least 80 restaurants, mostly Bangkok, about 8 in Singapore priced in SGD', () => {
    expect(rows.restaurants.length).toBeGreaterThanOrEqual(80);
    const bangkok = rows.restaurants.filter((r) => r.cityId === 1);
    const singapore = rows.restaurants.filter((r) => r.cityId === 5);
    expect(bangkok.length).toBeGreaterThan(rows.restaurants.length / 2);
    expect(singapore.length).toBeGreaterThanOrEqual(8);
    expect(singapore.every((r) => r.currency === 'SGD')).toBe(true);
    expect(rows.restaurants.filter((r) => r.currency === 'SGD')).toHaveLength(singapore.length);
    expect(new Set(rows.restaurants.map((r) => r.slug)).size).toBe(rows.restaurants.length);
  });

  it('sells every package type, with pricing rules for each package', () => {
    const types = new Set(rows.packages.map((p) => p.typeCode));
    for (const code of packageTypeCodes) expect(types, code).toContain(code);
    const withRules = new Set(rows.pricingRules.map((r) => r.packageId));
    expect(rows.packages.every((p) => withRules.has(p.id ?? 0))).toBe(true);
    expect(rows.pricingRules.some((r) => r.perPack !== null)).toBe(true);
    expect(rows.pricingRules.some((r) => r.kidsPriceRate !== null)).toBe(true);
    expect(rows.pricingRules.some((r) => (r.minSeat ?? 0) > 1 && r.maxSeat !== null)).toBe(true);
    expect(rows.pricingRules.every((r) => Number.isInteger(r.priceMinor))).toBe(true);
  });

  it('has à-la-carte menus with limits, expired packages and inventory', () => {
    expect(rows.packages.some((p) => p.isALaCarte)).toBe(true);
    expect(rows.menuSections.some((s) => s.quantityLimit !== null)).toBe(true);
    expect(rows.menus.some((m) => m.quantityLimit !== null && m.priceMinor > 0)).toBe(true);
    expect(rows.packages.filter((p) => (p.expiryDate ?? '9999') < TEST_TODAY).length).toBeGreaterThan(3);
    expect(rows.inventories.length).toBeGreaterThan(1000);
    expect(rows.inventories.some((i) => i.date !== null && i.seats === 0)).toBe(true);
  });

  it('has new restaurants (fewer than 5 reviews), trending ones and popular ones', () => {
    expect(rows.restaurants.filter((r) => (r.reviewsCount ?? 0) < 5).length).toBeGreaterThanOrEqual(5);
    expect(rows.restaurants.filter((r) => (r.reviewsCount ?? 0) >= 5).length).toBeGreaterThan(40);
    const reviewsPer = new Map<number, number>();
    for (const r of rows.reviews) reviewsPer.set(r.restaurantId, (reviewsPer.get(r.restaurantId) ?? 0) + 1);
    expect(rows.restaurants.every((r) => (reviewsPer.get(r.id ?? 0) ?? 0) === r.reviewsCount)).toBe(true);
    expect(rows.reviews.every((r) => r.score >= 1 && r.score <= 5)).toBe(true);
  });

  it('has home sections (3+ per city), 4+ banners, 3+ landing pages and chains', () => {
    for (const cityId of [1, 2, 3, 4, 5]) {
      expect(
        rows.homeSections.filter((s) => s.cityId === cityId).length,
        `city ${cityId}`,
      ).toBeGreaterThanOrEqual(3);
    }
    expect(rows.banners.length).toBeGreaterThanOrEqual(4);
    expect(rows.groupLandingPages.length).toBeGreaterThanOrEqual(3);
    const perBranch = new Map<number, number>();
    for (const r of rows.restaurants)
      if (r.branchId) perBranch.set(r.branchId, (perBranch.get(r.branchId) ?? 0) + 1);
    expect([...perBranch.values()].filter((n) => n >= 3).length).toBeGreaterThanOrEqual(2);
  });

  it('gives every restaurant a cover picture and opening hours', () => {
    const covers = new Set(rows.pictures.filter((p) => p.kind === 'cover').map((p) => p.restaurantId));
    const hours = new Set(rows.openingHours.map((h) => h.restaurantId));
    for (const r of rows.restaurants) {
      expect(covers.has(r.id ?? 0)).toBe(true);
      expect(hours.has(r.id ?? 0)).toBe(true);
    }
  });
});

describe('seeded database', () => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await createTestDb();
  });
  afterAll(async () => {
    await opened.close();
  });

  it('holds the built rows', async () => {
    const [r] = await opened.db.select({ n: count() }).from(restaurants);
    expect(r?.n).toBe(rows.restaurants.length);
    const [p] = await opened.db.select({ n: count() }).from(packages);
    expect(p?.n).toBe(rows.packages.length);
    const [staycation] = await opened.db.select().from(cuisines).where(eq(cuisines.id, 461));
    expect(staycation?.nameEn).toBe('Staycation');
    const [bangkok] = await opened.db.select().from(cities).where(eq(cities.id, 1));
    expect(bangkok).toMatchObject({ nameEn: 'Bangkok', countryId: 218, currency: 'THB' });
  });

  it('does not seed twice', async () => {
    expect(await seedIfEmpty(opened.db, { today: TEST_TODAY })).toEqual({ seeded: false });
  });

  it('moves identity sequences past the seeded ids', async () => {
    const [row] = await opened.db
      .insert(cuisines)
      .values({ slug: 'mexican', nameEn: 'Mexican', nameTh: 'อาหารเม็กซิกัน' })
      .returning();
    expect(row?.id).toBeGreaterThan(461);
  });

  it('enforces the package type codes', async () => {
    await expect(
      opened.db.execute(
        sql`insert into packages (restaurant_id, type_code, name_en, name_th, pricing_type) values (1, 'zz', 'x', 'x', 'per_person')`,
      ),
    ).rejects.toThrow();
  });
});
