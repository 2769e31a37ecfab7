import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  corporateEventPackages,
  corporateEvents,
  reservationPackageMenus,
  reservationPackages,
  reservations,
  temporaryReservations,
} from '../../db/schema/booking';
import { diningOccasions } from '../../db/schema/reference';
import type { Tx } from './seat-repo';

export type ReservationInsert = typeof reservations.$inferInsert;
export type ReservationRow = typeof reservations.$inferSelect;

export interface LineInsert {
  packageId: number;
  nameEn: string;
  nameTh: string;
  typeCode: string;
  quantity: number;
  totalMinor: number;
  menus: { menuId: number; nameEn: string; nameTh: string; quantity: number; totalMinor: number }[];
}

/** The reservation, its package lines and their menus, inside the seat transaction. */
export async function insertReservation(
  tx: Tx,
  values: ReservationInsert,
  lines: readonly LineInsert[],
): Promise<ReservationRow> {
  const [row] = await tx.insert(reservations).values(values).returning();
  if (!row) throw new Error('reservation insert returned no row');
  for (const [position, line] of lines.entries()) {
    const { menus, ...rest } = line;
    const [inserted] = await tx
      .insert(reservationPackages)
      .values({ ...rest, reservationId: row.id, position })
      .returning({ id: reservationPackages.id });
    if (inserted && menus.length > 0) {
      await tx
        .insert(reservationPackageMenus)
        .values(menus.map((m) => ({ ...m, reservationPackageId: inserted.id })));
    }
  }
  return row;
}

export interface HoldRow {
  id: number;
  restaurantId: number;
  date: string;
  startTime: string;
  adult: number;
  kids: number;
  packages: unknown;
  ownerTokenHash: string | null;
  userId: number | null;
}

/** Locks a hold that is still live at `now` and not yet turned into a reservation; null otherwise. */
export async function lockLiveHold(tx: Tx, id: number, now: Date): Promise<HoldRow | null> {
  const [row] = await tx
    .select({
      id: temporaryReservations.id,
      restaurantId: temporaryReservations.restaurantId,
      date: temporaryReservations.date,
      startTime: temporaryReservations.startTime,
      adult: temporaryReservations.adult,
      kids: temporaryReservations.kids,
      packages: temporaryReservations.packages,
      ownerTokenHash: temporaryReservations.ownerTokenHash,
      userId: temporaryReservations.userId,
    })
    .from(temporaryReservations)
    .where(
      and(
        eq(temporaryReservations.id, id),
        gt(temporaryReservations.expiresAt, now),
        isNull(temporaryReservations.reservationId),
      ),
    )
    .for('update');
  return row ?? null;
}

export async function markHoldConverted(
  tx: Tx,
  holdId: number,
  reservationId: number,
  now: Date,
): Promise<void> {
  await tx
    .update(temporaryReservations)
    .set({ reservationId, updatedAt: now })
    .where(eq(temporaryReservations.id, holdId));
}

export interface CorporateEventRow {
  id: number;
  restaurantId: number;
  nameEn: string;
  nameTh: string;
  isActive: boolean;
  packageIds: number[];
}

export async function findCorporateEvent(
  db: Database,
  where: { id: number } | { secretKey: string },
): Promise<CorporateEventRow | null> {
  const [event] = await db
    .select()
    .from(corporateEvents)
    .where('id' in where ? eq(corporateEvents.id, where.id) : eq(corporateEvents.secretKey, where.secretKey))
    .limit(1);
  if (!event) return null;
  const links = await db
    .select({ packageId: corporateEventPackages.packageId })
    .from(corporateEventPackages)
    .where(eq(corporateEventPackages.eventId, event.id));
  return {
    id: event.id,
    restaurantId: event.restaurantId,
    nameEn: event.nameEn,
    nameTh: event.nameTh,
    isActive: event.isActive,
    packageIds: links.map((l) => l.packageId).sort((a, b) => a - b),
  };
}

export async function occasionExists(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: diningOccasions.id })
    .from(diningOccasions)
    .where(eq(diningOccasions.id, id));
  return rows.length > 0;
}

/** A reservation by its public id, with its lines and their menus (in booking order). */
export async function findReservation(
  db: Database,
  encryptedId: string,
): Promise<{ row: ReservationRow; lines: LineInsert[] } | null> {
  const [row] = await db
    .select()
    .from(reservations)
    .where(eq(reservations.encryptedId, encryptedId))
    .limit(1);
  if (!row) return null;
  const lines = await db
    .select()
    .from(reservationPackages)
    .where(eq(reservationPackages.reservationId, row.id))
    .orderBy(asc(reservationPackages.position));
  const menuRows =
    lines.length === 0
      ? []
      : await db
          .select()
          .from(reservationPackageMenus)
          .where(
            inArray(
              reservationPackageMenus.reservationPackageId,
              lines.map((l) => l.id),
            ),
          )
          .orderBy(asc(reservationPackageMenus.id));
  return {
    row,
    lines: lines.map((l) => ({
      packageId: l.packageId,
      nameEn: l.nameEn,
      nameTh: l.nameTh,
      typeCode: l.typeCode,
      quantity: l.quantity,
      totalMinor: l.totalMinor,
      menus: menuRows
        .filter((m) => m.reservationPackageId === l.id)
        .map((m) => ({
          menuId: m.menuId,
          nameEn: m.nameEn,
          nameTh: m.nameTh,
          quantity: m.quantity,
          totalMinor: m.totalMinor,
        })),
    })),
  };
}

/** Whether a booking reference is already someone's. */
export async function referenceTaken(db: Database, reference: string): Promise<boolean> {
  const rows = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(eq(reservations.reference, reference))
    .limit(1);
  return rows.length > 0;
}
