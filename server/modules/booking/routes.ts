import { Hono } from 'hono';
import * as booking from '@/contract/endpoints/booking';
import { INT4_MAX } from '@/contract/fields';
import type { AppEnv, ServerContext } from '../../context';
import { AppError } from '../../http/app-error';
import { clientOf } from '../../http/client-identity';
import { mount } from '../../http/mount';
import { limitsGuard } from '../../http/rate-limit';
import { availableDates, availableTimes } from './availability-service';
import { getConfirmation } from './confirmation-service';
import { validateCorporateEvent } from './corporate-service';
import { pendingTransactions } from './pending-service';
import { createHold, renewHold } from './hold-service';
import { priceQuote } from './price-quote-service';
import { createReservation, getReservation } from './reservation-service';

/**
 * Pace of a real diner, with room: a booking makes one hold (renewed while step 5 is open) and one
 * reservation. Per client (member or device) and, looser, per address (people behind one router).
 */
const HOLD_LIMITS = { perClient: 30, perAddress: 120, windowSeconds: 600 };
const RESERVATION_LIMITS = { perClient: 10, perAddress: 60, windowSeconds: 600 };

/** The encrypted ids we issue (base64url, 144 bits); anything else cannot be a reservation of ours. */
const ENCRYPTED_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** Availability, holds, reservations and corporate events; routed before the catalogue's routes. */
export function createBookingRoutes(ctx: ServerContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  mount(app, ctx, booking.availableDates, async ({ params, query }) => ({
    data: await availableDates(ctx, params.id, query),
  }));

  mount(app, ctx, booking.availableTimes, async ({ params, query }) => ({
    data: await availableTimes(ctx, params.id, query),
  }));

  // Holds and reservations are counted per client and per address before any work (no seat hoarding).
  const holdLimits = limitsGuard(ctx, 'hold', HOLD_LIMITS);
  const reservationLimits = limitsGuard(ctx, 'reservation', RESERVATION_LIMITS);

  mount(
    app,
    ctx,
    booking.createHold,
    async ({ body, user, lang, c }) => ({ data: await createHold(ctx, body, lang, { user, client: clientOf(c, user) }) }),
    { guard: holdLimits },
  );

  mount(
    app,
    ctx,
    booking.renewHold,
    async ({ params, body, user, lang, c }) => {
      const caller = { user, client: clientOf(c, user), holdToken: body.holdToken ?? null };
      const id = /^\d{1,10}$/.test(params.id) ? Number(params.id) : Number.NaN;
      // Not a number we could have issued: there is nothing to renew, so this is a fresh hold.
      const hold =
        id >= 1 && id <= INT4_MAX ? await renewHold(ctx, id, body, lang, caller) : await createHold(ctx, body, lang, caller);
      return { data: hold };
    },
    { guard: holdLimits },
  );

  mount(
    app,
    ctx,
    booking.createReservation,
    async ({ body, user, lang, say }) => {
    const reservation = await createReservation(ctx, body, lang, user);
    if (body.asyncBooking) {
      const firebaseKey = reservation.firebaseKey;
      return { data: { firebaseKey }, firebaseKey, message: say('reservationProcessing') };
    }
    return { data: reservation, message: say('reservationCreated') };
    },
    { guard: reservationLimits },
  );

  // Read-only and cheap (three indexed reads): the booking flow asks again whenever the selection changes.
  // A member's points are checked against the token's own balance.
  mount(app, ctx, booking.priceQuote, async ({ body, lang, user }) => ({ data: await priceQuote(ctx, body, lang, user) }));

  mount(app, ctx, booking.reservation, async ({ params, lang }) => {
    if (!ENCRYPTED_ID.test(params.encryptedId)) throw new AppError(404, 'reservationNotFound');
    return { data: await getReservation(ctx, params.encryptedId, lang) };
  });

  mount(app, ctx, booking.confirmation, async ({ params, lang }) => ({
    data: await getConfirmation(ctx, params.encryptedId, lang),
  }));

  // A member's unfinished bookings; a guest's live on the device, so a guest gets none (never a 401).
  mount(app, ctx, booking.pendingTransactions, ({ user, lang }) =>
    user ? pendingTransactions(ctx, user.id, lang) : Promise.resolve({ data: [], included: [] }),
  );

  mount(app, ctx, booking.validateCorporateEvent, async ({ body, lang }) => ({
    data: await validateCorporateEvent(ctx, body.secretKey, body.restaurantId ?? null, lang),
  }));
  return app;
}
