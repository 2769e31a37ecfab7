import { and, asc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { seatClaims, seatSlots } from '../../db/schema/booking';
import { inventories } from '../../db/schema/packages';
import { weekdayOf } from './booking-time';

/** A transaction handle (the same query builder as Database). */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;

export interface SlotKey {
  packageId: number;
  date: string;
  startTime: string;
}

export const slotKeyString = (k: SlotKey): string => `${k.packageId}|${k.date}|${k.startTime}`;

/**
 * The seats offered per package, date and start time: a dated inventory row set replaces that
 * package's weekday rows on that date (decision 0003/0010). Rows with the same key add up.
 */
export class InventoryIndex {
  private readonly weekly = new Map<string, Map<string, number>>();
  private readonly dated = new Map<string, Map<string, number>>();

  constructor(rows: readonly InventoryRow[]) {
    for (const r of rows) {
      const key = r.date !== null ? `${r.packageId}|${r.date}` : `${r.packageId}|w${r.weekday}`;
      const target = r.date !== null ? this.dated : this.weekly;
      const times = target.get(key) ?? new Map<string, number>();
      times.set(r.startTime, (times.get(r.startTime) ?? 0) + r.seats);
      target.set(key, times);
    }
  }

  /** Start time → seats offered for the package on the date (empty: not offered that day). */
  times(packageId: number, date: string): ReadonlyMap<string, number> {
    return (
      this.dated.get(`${packageId}|${date}`) ??
      this.weekly.get(`${packageId}|w${weekdayOf(date)}`) ??
      new Map()
    );
  }

  capacity(key: SlotKey): number {
    return this.times(key.packageId, key.date).get(key.startTime) ?? 0;
  }
}

export interface InventoryRow {
  packageId: number;
  date: string | null;
  weekday: number | null;
  startTime: string;
  seats: number;
}

/** Weekday rows of the packages plus their dated rows between from and to (inclusive). */
export async function loadInventory(
  db: Db,
  packageIds: readonly number[],
  from: string,
  to: string,
): Promise<InventoryIndex> {
  if (packageIds.length === 0) return new InventoryIndex([]);
  const rows = await db
    .select({
      packageId: inventories.packageId,
      date: inventories.date,
      weekday: inventories.weekday,
      startTime: inventories.startTime,
      seats: inventories.seats,
    })
    .from(inventories)
    .where(
      and(
        inArray(inventories.packageId, [...packageIds]),
        or(isNull(inventories.date), sql`${inventories.date} between ${from} and ${to}`),
      ),
    );
  return new InventoryIndex(rows);
}

/** A claim counts while it is not released and not expired at `now` (decision 0010). */
export function liveClaim(now: Date): SQL {
  return and(
    isNull(seatClaims.releasedAt),
    or(isNull(seatClaims.expiresAt), gt(seatClaims.expiresAt, now)),
  ) as SQL;
}

/** Seats claimed (live at `now`) per slot key, for the packages between from and to. */
export async function loadClaimedSeats(
  db: Db,
  packageIds: readonly number[],
  from: string,
  to: string,
  now: Date,
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (packageIds.length === 0) return out;
  const rows = await db
    .select({
      packageId: seatSlots.packageId,
      date: seatSlots.date,
      startTime: seatSlots.startTime,
      seats: sql<number>`sum(${seatClaims.seats})`.mapWith(Number),
    })
    .from(seatClaims)
    .innerJoin(seatSlots, eq(seatSlots.id, seatClaims.slotId))
    .where(
      and(
        inArray(seatSlots.packageId, [...packageIds]),
        sql`${seatSlots.date} between ${from} and ${to}`,
        liveClaim(now),
      ),
    )
    .groupBy(seatSlots.packageId, seatSlots.date, seatSlots.startTime);
  for (const r of rows) out.set(slotKeyString(r), r.seats);
  return out;
}

/**
 * Makes sure a slot row exists for every key. Its own statement (committed before the locking
 * transaction starts), one multi-row insert in key order: concurrent first uses of the same slots
 * cannot deadlock on the unique index, and the transaction only ever locks existing rows.
 */
export async function ensureSlots(db: Db, keys: readonly SlotKey[]): Promise<void> {
  // Most slots exist after their first hold: skip the insert (and the identity value it would burn).
  const existing = await db
    .select({ packageId: seatSlots.packageId, date: seatSlots.date, startTime: seatSlots.startTime })
    .from(seatSlots)
    .where(matchKeys(keys));
  const have = new Set(existing.map(slotKeyString));
  const missing = keys.filter((k) => !have.has(slotKeyString(k)));
  if (missing.length === 0) return;
  const sorted = [...missing].sort((a, b) => slotKeyString(a).localeCompare(slotKeyString(b)));
  await db.insert(seatSlots).values(sorted).onConflictDoNothing();
}

function matchKeys(keys: readonly SlotKey[]): SQL | undefined {
  return or(
    ...keys.map((k) =>
      and(
        eq(seatSlots.packageId, k.packageId),
        eq(seatSlots.date, k.date),
        eq(seatSlots.startTime, k.startTime),
      ),
    ),
  );
}

export interface LockedSlot extends SlotKey {
  id: number;
}

/**
 * Locks the slot rows (SELECT … FOR UPDATE) in id order, the same order for every writer, so writers
 * on overlapping slots queue instead of deadlocking. Everything counted after this, until commit, is
 * stable: no other writer can add a claim to these slots meanwhile.
 */
export async function lockSlots(tx: Tx, keys: readonly SlotKey[]): Promise<LockedSlot[]> {
  const match = matchKeys(keys);
  return tx
    .select({
      id: seatSlots.id,
      packageId: seatSlots.packageId,
      date: seatSlots.date,
      startTime: seatSlots.startTime,
    })
    .from(seatSlots)
    .where(match)
    .orderBy(asc(seatSlots.id))
    .for('update');
}

/** Live claimed seats per locked slot id. */
export async function claimedBySlot(
  tx: Tx,
  slotIds: readonly number[],
  now: Date,
): Promise<Map<number, number>> {
  const rows = await tx
    .select({ slotId: seatClaims.slotId, seats: sql<number>`sum(${seatClaims.seats})`.mapWith(Number) })
    .from(seatClaims)
    .where(and(inArray(seatClaims.slotId, [...slotIds]), liveClaim(now)))
    .groupBy(seatClaims.slotId);
  return new Map(rows.map((r) => [r.slotId, r.seats]));
}

/**
 * Live claimed seats per slot key, without locks, leaving out the claims of `exceptHoldId` (a renewal
 * or a conversion releases those anyway).
 */
export async function claimedByKey(
  db: Db,
  keys: readonly SlotKey[],
  now: Date,
  exceptHoldId: number | null,
): Promise<Map<string, number>> {
  const rows = await db
    .select({
      packageId: seatSlots.packageId,
      date: seatSlots.date,
      startTime: seatSlots.startTime,
      seats: sql<number>`sum(${seatClaims.seats})`.mapWith(Number),
    })
    .from(seatClaims)
    .innerJoin(seatSlots, eq(seatSlots.id, seatClaims.slotId))
    .where(
      and(
        matchKeys(keys),
        liveClaim(now),
        exceptHoldId === null
          ? undefined
          : sql`${seatClaims.temporaryReservationId} is distinct from ${exceptHoldId}`,
      ),
    )
    .groupBy(seatSlots.packageId, seatSlots.date, seatSlots.startTime);
  return new Map(rows.map((r) => [slotKeyString(r), r.seats]));
}

export type ClaimOwner = { temporaryReservationId: number } | { reservationId: number };

export async function insertClaims(
  tx: Tx,
  slots: readonly LockedSlot[],
  seats: number,
  owner: ClaimOwner,
  expiresAt: Date | null,
): Promise<void> {
  await tx.insert(seatClaims).values(slots.map((s) => ({ slotId: s.id, seats, expiresAt, ...owner })));
}

/** Releases the live claims of a hold (renewal or conversion to another claim set). */
export async function releaseHoldClaims(tx: Tx, temporaryReservationId: number, now: Date): Promise<void> {
  await tx
    .update(seatClaims)
    .set({ releasedAt: now })
    .where(and(eq(seatClaims.temporaryReservationId, temporaryReservationId), isNull(seatClaims.releasedAt)));
}
