import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { restaurants } from './restaurants';

/**
 * MONEY: every price column is an integer in the currency's minor unit (satang for THB, cents for SGD),
 * named *_minor. The wire Money.amount is in major units (minor / 100), formatted by the server.
 */

/** A restaurant's package (the wire's restaurantPackageId is this id). */
export const packages = pgTable(
  'packages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    /** ayce | bfp | pp | xp | hs | hah | sm (All You Can Eat … Hungry@Home, Set Menu). */
    typeCode: text('type_code').notNull(),
    nameEn: text('name_en').notNull(),
    nameTh: text('name_th').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionTh: text('description_th').notNull().default(''),
    /** per_person | per_set | per_pack. */
    pricingType: text('pricing_type').notNull(),
    isBookable: boolean('is_bookable').notNull().default(true),
    isAcceptManyQuantity: boolean('is_accept_many_quantity').notNull().default(false),
    isAllowMix: boolean('is_allow_mix').notNull().default(false),
    /**
     * À la carte: the guest picks menus from the sections and pays their sum (menu price × quantity);
     * the pricing rule then holds the "from" price shown on cards. Otherwise sections are the choices
     * included in the set price.
     */
    isALaCarte: boolean('is_a_la_carte').notNull().default(false),
    /** Default kids rate (percent of the adult price) for rules that have none; null = kids pay full. */
    kidsPriceRate: smallint('kids_price_rate'),
    /** Last day the package can be booked (YYYY-MM-DD, inclusive); null = no end. */
    expiryDate: date('expiry_date', { mode: 'string' }),
    /** Delivery / pick-up flags (hah, Hungry@Home, is the delivered type). */
    isDelivery: boolean('is_delivery').notNull().default(false),
    isSelfPickup: boolean('is_self_pickup').notNull().default(false),
    /** Sold as a prepaid ticket (book button "buy"; search offer_ticket=true). */
    isTicket: boolean('is_ticket').notNull().default(false),
    /**
     * The diner pays when booking (reservation waits for payment); false = pay at the restaurant and the
     * reservation is confirmed at once (booking module, decision 0010).
     */
    requiresPrepayment: boolean('requires_prepayment').notNull().default(false),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    check('packages_type_code_check', sql`${t.typeCode} in ('ayce', 'bfp', 'pp', 'xp', 'hs', 'hah', 'sm')`),
    check('packages_pricing_type_check', sql`${t.pricingType} in ('per_person', 'per_set', 'per_pack')`),
    check(
      'packages_kids_rate_check',
      sql`${t.kidsPriceRate} is null or ${t.kidsPriceRate} between 0 and 100`,
    ),
    index('packages_restaurant_idx').on(t.restaurantId, t.position),
    index('packages_type_idx').on(t.typeCode, t.expiryDate),
  ],
);

/**
 * Price by party size (tests/domain/pricing/select-pricing-rule.test.ts). A rule applies when
 * min_seat ≤ seats ≤ max_seat (null bound = open); per_pack set = one price per pack of that many people.
 */
export const pricingRules = pgTable(
  'pricing_rules',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    /** Adult price in minor units (satang / cents). */
    priceMinor: integer('price_minor').notNull(),
    /** Percent of the adult price a kid pays; null = full price (tests/domain/pricing/kids-price.test.ts). */
    kidsPriceRate: smallint('kids_price_rate'),
    minSeat: smallint('min_seat'),
    maxSeat: smallint('max_seat'),
    perPack: smallint('per_pack'),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    check('pricing_rules_price_check', sql`${t.priceMinor} >= 0`),
    check(
      'pricing_rules_kids_rate_check',
      sql`${t.kidsPriceRate} is null or ${t.kidsPriceRate} between 0 and 100`,
    ),
    check(
      'pricing_rules_seats_check',
      sql`${t.minSeat} is null or ${t.maxSeat} is null or ${t.minSeat} <= ${t.maxSeat}`,
    ),
    index('pricing_rules_package_idx').on(t.packageId, t.position),
  ],
);

/** À-la-carte sections of a package; quantity_limit caps the items picked in the section (null = no cap). */
export const menuSections = pgTable(
  'menu_sections',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    nameEn: text('name_en').notNull(),
    nameTh: text('name_th').notNull(),
    quantityLimit: smallint('quantity_limit'),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('menu_sections_package_idx').on(t.packageId, t.position)],
);

export const menus = pgTable(
  'menus',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => menuSections.id, { onDelete: 'cascade' }),
    nameEn: text('name_en').notNull(),
    nameTh: text('name_th').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionTh: text('description_th').notNull().default(''),
    /** Minor units. */
    priceMinor: integer('price_minor').notNull(),
    /** Most of this item per order; null = no cap. */
    quantityLimit: smallint('quantity_limit'),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    check('menus_price_check', sql`${t.priceMinor} >= 0`),
    index('menus_section_idx').on(t.sectionId, t.position),
  ],
);

/**
 * Seats offered per package and start time, either on one date or every given weekday (0 = Sunday).
 * A dated row overrides the weekday rows of that package on that date. Held/booked seats are counted
 * by the booking module (later issue) against these.
 */
export const inventories = pgTable(
  'inventories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }),
    weekday: smallint('weekday'),
    /** 'HH:mm'. */
    startTime: text('start_time').notNull(),
    seats: smallint('seats').notNull(),
  },
  (t) => [
    check('inventories_when_check', sql`(${t.date} is null) <> (${t.weekday} is null)`),
    check('inventories_weekday_check', sql`${t.weekday} is null or ${t.weekday} between 0 and 6`),
    check('inventories_seats_check', sql`${t.seats} >= 0`),
    check('inventories_time_check', sql`${t.startTime} ~ '^[0-2][0-9]:[0-5][0-9]$'`),
    index('inventories_package_idx').on(t.packageId, t.date),
    index('inventories_restaurant_idx').on(t.restaurantId, t.date),
    // Search by date/time: the weekday rows of a restaurant (date is null on them).
    index('inventories_restaurant_weekday_idx').on(t.restaurantId, t.weekday, t.startTime),
    // Search by date: the dated rows of one day (few), which override that weekday's rows.
    index('inventories_dated_idx')
      .on(t.date, t.packageId)
      .where(sql`${t.date} is not null`),
  ],
);
