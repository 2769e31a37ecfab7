import { packageTypeCodes, type PackageTypeCode } from '@/contract/catalogue-constants';
import type { inventories, menuSections, menus, packages, pricingRules } from '../schema/packages';
import type { OpeningSlot, RestaurantMeta } from './build-restaurants';
import { addDays } from './dates';
import type { Prng } from './prng';
import {
  DISHES,
  EXPIRED_PACKAGE,
  PACKAGE_NAMES,
  STAYCATION_PACKAGE,
  type Bilingual,
  type Dish,
} from './text-pools';

export interface PackageRows {
  packages: (typeof packages.$inferInsert)[];
  pricingRules: (typeof pricingRules.$inferInsert)[];
  menuSections: (typeof menuSections.$inferInsert)[];
  menus: (typeof menus.$inferInsert)[];
  inventories: (typeof inventories.$inferInsert)[];
}

type Currency = RestaurantMeta['currency'];

/** THB list prices end in 9 (1,299); Singapore prices are THB / 25 rounded to the half dollar. */
export function listPriceMinor(thb: number, currency: Currency): number {
  if (currency === 'SGD') return Math.max(5, Math.round((thb / 25) * 2) / 2) * 100;
  return Math.max(99, Math.round(thb / 100) * 100 - 1) * 100;
}

/** A dish price in minor units: THB as is, SGD converted and rounded to the half dollar. */
function dishPriceMinor(thb: number, currency: Currency): number {
  if (currency === 'SGD') return Math.max(1, Math.round((thb / 25) * 2) / 2) * 100;
  return thb * 100;
}

export function buildPackages(metas: readonly RestaurantMeta[], rng: Prng, today: string): PackageRows {
  const out: PackageRows = { packages: [], pricingRules: [], menuSections: [], menus: [], inventories: [] };
  const ids = { pkg: 0, rule: 0, section: 0, menu: 0, inv: 0 };

  for (const meta of metas) {
    const { theme, currency } = meta;
    const chosen = new Set<PackageTypeCode>(theme.packages);
    for (const code of theme.optional) if (rng.chance(0.45)) chosen.add(code);
    const types = packageTypeCodes.filter((code) => chosen.has(code));
    const base = theme.basePrice * (0.85 + rng.next() * 0.35);
    let position = 0;

    const addPackage = (code: PackageTypeCode, expiryDate: string | null, name?: Bilingual): void => {
      const id = ++ids.pkg;
      const staycation = code === 'xp' && theme.key === 'staycation';
      const names = name ?? (staycation ? STAYCATION_PACKAGE : rng.pick(PACKAGE_NAMES[code] ?? []));
      const pkg: typeof packages.$inferInsert = {
        id,
        restaurantId: meta.id,
        typeCode: code,
        nameEn: names.en,
        nameTh: names.th,
        descriptionEn: '',
        descriptionTh: '',
        pricingType: 'per_person',
        isBookable: rng.chance(0.96),
        isAcceptManyQuantity: false,
        isAllowMix: rng.chance(0.5),
        isALaCarte: false,
        kidsPriceRate: null,
        expiryDate,
        isDelivery: false,
        isSelfPickup: false,
        // Chef's-table experiences are sold as prepaid tickets; a staycation is booked like a table.
        isTicket: code === 'xp' && !staycation,
        position: position++,
      };
      const rule = (
        priceMinor: number,
        extra: Partial<typeof pricingRules.$inferInsert> = {},
        pos = 0,
      ): void => {
        out.pricingRules.push({
          id: ++ids.rule,
          packageId: id,
          priceMinor,
          kidsPriceRate: pkg.kidsPriceRate ?? null,
          minSeat: null,
          maxSeat: null,
          perPack: null,
          position: pos,
          ...extra,
        });
      };
      const section = (
        name: Bilingual,
        quantityLimit: number | null,
        dishes: readonly Dish[],
        priced: boolean,
      ): void => {
        const sectionId = ++ids.section;
        out.menuSections.push({
          id: sectionId,
          packageId: id,
          nameEn: name.en,
          nameTh: name.th,
          quantityLimit,
          position: out.menuSections.length,
        });
        dishes.forEach((dish, i) => {
          out.menus.push({
            id: ++ids.menu,
            sectionId,
            nameEn: dish.en,
            nameTh: dish.th,
            priceMinor: priced ? dishPriceMinor(dish.price, currency) : 0,
            quantityLimit: priced ? rng.pick([null, 5, 10]) : null,
            position: i,
          });
        });
      };

      switch (code) {
        case 'ayce': {
          pkg.kidsPriceRate = rng.chance(0.7) ? rng.pick([50, 60]) : null;
          pkg.descriptionEn = `Eat as much as you like for 2 hours. ${theme.blurbEn}.`;
          pkg.descriptionTh = `ทานได้ไม่อั้น 2 ชั่วโมง ${theme.blurbTh}`;
          if (rng.chance(0.5)) {
            // Seat-range pricing: bigger tables pay less per head.
            rule(listPriceMinor(base, currency), { minSeat: 1, maxSeat: 5 }, 0);
            rule(listPriceMinor(base * 0.95, currency), { minSeat: 6, maxSeat: 10 }, 1);
            rule(listPriceMinor(base * 0.9, currency), { minSeat: 11, maxSeat: null }, 2);
          } else {
            rule(listPriceMinor(base, currency), { minSeat: 1 });
          }
          break;
        }
        case 'bfp': {
          pkg.kidsPriceRate = rng.chance(0.6) ? 60 : null;
          pkg.descriptionEn = 'Everything in the buffet plus free-flow drinks and a premium dish.';
          pkg.descriptionTh = 'บุฟเฟต์ทุกรายการ พร้อมเครื่องดื่มไม่อั้นและเมนูพรีเมียม';
          rule(listPriceMinor(base * 1.3, currency), { minSeat: 1 });
          break;
        }
        case 'pp': {
          const perPack = rng.pick([4, 6]);
          pkg.pricingType = 'per_pack';
          pkg.isAcceptManyQuantity = true;
          if (!name) {
            pkg.nameEn = `${names.en} for ${perPack}`;
            pkg.nameTh = `${names.th} ${perPack} ท่าน`;
          }
          pkg.descriptionEn = `A sharing pack for ${perPack} people, served family style.`;
          pkg.descriptionTh = `ชุดแชร์สำหรับ ${perPack} ท่าน เสิร์ฟแบบครอบครัว`;
          rule(listPriceMinor(base * perPack * 0.85, currency), { perPack });
          break;
        }
        case 'xp': {
          if (staycation) {
            pkg.pricingType = 'per_set';
            pkg.descriptionEn = 'One night in a deluxe room for two, dinner buffet and breakfast included.';
            pkg.descriptionTh = 'ห้องพักดีลักซ์ 1 คืนสำหรับ 2 ท่าน รวมบุฟเฟต์มื้อค่ำและอาหารเช้า';
            rule(listPriceMinor(base, currency), { minSeat: 2, maxSeat: 2 });
          } else {
            pkg.descriptionEn = `A seated experience with the chef. ${theme.blurbEn}.`;
            pkg.descriptionTh = `ประสบการณ์พิเศษกับเชฟ ${theme.blurbTh}`;
            rule(listPriceMinor(base * 1.6, currency), { minSeat: 1, maxSeat: 8 });
          }
          break;
        }
        case 'hs': {
          pkg.kidsPriceRate = 50;
          pkg.descriptionEn = 'A weekday lunch set with a drink, 11:30–14:30.';
          pkg.descriptionTh = 'เซ็ตมื้อกลางวันวันธรรมดาพร้อมเครื่องดื่ม 11:30–14:30 น.';
          rule(listPriceMinor(base * 0.55, currency), { minSeat: 1, maxSeat: 10 });
          break;
        }
        case 'hah': {
          pkg.pricingType = 'per_set';
          pkg.isDelivery = true;
          pkg.isSelfPickup = rng.chance(0.6);
          pkg.isAcceptManyQuantity = true;
          pkg.isAllowMix = true;
          pkg.descriptionEn = 'Restaurant dishes delivered to your home.';
          pkg.descriptionTh = 'อาหารจากร้านส่งตรงถึงบ้านคุณ';
          if (rng.chance(0.5)) {
            pkg.isALaCarte = true;
            if (!name) {
              pkg.nameEn = 'Hungry@Home À la carte';
              pkg.nameTh = 'ฮังกรี้แอทโฮม อาลาคาร์ท';
            }
            const mains = rng.sample(DISHES.main, 4);
            section({ en: 'Main dishes', th: 'จานหลัก' }, null, mains, true);
            section({ en: 'Sides', th: 'เครื่องเคียง' }, 4, DISHES.side, true);
            section({ en: 'Drinks', th: 'เครื่องดื่ม' }, 6, DISHES.drink, true);
            // The "from" price a card shows: the cheapest main.
            rule(Math.min(...mains.map((d) => dishPriceMinor(d.price, currency))));
          } else {
            if (!name) {
              pkg.nameEn = 'Hungry@Home Family Set';
              pkg.nameTh = 'ฮังกรี้แอทโฮม เซ็ตครอบครัว';
            }
            section({ en: 'Choose 2 mains', th: 'เลือกจานหลัก 2 อย่าง' }, 2, rng.sample(DISHES.main, 4), false);
            rule(listPriceMinor(base * 2.2, currency));
          }
          break;
        }
        case 'sm': {
          const forTwo = rng.chance(0.5);
          pkg.pricingType = forTwo ? 'per_set' : 'per_person';
          if (!name) {
            pkg.nameEn = forTwo ? 'Tasting Set for Two' : 'Signature Set Menu';
            pkg.nameTh = forTwo ? 'เซ็ตชิมสำหรับสองท่าน' : 'เซ็ตเมนูซิกเนเจอร์';
          }
          pkg.descriptionEn = 'Choose one starter, one main and one dessert.';
          pkg.descriptionTh = 'เลือกอาหารเรียกน้ำย่อย จานหลัก และของหวานอย่างละหนึ่งจาน';
          section({ en: 'Starter', th: 'อาหารเรียกน้ำย่อย' }, 1, rng.sample(DISHES.starter, 3), false);
          section({ en: 'Main', th: 'จานหลัก' }, 1, rng.sample(DISHES.main, 3), false);
          section({ en: 'Dessert', th: 'ของหวาน' }, 1, rng.sample(DISHES.dessert, 2), false);
          if (forTwo) rule(listPriceMinor(base * 2, currency), { minSeat: 2, maxSeat: 2 });
          else rule(listPriceMinor(base, currency), { minSeat: 1 });
          break;
        }
      }
      out.packages.push(pkg);
      if (pkg.isBookable && (expiryDate === null || expiryDate >= today)) {
        addInventory(out, ids, rng, meta, id, pkg, today);
      }
    };

    for (const code of types) {
      addPackage(code, rng.chance(0.3) ? null : addDays(today, rng.int(60, 365)));
    }
    // Some restaurants keep an expired seasonal package (the restaurant page lists expired packages).
    if (rng.chance(0.14)) {
      addPackage(types[0] ?? 'ayce', addDays(today, -rng.int(3, 60)), EXPIRED_PACKAGE);
    }
  }
  return out;
}

function addInventory(
  out: PackageRows,
  ids: { inv: number },
  rng: Prng,
  meta: RestaurantMeta,
  packageId: number,
  pkg: typeof packages.$inferInsert,
  today: string,
): void {
  const staycation = pkg.typeCode === 'xp' && meta.theme.key === 'staycation';
  const seats = (): number => (pkg.typeCode === 'xp' ? rng.int(4, 12) : rng.int(10, 40));
  const timesFor = (slot: OpeningSlot): string[] => {
    if (staycation) return ['14:00'];
    let times = halfHours(slot.openTime, slot.closeTime);
    if (pkg.typeCode === 'hs') times = times.filter((t) => t >= '11:00' && t <= '14:00');
    return spread(times, 5);
  };
  for (const slot of meta.hours) {
    for (const startTime of timesFor(slot)) {
      out.inventories.push({
        id: ++ids.inv,
        restaurantId: meta.id,
        packageId,
        date: null,
        weekday: slot.weekday,
        startTime,
        seats: seats(),
      });
    }
  }
  // Dated overrides on the restaurant's first package: a sold-out day and a special evening.
  if (pkg.position === 0 && meta.id % 7 === 0) {
    const date = addDays(today, 2);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const slot = meta.hours.find((h) => h.weekday === weekday);
    for (const startTime of slot ? timesFor(slot) : ['18:00']) {
      out.inventories.push({
        id: ++ids.inv,
        restaurantId: meta.id,
        packageId,
        date,
        weekday: null,
        startTime,
        seats: 0,
      });
    }
  }
  if (pkg.position === 0 && meta.id % 11 === 0) {
    out.inventories.push({
      id: ++ids.inv,
      restaurantId: meta.id,
      packageId,
      date: addDays(today, 5),
      weekday: null,
      startTime: '19:00',
      seats: 60,
    });
  }
}

/** Half-hour start times from 30 min after opening to 90 min before closing. */
function halfHours(open: string, close: string): string[] {
  const start = toMinutes(open) + 30;
  const end = toMinutes(close) - 90;
  const out: string[] = [];
  for (let m = start; m <= end; m += 30) out.push(fromMinutes(m));
  return out;
}

/** At most n items, evenly spread (first and last kept). */
function spread<T>(items: readonly T[], n: number): T[] {
  if (items.length <= n) return [...items];
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(items[Math.round((i * (items.length - 1)) / (n - 1))] as T);
  return out;
}

function toMinutes(time: string): number {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
}

function fromMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
