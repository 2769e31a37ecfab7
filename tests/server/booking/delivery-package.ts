import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { inventories, packages } from '@server/db/schema/packages';
import { restaurants } from '@server/db/schema/restaurants';
import { addDays } from '@server/db/seed/dates';
import { TEST_TODAY } from '../support/test-db';

export interface DeliverySlot {
  hah: { id: number; restaurantId: number; lat: number; lng: number };
  date: string;
  time: string;
}

/** A seeded set-price delivery package (hah, THB) and its first weekly slot after the test's today. */
export async function deliverySlot(db: Database): Promise<DeliverySlot> {
  const [hah] = await db
    .select({
      id: packages.id,
      restaurantId: packages.restaurantId,
      lat: restaurants.lat,
      lng: restaurants.lng,
    })
    .from(packages)
    .innerJoin(restaurants, eq(restaurants.id, packages.restaurantId))
    .where(
      and(
        eq(packages.typeCode, 'hah'),
        eq(packages.isDelivery, true),
        eq(packages.isALaCarte, false),
        eq(packages.isBookable, true),
        isNull(packages.expiryDate),
        eq(restaurants.currency, 'THB'),
      ),
    )
    .limit(1);
  if (!hah) throw new Error('The seed has no delivery package');
  const times = await db
    .select({ weekday: inventories.weekday, startTime: inventories.startTime })
    .from(inventories)
    .where(and(eq(inventories.packageId, hah.id), isNull(inventories.date)));
  const weekday = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay();
  let date = addDays(TEST_TODAY, 1);
  while (!times.some((x) => x.weekday === weekday(date))) date = addDays(date, 1);
  const time = times.find((x) => x.weekday === weekday(date))!.startTime;
  return { hah, date, time };
}

/** The wire's reservation part of a delivery booking in that slot: one adult. */
export const deliveryReservation = ({ hah, date, time }: DeliverySlot) => ({
  restaurant_id: hah.restaurantId,
  date,
  start_time: time,
  adult: 1,
  kids: 0,
  service_type: 'delivery',
});
