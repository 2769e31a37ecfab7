import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import {
  MAX_ADDRESSES_PER_MEMBER,
  type Address,
  type AddressKind,
  type AddressList,
} from '@/contract/addresses';
import { joinAddressDetail, splitAddressDetail } from '@/domain/addresses/address-detail';
import { nextPrimary } from '@/domain/addresses/address-order';
import type { ServerContext } from '../../context';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { addresses } from '../../db/schema/addresses';
import { AppError } from '../../http/app-error';

/**
 * Every query names the owner (the token's member, checked against the path's user id by the routes)
 * next to the address id, so another member's address is simply not found. Writes lock the member's
 * row first: one member's writes run one after another, which keeps the count cap and the single
 * primary right under concurrent calls (the partial unique index backs the latter).
 */

type Row = typeof addresses.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface AddressInput {
  kind: AddressKind;
  name: string;
  address: string;
  detail: string;
  lat: number | null;
  lng: number | null;
}

function toAddress(row: Row): Address {
  const { address, detail } = splitAddressDetail(row.addressDetail);
  return {
    id: row.id,
    kind: row.kind as AddressKind,
    name: row.name,
    address,
    detail,
    addressDetail: row.addressDetail,
    lat: row.lat,
    lng: row.lng,
    primary: row.isPrimary,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const columns = (input: AddressInput) => ({
  kind: input.kind,
  name: input.name,
  addressDetail: joinAddressDetail(input.address, input.detail),
  lat: input.lat,
  lng: input.lng,
});

async function lockMember(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

const owned = (userId: number, addressId: number) =>
  and(eq(addresses.userId, userId), eq(addresses.id, addressId));

export async function listAddresses(
  ctx: ServerContext,
  userId: number,
  q: { kind?: AddressKind | undefined; page: number; size: number },
): Promise<AddressList> {
  const where = q.kind
    ? and(eq(addresses.userId, userId), eq(addresses.kind, q.kind))
    : eq(addresses.userId, userId);
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select()
      .from(addresses)
      .where(where)
      .orderBy(desc(addresses.isPrimary), desc(addresses.createdAt), desc(addresses.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    ctx.db.select({ total: count() }).from(addresses).where(where),
  ]);
  return { data: rows.map(toAddress), meta: { total: totals?.total ?? 0 } };
}

/** The member's address, or 404 (another member's address is not found either). */
export async function ownedAddress(ctx: ServerContext, userId: number, addressId: number): Promise<Address> {
  const [row] = await ctx.db.select().from(addresses).where(owned(userId, addressId));
  if (!row) throw new AppError(404, 'savedAddressNotFound');
  return toAddress(row);
}

/** Adds an address; the member's first one, or one asked to be, becomes the primary. */
export async function addAddress(
  ctx: ServerContext,
  userId: number,
  input: AddressInput & { primary?: boolean | undefined },
): Promise<Address> {
  return ctx.db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const [totals] = await tx.select({ total: count() }).from(addresses).where(eq(addresses.userId, userId));
    const total = totals?.total ?? 0;
    if (total >= MAX_ADDRESSES_PER_MEMBER)
      throw new AppError(422, 'addressLimit', { max: MAX_ADDRESSES_PER_MEMBER });
    const primary = total === 0 || input.primary === true;
    if (primary) {
      await tx
        .update(addresses)
        .set({ isPrimary: false })
        .where(and(eq(addresses.userId, userId), eq(addresses.isPrimary, true)));
    }
    const [row] = await tx
      .insert(addresses)
      .values({ userId, ...columns(input), isPrimary: primary })
      .returning();
    return toAddress(row!);
  });
}

export async function editAddress(
  ctx: ServerContext,
  userId: number,
  addressId: number,
  input: AddressInput,
): Promise<Address> {
  const [row] = await ctx.db
    .update(addresses)
    .set({ ...columns(input), updatedAt: sql`now()` })
    .where(owned(userId, addressId))
    .returning();
  if (!row) throw new AppError(404, 'savedAddressNotFound');
  return toAddress(row);
}

/** Deletes the address; when it was the primary, the newest one left becomes primary. */
export async function deleteAddress(ctx: ServerContext, userId: number, addressId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const [gone] = await tx.delete(addresses).where(owned(userId, addressId)).returning();
    if (!gone) throw new AppError(404, 'savedAddressNotFound');
    if (!gone.isPrimary) return;
    const left = await tx
      .select({ id: addresses.id, createdAt: addresses.createdAt })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    const next = nextPrimary(
      left.map((a) => ({ id: a.id, primary: false, createdAt: a.createdAt.toISOString() })),
    );
    if (next) await tx.update(addresses).set({ isPrimary: true }).where(owned(userId, next.id));
  });
}

/** Makes the address the member's one primary address (the others lose the flag in the same transaction). */
export async function makePrimary(ctx: ServerContext, userId: number, addressId: number): Promise<Address> {
  return ctx.db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const [found] = await tx.select({ id: addresses.id }).from(addresses).where(owned(userId, addressId));
    if (!found) throw new AppError(404, 'savedAddressNotFound');
    await tx
      .update(addresses)
      .set({ isPrimary: false })
      .where(and(eq(addresses.userId, userId), eq(addresses.isPrimary, true), ne(addresses.id, addressId)));
    const [row] = await tx
      .update(addresses)
      .set({ isPrimary: true })
      .where(owned(userId, addressId))
      .returning();
    return toAddress(row!);
  });
}
