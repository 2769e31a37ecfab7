import type { Language } from '@/contract/envelope';
import type { ServerContext } from '../../context';
import { AppError } from '../../http/app-error';
import { localizedName } from './booking-names';
import {
  findRestaurant,
  openWeekdays,
  packagesOf,
  type PackageRow,
  type RestaurantRow,
} from './booking-repo';
import { assertBookable, packageOnSale } from './booking-rules';
import { isRealDate } from './booking-time';
import { loadInventory, type InventoryIndex, type SlotKey } from './seat-repo';
import { slotKeys } from './seat-claims';

export interface BookingInput {
  restaurantId: string | number;
  date: string;
  startTime: string;
  adult: number;
  kids: number;
  packageIds: readonly number[];
}

/** What a hold or a reservation has checked before it takes seats. */
export interface PreparedBooking {
  restaurant: RestaurantRow;
  packages: PackageRow[];
  keys: SlotKey[];
  seats: number;
  inventory: InventoryIndex;
}

/**
 * The checks a hold and a reservation share: the restaurant takes bookings on that date and time
 * (daysInAdvance, opening weekdays, not in the past), the party has people, every package belongs to
 * the restaurant, is on sale that day and offered at that start time.
 */
export async function prepareBooking(
  ctx: ServerContext,
  input: BookingInput,
  now: Date,
  lang: Language,
): Promise<PreparedBooking> {
  const restaurant = await findRestaurant(ctx.db, input.restaurantId);
  if (!restaurant) throw new AppError(404, 'restaurantNotFound');
  // Checked before the date reaches SQL (2026-02-30 matches the contract's pattern).
  if (!isRealDate(input.date)) throw new AppError(422, 'invalidDate', {}, { field: 'reservation.date' });
  const ids = [...new Set(input.packageIds)];
  // Independent reads side by side: this runs before every hold, the hottest call under a rush.
  const [open, rows, inventory] = await Promise.all([
    openWeekdays(ctx.db, restaurant.id),
    packagesOf(ctx.db, restaurant.id, ids),
    loadInventory(ctx.db, ids, input.date, input.date),
  ]);
  assertBookable(restaurant, open, input.date, input.startTime, now);

  const seats = input.adult + input.kids;
  if (seats < 1) throw new AppError(422, 'selectPeople', {}, { field: 'reservation.adult' });

  const byId = new Map(rows.map((p) => [p.id, p]));
  const packages: PackageRow[] = [];
  for (const id of ids) {
    const pkg = byId.get(id);
    if (!pkg) throw new AppError(422, 'packageNotFound', { packageId: id }, { field: 'packages' });
    if (!packageOnSale(pkg, input.date))
      throw new AppError(422, 'packageNotAvailable', { packageName: localizedName(lang, pkg) }, { field: 'packages' });
    packages.push(pkg);
  }

  const keys = slotKeys(ids, input.date, input.startTime);
  for (const key of keys) {
    if (!inventory.times(key.packageId, key.date).has(key.startTime))
      throw new AppError(422, 'invalidTime', {}, { field: 'reservation.startTime' });
  }
  return { restaurant, packages, keys, seats, inventory };
}
