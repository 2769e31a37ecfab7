import { and, eq, gt, isNull } from 'drizzle-orm';
import type { TemporaryReservation, TemporaryReservationRequest } from '@/contract/booking';
import { DEFAULT_HOLD_MINUTES } from '@/contract/booking-constants';
import type { Language } from '@/contract/envelope';
import type { ServerContext } from '../../context';
import { temporaryReservations } from '../../db/schema/booking';
import { prepareBooking, type PreparedBooking } from './booking-prepare';
import { bangkokIso, nowOf } from './booking-time';
import { withSeats } from './seat-claims';
import { insertClaims, releaseHoldClaims, type Tx } from './seat-repo';

/**
 * Seat holds (spec booking §4 "Temporary reservation"): POST creates one, PUT renews it — same id, new
 * expiry, the claims replaced by the (possibly changed) selection. A hold that expired, was turned into
 * a reservation, or never existed cannot be renewed: PUT then makes a fresh one (a new id), as the
 * client would after "its expiry has passed". Expiry is the expires_at predicate; nothing runs on a timer.
 */
export async function createHold(
  ctx: ServerContext,
  body: TemporaryReservationRequest,
  lang: Language,
): Promise<TemporaryReservation> {
  const now = nowOf(ctx);
  const prepared = await prepareBooking(ctx, toInput(body), now, lang);
  return placeHold(ctx, body, prepared, now, lang, null);
}

export async function renewHold(
  ctx: ServerContext,
  id: number,
  body: TemporaryReservationRequest,
  lang: Language,
): Promise<TemporaryReservation> {
  const now = nowOf(ctx);
  const prepared = await prepareBooking(ctx, toInput(body), now, lang);
  return placeHold(ctx, body, prepared, now, lang, id);
}

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
): Promise<TemporaryReservation> {
  const expiresAt = new Date(now.getTime() + holdMinutes(ctx) * 60_000);
  const values = {
    restaurantId: prepared.restaurant.id,
    date: body.reservation.date,
    startTime: body.reservation.startTime,
    adult: body.reservation.adult,
    kids: body.reservation.kids,
    packages: body.packages,
    expiresAt,
  };
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
        const [row] = await tx
          .insert(temporaryReservations)
          .values(values)
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
  return { tmpReservationId: id, expiredAt: bangkokIso(expiresAt) };
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
