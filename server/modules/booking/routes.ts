import { Hono } from 'hono';
import * as booking from '@/contract/endpoints/booking';
import { INT4_MAX } from '@/contract/fields';
import type { AppEnv, ServerContext } from '../../context';
import { AppError } from '../../http/app-error';
import { mount } from '../../http/mount';
import { availableDates, availableTimes } from './availability-service';
import { validateCorporateEvent } from './corporate-service';
import { createHold, renewHold } from './hold-service';
import { createReservation, getReservation } from './reservation-service';

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

  mount(app, ctx, booking.createHold, async ({ body, lang }) => ({ data: await createHold(ctx, body, lang) }));

  mount(app, ctx, booking.renewHold, async ({ params, body, lang }) => {
    const id = /^\d{1,10}$/.test(params.id) ? Number(params.id) : Number.NaN;
    // Not a number we could have issued: there is nothing to renew, so this is a fresh hold.
    const hold = id >= 1 && id <= INT4_MAX ? await renewHold(ctx, id, body, lang) : await createHold(ctx, body, lang);
    return { data: hold };
  });

  mount(app, ctx, booking.createReservation, async ({ body, user, lang, say }) => {
    const reservation = await createReservation(ctx, body, lang, user);
    if (body.asyncBooking) {
      const firebaseKey = reservation.firebaseKey;
      return { data: { firebaseKey }, firebaseKey, message: say('reservationProcessing') };
    }
    return { data: reservation, message: say('reservationCreated') };
  });

  mount(app, ctx, booking.reservation, async ({ params, lang }) => {
    if (!ENCRYPTED_ID.test(params.encryptedId)) throw new AppError(404, 'reservationNotFound');
    return { data: await getReservation(ctx, params.encryptedId, lang) };
  });

  // A member's unfinished bookings. None are kept on the server yet: a guest's live on the device, and a
  // member's holds are not saved as drafts until the accounts work adds them.
  mount(app, ctx, booking.pendingTransactions, () => Promise.resolve({ data: [], included: [] }));

  mount(app, ctx, booking.validateCorporateEvent, async ({ body, lang }) => ({
    data: await validateCorporateEvent(ctx, body.secretKey, body.restaurantId ?? null, lang),
  }));
  return app;
}
