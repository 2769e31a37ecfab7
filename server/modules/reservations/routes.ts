import { Hono } from 'hono';
import * as history from '@/contract/endpoints/reservation-history';
import type { AppEnv } from '../../context';
import { mount } from '../../http/mount';
import type { PaymentsDeps } from '../payments/payment-service';
import { cancelReservation } from './cancel-service';
import { listReservations } from './history-service';

/** The member's reservation history and cancelling (docs/decisions/0027-reservation-history.md). */
export function createReservationHistoryRoutes(deps: PaymentsDeps): Hono<AppEnv> {
  const { ctx } = deps;
  const app = new Hono<AppEnv>();

  mount(app, ctx, history.memberReservations, async ({ user, query, lang, c }) =>
    listReservations(ctx, user, query, lang, c.req.url, ctx.now?.() ?? new Date()),
  );

  mount(app, ctx, history.cancelReservation, async ({ user, params, lang, say }) => ({
    data: await cancelReservation(deps, user, params.encryptedId, lang),
    message: say('reservationCancelled'),
  }));

  return app;
}
