import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import {
  availableDatesQuerySchema,
  availableTimesQuerySchema,
  corporateEventValidateSchema,
  reservationRequestSchema,
  temporaryReservationRequestSchema,
} from '@/contract/booking';
import type { Language } from '@/contract/envelope';
import type { AppEnv, ServerContext } from '../../context';
import { toCamelKeys } from '../../http/case';
import { idempotent } from '../../http/idempotency';
import { BadRequestError, fail, ok, parseBody, parseQuery } from '../../http/respond';
import { availableDates, availableTimes } from './availability-service';
import { BookingError, PricingRefusedError } from './booking-errors';
import { bookingMessage, pricingMessage } from './booking-messages';
import { validateCorporateEvent } from './corporate-service';
import { createHold, renewHold } from './hold-service';
import { createReservation, getReservation } from './reservation-service';

/** Booking calls of issue 4 (spec booking §7), mounted at /api/v5 before the catalogue's routes. */
export function createBookingRoutes(ctx: ServerContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/restaurants/:id/available_dates.json', async (c) =>
    ok(c, await availableDates(ctx, c.req.param('id'), parseQuery(c, availableDatesQuerySchema))),
  );

  app.get('/restaurants/:id/available_times.json', async (c) =>
    ok(c, await availableTimes(ctx, c.req.param('id'), parseQuery(c, availableTimesQuerySchema))),
  );

  app.post('/temporary_reservations', idempotent(ctx, 'POST /temporary_reservations'), async (c) =>
    ok(c, await createHold(ctx, await parseHoldBody(c), lang(c))),
  );

  app.put('/temporary_reservations/:id', idempotent(ctx, 'PUT /temporary_reservations/{id}'), async (c) => {
    const id = Number(c.req.param('id'));
    const body = await parseHoldBody(c);
    // Not a number we could have issued: there is nothing to renew, so this is a fresh hold.
    const hold =
      Number.isSafeInteger(id) && id > 0
        ? await renewHold(ctx, id, body, lang(c))
        : await createHold(ctx, body, lang(c));
    return ok(c, hold);
  });

  app.post('/reservations.json', idempotent(ctx, 'POST /reservations.json'), async (c) => {
    const body = await parseBody(c, reservationRequestSchema);
    const reservation = await createReservation(ctx, body, lang(c));
    if (body.asyncBooking) {
      return ok(
        c,
        { firebaseKey: reservation.firebaseKey },
        { message: bookingMessage(lang(c), 'reservationProcessing'), firebaseKey: reservation.firebaseKey },
      );
    }
    return ok(c, reservation, { message: bookingMessage(lang(c), 'reservationCreated') });
  });

  app.get('/reservations/:file', async (c) => {
    const match = /^([A-Za-z0-9_-]{16,64})\.json$/.exec(c.req.param('file'));
    if (!match?.[1]) return fail(c, 404, bookingMessage(lang(c), 'reservationNotFound'));
    return ok(c, await getReservation(ctx, match[1], lang(c)));
  });

  // Members' pending bookings come with accounts; a guest has none on the server (they live on the device).
  app.get('/pending_transactions.json', (c) => {
    const token = accessToken(c);
    return fail(c, 401, bookingMessage(lang(c), token ? 'sessionExpired' : 'provideToken'));
  });

  app.post('/corporates/events/validate', async (c) => {
    const body = await parseBody(c, corporateEventValidateSchema);
    const restaurantId = body.restaurantId === undefined ? null : Number(body.restaurantId);
    return ok(c, await validateCorporateEvent(ctx, body.secretKey, restaurantId, lang(c)));
  });

  app.onError((err, c) => {
    if (err instanceof BookingError) {
      const message = bookingMessage(lang(c), err.key, err.vars);
      return fail(c, err.status, message, err.field ? { [err.field]: message } : undefined);
    }
    if (err instanceof PricingRefusedError) {
      const message = pricingMessage(lang(c), err.error);
      return fail(c, 422, message, { packages: message });
    }
    if (err instanceof BadRequestError) return fail(c, err.status, err.message, err.errors);
    throw err;
  });
  return app;
}

function lang(c: Context<AppEnv>): Language {
  return c.get('lang') ?? 'en';
}

function accessToken(c: Context<AppEnv>): string | null {
  const header = c.req
    .header('Authorization')
    ?.replace(/^Bearer\s+/i, '')
    .trim();
  return header || c.req.query('access_token') || null;
}

/**
 * The hold body with the spec's own messages (booking §5 "Locking a booking requires…"): the message is
 * the field's text alone ('adult format is wrong'), whatever rule of that field failed.
 */
const HOLD_FIELD_MESSAGES: Record<string, string> = {
  date: 'date format is wrong',
  restaurantId: 'restaurantId format is wrong',
  startTime: 'startTime format is wrong',
  adult: 'adult format is wrong',
  kids: 'kids format is wrong',
};

async function parseHoldBody(c: Context<AppEnv>): Promise<z.infer<typeof temporaryReservationRequestSchema>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new BadRequestError('Request body must be valid JSON', undefined, 400);
  }
  const result = temporaryReservationRequestSchema.safeParse(toCamelKeys(raw));
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String);
    const field =
      path[0] === 'reservation'
        ? (path[1] ?? 'date')
        : path[0] === 'packages'
          ? 'packages'
          : (path[0] ?? 'date');
    const text =
      field === 'packages' ? 'packages format is wrong' : (HOLD_FIELD_MESSAGES[field] ?? issue.message);
    errors[path.join('.') || field] ??= text;
  }
  const first = Object.values(errors)[0] ?? 'date format is wrong';
  throw new BadRequestError(first, errors);
}
