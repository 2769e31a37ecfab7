import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { TemporaryReservation, TemporaryReservationRequest } from '@/contract/booking';
import { DEFAULT_HOLD_MINUTES } from '@/contract/booking-constants';
import type { Language } from '@/contract/envelope';
import { keptVoucherCodes } from '@/domain/vouchers/resumed-vouchers';
import type { ServerContext } from '../../context';
import { AppError } from '../../http/app-error';
import { hashToken, type AuthUser } from '../../http/auth';
import type { ClientIdentity } from '../../http/client-identity';
import { temporaryReservations } from '../../db/schema/booking';
import { prepareBooking, type PreparedBooking } from './booking-prepare';
import { bangkokIso, nowOf } from './booking-time';
import { withSeats } from './seat-claims';
import { insertClaims, releaseHoldClaims, type Tx } from './seat-repo';

/**
 * Seat holds (temporary reservations; tests/server/booking/holds.test.ts): POST creates one, PUT renews it —
 * same id, new expiry, the claims replaced by the (possibly changed) selection. A hold that expired, was
 * turned into a reservation, or never existed cannot be renewed: PUT then makes a fresh one (a new id), as
 * the client would after "its expiry has passed". Expiry is the expires_at predicate; nothing runs on a
 * timer.
 */
export interface HoldCaller {
  user: AuthUser | null;
  client: ClientIdentity;
  /** The secret returned with the hold, when the caller has it. */
  holdToken?: string | null;
}

export async function createHold(
  ctx: ServerContext,
  body: TemporaryReservationRequest,
  lang: Language,
  caller: HoldCaller,
): Promise<TemporaryReservation> {
  const now = nowOf(ctx);
  const prepared = await prepareBooking(ctx, toInput(body), now, lang);
  return placeHold(ctx, body, prepared, now, lang, null, caller);
}

/**
 * Renews hold `id` for its owner: whoever holds the secret returned with it, or the member who made it
 * (tests/server/booking/hold-ownership.test.ts). Anyone else is told it does not exist (404), and the hold
 * is left as it was.
 */
export async function renewHold(
  ctx: ServerContext,
  id: number,
  body: TemporaryReservationRequest,
  lang: Language,
  caller: HoldCaller,
): Promise<TemporaryReservation> {
  const owner = await holdOwner(ctx, id);
  if (owner && !ownsHold(owner, caller)) throw new AppError(404, 'holdNotFound');
  const now = nowOf(ctx);
  const prepared = await prepareBooking(ctx, toInput(body), now, lang);
  return placeHold(ctx, body, prepared, now, lang, owner ? id : null, caller);
}

/** The hold's owner marks, when the hold exists. */
async function holdOwner(ctx: ServerContext, id: number): Promise<HoldOwnerRow | null> {
  const [row] = await ctx.db
    .select({ ownerTokenHash: temporaryReservations.ownerTokenHash, userId: temporaryReservations.userId })
    .from(temporaryReservations)
    .where(eq(temporaryReservations.id, id));
  return row ?? null;
}

export interface HoldOwnerRow {
  ownerTokenHash: string | null;
  userId: number | null;
}

/** The member who made it, or whoever presents its secret. */
export function ownsHold(owner: HoldOwnerRow, caller: Pick<HoldCaller, 'user' | 'holdToken'>): boolean {
  if (owner.userId !== null && caller.user?.id === owner.userId) return true;
  return Boolean(caller.holdToken && owner.ownerTokenHash && hashToken(caller.holdToken) === owner.ownerTokenHash);
}

/** Live holds one client may keep at once, and one address (several people behind one router). */
export const LIVE_HOLDS_PER_CLIENT = 5;
export const LIVE_HOLDS_PER_ADDRESS = 50;

export function holdMinutes(ctx: ServerContext): number {
  const minutes = ctx.config.holdMinutes;
  return minutes !== undefined && Number.isFinite(minutes) && minutes > 0 ? minutes : DEFAULT_HOLD_MINUTES;
}

async function placeHold(
  ctx: ServerContext,
  body: TemporaryReservationRequest,
  prepared: PreparedBooking,
  now: Date,
  lang: Language,
  renewId: number | null,
  caller: HoldCaller,
): Promise<TemporaryReservation> {
  const expiresAt = new Date(now.getTime() + holdMinutes(ctx) * 60_000);
  // A new hold gets a new secret; a renewed one keeps the one its owner has.
  const holdToken = renewId === null ? randomBytes(24).toString('base64url') : null;
  const values = {
    restaurantId: prepared.restaurant.id,
    date: body.reservation.date,
    startTime: body.reservation.startTime,
    adult: body.reservation.adult,
    kids: body.reservation.kids,
    packages: body.packages,
    expiresAt,
    clientKey: caller.client.key,
    clientAddress: caller.client.address,
    // Codes only, as the booking keeps them: never priced or taken here (the reservation checks and takes
    // its vouchers in its own transaction); a renewal without the list keeps the hold's own.
    ...(body.voucherCodes == null ? {} : { voucherCodes: keptVoucherCodes(body.voucherCodes) }),
  };
  const owner = { ownerTokenHash: holdToken ? hashToken(holdToken) : null, userId: caller.user?.id ?? null };
  let renewing = false;
  const id = await withSeats(
    ctx.db,
    { ...prepared, now, lang, ownHoldId: renewId },
    async (tx, slots) => {
      let holdId: number;
      if (renewing && renewId !== null) {
        await tx
          .update(temporaryReservations)
          .set({ ...values, updatedAt: now })
          .where(eq(temporaryReservations.id, renewId));
        holdId = renewId;
      } else {
        await refuseHoarding(tx, caller.client, now, ctx.config.rateLimitScale ?? 1);
        const [row] = await tx
          .insert(temporaryReservations)
          .values({ ...values, ...owner })
          .returning({ id: temporaryReservations.id });
        holdId = row!.id;
      }
      await insertClaims(tx, slots, prepared.seats, { temporaryReservationId: holdId }, expiresAt);
      return holdId;
    },
    renewId === null
      ? undefined
      : async (tx) => {
          renewing = await lockActiveHold(tx, renewId, now);
          // The seats it held are free for its own new claims (counted right after this).
          if (renewing) await releaseHoldClaims(tx, renewId, now);
        },
  );
  return { tmpReservationId: id, expiredAt: bangkokIso(expiresAt), ...(renewing ? {} : { holdToken: holdToken ?? undefined }) };
}

/**
 * No seat hoarding: a client with LIVE_HOLDS_PER_CLIENT live holds (or an address with
 * LIVE_HOLDS_PER_ADDRESS) gets 429 for another one, counted under the seat lock so a burst cannot slip
 * past (tests/server/booking/hold-ownership.test.ts).
 */
async function refuseHoarding(tx: Tx, client: ClientIdentity, now: Date, scale: number): Promise<void> {
  if (scale === Number.POSITIVE_INFINITY) return;
  const live = (column: typeof temporaryReservations.clientKey | typeof temporaryReservations.clientAddress, value: string) =>
    tx
      .select({ n: count() })
      .from(temporaryReservations)
      .where(and(eq(column, value), gt(temporaryReservations.expiresAt, now), isNull(temporaryReservations.reservationId)));
  const [byClient] = await live(temporaryReservations.clientKey, client.key);
  const [byAddress] = await live(temporaryReservations.clientAddress, client.address);
  if ((byClient?.n ?? 0) >= LIVE_HOLDS_PER_CLIENT * scale || (byAddress?.n ?? 0) >= LIVE_HOLDS_PER_ADDRESS * scale) {
    throw new AppError(429, 'tooManyRequests', {}, { headers: { 'Retry-After': '60' } });
  }
}

/** Locks the hold row when it can still be renewed: not expired at `now` and not yet a reservation. */
async function lockActiveHold(tx: Tx, id: number, now: Date): Promise<boolean> {
  const rows = await tx
    .select({ id: temporaryReservations.id })
    .from(temporaryReservations)
    .where(
      and(
        eq(temporaryReservations.id, id),
        gt(temporaryReservations.expiresAt, now),
        isNull(temporaryReservations.reservationId),
      ),
    )
    .for('update');
  return rows.length > 0;
}

function toInput(body: TemporaryReservationRequest) {
  return {
    restaurantId: body.reservation.restaurantId,
    date: body.reservation.date,
    startTime: body.reservation.startTime,
    adult: body.reservation.adult,
    kids: body.reservation.kids,
    packageIds: body.packages.map((p) => p.id),
  };
}
