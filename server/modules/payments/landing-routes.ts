import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { fail, ok } from '../../http/respond';
import { reservationLanding } from './landing-service';
import { PaymentError, paymentMessage } from './payment-errors';
import type { PaymentsModule } from './payments-module';

/**
 * GET /reservations/{encryptedId}/landing.json — the landing pages' data (src/contract/landing.ts).
 * Mounted inside the payments routes; the booking routes' /reservations/{id}.json (one segment) never
 * sees this path. Not cached: the status and the QR change while the diner looks.
 */
export function createLandingRoutes(module: PaymentsModule): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/reservations/:encryptedId/landing.json', async (c) => {
    const lang = c.get('lang') ?? 'en';
    c.header('Cache-Control', 'no-store');
    try {
      return ok(c, await reservationLanding(module.deps.ctx, c.req.param('encryptedId'), lang));
    } catch (err) {
      if (err instanceof PaymentError) return fail(c, err.status, paymentMessage(lang, err.key, err.params));
      throw err;
    }
  });
  return app;
}
