import type {
  AvailableDate,
  AvailableDatesQuery,
  AvailableTime,
  AvailableTimesQuery,
} from '@/contract/booking';
import { typeCodesOf } from '@/domain/booking/booking-method';
import type { ServerContext } from '../../context';
import { AppError } from '../../http/app-error';
import {
  findRestaurant,
  openWeekdays,
  restaurantPackages,
  type PackageRow,
  type RestaurantRow,
} from './booking-repo';
import {
  isBookableDate,
  isFutureStart,
  lastBookableDate,
  packageOnSale,
} from './booking-rules';
import { addDays, bangkokToday, isRealDate, nowOf } from './booking-time';
import { loadClaimedSeats, loadInventory, slotKeyString, type InventoryIndex } from './seat-repo';

/**
 * Availability (tests/server/booking/availability.test.ts): seats left = inventory of the slot
 * minus the live claims (holds not yet expired at `now`, and reservations). Read without locks: a
 * snapshot for display; the hold takes the lock that decides.
 */
interface Scope {
  restaurant: RestaurantRow;
  open: Set<number>;
  packages: PackageRow[];
  now: Date;
}

async function scope(ctx: ServerContext, key: string, kind: AvailableDatesQuery['kind']): Promise<Scope> {
  const restaurant = await findRestaurant(ctx.db, key);
  if (!restaurant || !restaurant.isActive) throw new AppError(404, 'restaurantNotFound');
  const codes: readonly string[] = typeCodesOf(kind);
  const all = restaurant.isAllowBooking ? await restaurantPackages(ctx.db, restaurant.id) : [];
  return {
    restaurant,
    open: await openWeekdays(ctx.db, restaurant.id),
    packages: all.filter((p) => codes.includes(p.typeCode) && p.isBookable),
    now: nowOf(ctx),
  };
}

/** Seats left per package at each start time of one date (only bookable starts). */
function slotsOn(
  s: Scope,
  date: string,
  inventory: InventoryIndex,
  claimed: ReadonlyMap<string, number>,
): Map<string, { packageId: number; left: number }[]> {
  const out = new Map<string, { packageId: number; left: number }[]>();
  if (!isBookableDate(s.restaurant, s.open, date, s.now)) return out;
  for (const pkg of s.packages) {
    if (!packageOnSale(pkg, date)) continue;
    for (const [startTime, seats] of inventory.times(pkg.id, date)) {
      if (!isFutureStart(date, startTime, s.now)) continue;
      const used = claimed.get(slotKeyString({ packageId: pkg.id, date, startTime })) ?? 0;
      const list = out.get(startTime) ?? [];
      list.push({ packageId: pkg.id, left: Math.max(0, seats - used) });
      out.set(startTime, list);
    }
  }
  return out;
}

/** GET /restaurants/{id}/available_dates.json */
export async function availableDates(
  ctx: ServerContext,
  key: string,
  query: AvailableDatesQuery,
): Promise<AvailableDate[]> {
  const s = await scope(ctx, key, query.kind);
  const today = bangkokToday(s.now);
  if (query.from !== undefined && !isRealDate(query.from))
    throw new AppError(422, 'invalidDate', {}, { field: 'from' });
  const from = query.from !== undefined && query.from > today ? query.from : today;
  const last = lastBookableDate(s.restaurant, today);
  const wanted = addDays(from, query.days - 1);
  const to = wanted < last ? wanted : last;
  if (from > to) return [];

  const ids = s.packages.map((p) => p.id);
  const [inventory, claimed] = await Promise.all([
    loadInventory(ctx.db, ids, from, to),
    loadClaimedSeats(ctx.db, ids, from, to, s.now),
  ]);
  const out: AvailableDate[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    let seatsLeft = 0;
    for (const list of slotsOn(s, date, inventory, claimed).values()) {
      for (const p of list) seatsLeft = Math.max(seatsLeft, p.left);
    }
    out.push({ date, available: seatsLeft >= query.party, seatsLeft });
  }
  return out;
}

/** GET /restaurants/{id}/available_times.json: every bookable start time of the date, in order. */
export async function availableTimes(
  ctx: ServerContext,
  key: string,
  query: AvailableTimesQuery,
): Promise<AvailableTime[]> {
  const s = await scope(ctx, key, query.kind);
  if (!isRealDate(query.date)) throw new AppError(422, 'invalidDate', {}, { field: 'date' });
  const ids = s.packages.map((p) => p.id);
  const [inventory, claimed] = await Promise.all([
    loadInventory(ctx.db, ids, query.date, query.date),
    loadClaimedSeats(ctx.db, ids, query.date, query.date, s.now),
  ]);
  return [...slotsOn(s, query.date, inventory, claimed).entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([startTime, list]) => ({
      startTime,
      seatsLeft: list.reduce((m, p) => Math.max(m, p.left), 0),
      packages: list.map((p) => ({ restaurantPackageId: p.packageId, totalSeatLeftPackage: p.left })),
    }));
}
