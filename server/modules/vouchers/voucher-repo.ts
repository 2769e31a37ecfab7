import { and, asc, count, desc, eq, gt, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { VoucherSection } from '@/contract/vouchers';
import type { Database } from '../../db/client';
import { reservations } from '../../db/schema/booking';
import { voucherGroups, voucherRedemptions, vouchers } from '../../db/schema/vouchers';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;

export type VoucherRow = typeof vouchers.$inferSelect;
export type VoucherGroupRow = typeof voucherGroups.$inferSelect;

/** The vouchers of these codes (already upper-case), in the order asked. */
export async function findByCodes(db: Db, codes: readonly string[]): Promise<VoucherRow[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .select()
    .from(vouchers)
    .where(inArray(vouchers.code, [...codes]));
  return codes.flatMap((code) => rows.filter((r) => r.code === code));
}

/**
 * The same rows locked until the transaction ends, taken in id order so two bookings holding the same
 * vouchers never wait on each other crosswise.
 */
export async function lockByCodes(tx: Tx, codes: readonly string[]): Promise<VoucherRow[]> {
  if (codes.length === 0) return [];
  const rows = await tx
    .select()
    .from(vouchers)
    .where(inArray(vouchers.code, [...codes]))
    .orderBy(asc(vouchers.id))
    .for('update');
  return codes.flatMap((code) => rows.filter((r) => r.code === code));
}

/** Bookings holding each voucher for this diner now (a member by id, a guest by e-mail). */
export async function usesByDiner(
  db: Db,
  voucherIds: readonly number[],
  diner: { userId: number | null; email: string | null },
): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (voucherIds.length === 0) return out;
  const who =
    diner.userId != null
      ? eq(voucherRedemptions.userId, diner.userId)
      : diner.email
        ? eq(sql`lower(${voucherRedemptions.guestEmail})`, diner.email.toLowerCase())
        : null;
  if (!who) return out;
  const rows = await db
    .select({ voucherId: voucherRedemptions.voucherId, n: count() })
    .from(voucherRedemptions)
    .where(
      and(inArray(voucherRedemptions.voucherId, [...voucherIds]), who, isNull(voucherRedemptions.returnedAt)),
    )
    .groupBy(voucherRedemptions.voucherId);
  for (const r of rows) out.set(r.voucherId, Number(r.n));
  return out;
}

/** A member's bookings that were not cancelled (first-booking vouchers). */
export async function bookingsOf(db: Db, userId: number | null): Promise<number> {
  if (userId == null) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(reservations)
    .where(and(eq(reservations.userId, userId), ne(reservations.status, 'cancelled')));
  return Number(row?.n ?? 0);
}

export async function insertRedemptions(
  tx: Tx,
  rows: readonly {
    voucherId: number;
    reservationId: number;
    userId: number | null;
    guestEmail: string | null;
    amountMinor: number;
  }[],
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(voucherRedemptions).values(rows.map((r) => ({ ...r, createdAt: now })));
  for (const r of rows) {
    await tx
      .update(vouchers)
      .set({
        usedCount: sql`${vouchers.usedCount} + 1`,
        amountUsedMinor: sql`case when ${vouchers.amountType} = 'stored' then ${vouchers.amountUsedMinor} + ${r.amountMinor} else ${vouchers.amountUsedMinor} end`,
      })
      .where(eq(vouchers.id, r.voucherId));
  }
}

/**
 * How each voucher a reservation holds (not given back) binds its payment: the payment types it names and
 * the card ranges it is valid for (each empty when it names none).
 */
export async function paymentRulesOfReservation(
  db: Db,
  reservationId: number,
): Promise<{ paymentTypes: string[]; cardPrefixes: string[] }[]> {
  const rows = await db
    .select({ paymentTypes: vouchers.paymentTypes, cardPrefixes: vouchers.cardPrefixes })
    .from(voucherRedemptions)
    .innerJoin(vouchers, eq(vouchers.id, voucherRedemptions.voucherId))
    .where(and(eq(voucherRedemptions.reservationId, reservationId), isNull(voucherRedemptions.returnedAt)));
  return rows.map((r) => ({ paymentTypes: r.paymentTypes ?? [], cardPrefixes: r.cardPrefixes ?? [] }));
}

/**
 * Gives a reservation's vouchers back: its redemptions not yet returned are marked, and only those undo
 * their use, so however many paths cancel the booking the vouchers come back once.
 */
export async function returnVouchers(tx: Tx, reservationId: number, now: Date): Promise<number> {
  const returned = await tx
    .update(voucherRedemptions)
    .set({ returnedAt: now })
    .where(and(eq(voucherRedemptions.reservationId, reservationId), isNull(voucherRedemptions.returnedAt)))
    .returning({ voucherId: voucherRedemptions.voucherId, amountMinor: voucherRedemptions.amountMinor });
  for (const r of returned) {
    await tx
      .update(vouchers)
      .set({
        usedCount: sql`greatest(${vouchers.usedCount} - 1, 0)`,
        amountUsedMinor: sql`case when ${vouchers.amountType} = 'stored' then greatest(${vouchers.amountUsedMinor} - ${r.amountMinor}, 0) else ${vouchers.amountUsedMinor} end`,
      })
      .where(eq(vouchers.id, r.voucherId));
  }
  return returned.length;
}

/** How a member's list sorts its vouchers into sections on Bangkok's `today`. */
function sectionWhere(section: VoucherSection, today: string) {
  const spent = or(
    and(eq(vouchers.amountType, 'stored'), sql`${vouchers.amountUsedMinor} >= ${vouchers.valueMinor}`),
    and(sql`${vouchers.totalLimit} is not null`, sql`${vouchers.usedCount} >= ${vouchers.totalLimit}`),
  );
  const expired = or(lt(vouchers.validUntil, today), eq(vouchers.active, false));
  if (section === 'expired') return and(expired, sql`not (${spent})`);
  if (section === 'used') return spent;
  return and(sql`not (${spent})`, sql`not (${expired})`);
}

/** One page of a member's own vouchers of a section: soonest to end first. */
export async function memberVoucherPage(
  db: Db,
  userId: number,
  section: VoucherSection,
  page: { number: number; size: number },
  today: string,
): Promise<{ rows: VoucherRow[]; total: number }> {
  const where = and(eq(vouchers.ownerUserId, userId), sectionWhere(section, today));
  const [counted] = await db.select({ n: count() }).from(vouchers).where(where);
  const rows = await db
    .select()
    .from(vouchers)
    .where(where)
    .orderBy(section === 'active' ? asc(vouchers.validUntil) : desc(vouchers.validUntil), asc(vouchers.id))
    .limit(page.size)
    .offset((page.number - 1) * page.size);
  return { rows, total: Number(counted?.n ?? 0) };
}

/** Public vouchers (no owner) that are live today, optionally of one group or featured only. */
export async function publicVouchers(
  db: Db,
  today: string,
  filter: { groupId?: number; featuredOnly?: boolean },
): Promise<VoucherRow[]> {
  return db
    .select()
    .from(vouchers)
    .where(
      and(
        isNull(vouchers.ownerUserId),
        eq(vouchers.active, true),
        lte(vouchers.validFrom, today),
        gt(sql`${vouchers.validUntil} + 1`, sql`${today}::date`),
        ...(filter.groupId != null ? [eq(vouchers.groupId, filter.groupId)] : []),
        ...(filter.featuredOnly ? [eq(vouchers.featured, true)] : []),
      ),
    )
    .orderBy(asc(vouchers.id));
}

export async function activeGroups(db: Db): Promise<VoucherGroupRow[]> {
  return db.select().from(voucherGroups).where(eq(voucherGroups.active, true)).orderBy(asc(voucherGroups.id));
}

export async function findGroup(db: Db, id: number): Promise<VoucherGroupRow | null> {
  const [row] = await db
    .select()
    .from(voucherGroups)
    .where(and(eq(voucherGroups.id, id), eq(voucherGroups.active, true)));
  return row ?? null;
}

/**
 * What one set of a group on sale holds: the group's own vouchers that nobody can use as they are (no
 * owner, inactive) and whose terms have not ended; a buyer gets an active copy of each.
 */
export async function groupSaleTemplates(db: Db, groupId: number, today: string): Promise<VoucherRow[]> {
  return db
    .select()
    .from(vouchers)
    .where(
      and(
        eq(vouchers.groupId, groupId),
        isNull(vouchers.ownerUserId),
        eq(vouchers.active, false),
        gt(sql`${vouchers.validUntil} + 1`, sql`${today}::date`),
      ),
    )
    .orderBy(asc(vouchers.id));
}
