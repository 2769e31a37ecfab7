import { Hono, type Context } from 'hono';
import { startPaymentRequestSchema } from '@/contract/payments';
import type { Language } from '@/contract/envelope';
import type { AppEnv } from '../../context';
import { idempotent } from '../../http/idempotency';
import { fail, ok, parseBody } from '../../http/respond';
import { createLandingRoutes } from './landing-routes';
import { PaymentError, paymentMessage } from './payment-errors';
import { completeReturn, handleWebhook, refreshPayment, startPayment } from './payment-service';
import type { PaymentsModule } from './payments-module';

/**
 * Payment calls, mounted at /api/v5:
 * - POST /reservations/{encryptedId}/payments — start paying (card token / saved card, PromptPay, wallet)
 * - GET  /payments/{paymentId}                — the payment as it is now (re-fetched while pending)
 * - GET  /payments/{paymentId}/complete       — the gateway's return_uri: re-fetch, then 303 to the
 *                                               payment-success / payment-failed page
 * - POST /payments/{paymentId}/complete       — the same, for GB Prime Pay (it POSTs the payer back)
 * - GET  /payments/gbprimepay/3ds/{gbpRef}    — GB Prime Pay: the form that starts its 3-D Secure
 * - POST /payments/webhooks                   — signed gateway events (GB: our signature on the URL)
 * - GET  /reservations/{encryptedId}/landing.json — the landing pages' data (landing-routes.ts)
 */
export function createPaymentRoutes(module: PaymentsModule): Hono<AppEnv> {
  const { deps } = module;
  const app = new Hono<AppEnv>();
  const lang = (c: Context<AppEnv>): Language => c.get('lang');

  const guard = async (c: Context<AppEnv>, run: () => Promise<Response>): Promise<Response> => {
    try {
      return await run();
    } catch (err) {
      if (err instanceof PaymentError)
        return fail(c, err.status, paymentMessage(lang(c), err.key, err.params));
      throw err;
    }
  };

  app.post(
    '/reservations/:encryptedId/payments',
    idempotent(deps.ctx, 'POST /reservations/{id}/payments'),
    (c) =>
      guard(c, async () => {
        const request = await parseBody(c, startPaymentRequestSchema);
        // Members (saved cards) come with the accounts issue: no user yet.
        return ok(
          c,
          await startPayment(deps, { encryptedId: c.req.param('encryptedId'), request, userId: null }),
        );
      }),
  );

  app.get('/payments/:paymentId', (c) =>
    guard(c, async () => {
      const { payment, reservation } = await refreshPayment(deps, c.req.param('paymentId'));
      c.header('Cache-Control', 'no-store');
      return ok(c, {
        paymentId: payment.publicId,
        status: payment.status,
        method: payment.method,
        reservationStatus: reservation.status,
        encryptedReservationId: reservation.encryptedId,
        expiresAt: payment.expiresAt?.toISOString() ?? null,
      });
    }),
  );

  app.get('/payments/:paymentId/complete', (c) =>
    guard(c, async () => c.redirect(await completeReturn(deps, c.req.param('paymentId')), 303)),
  );
  // GB Prime Pay sends the payer back by POSTing a form to the return URI: same re-fetch, same redirect.
  if (module.gbPrimePay)
    app.post('/payments/:paymentId/complete', (c) =>
      guard(c, async () => c.redirect(await completeReturn(deps, c.req.param('paymentId')), 303)),
    );

  // GB Prime Pay's 3-D Secure starts with a form the payer's browser posts to GB (gbprimepay-gateway.ts).
  const gb = module.gbPrimePay;
  if (gb)
    app.get('/payments/gbprimepay/3ds/:gbpReferenceNo', (c) => {
      const page = gb.secureFormPage(c.req.param('gbpReferenceNo'));
      if (!page) return c.text('Not found', 404);
      c.header('Content-Security-Policy', page.csp);
      c.header('Cache-Control', 'no-store');
      c.header('Referrer-Policy', 'no-referrer');
      return c.html(page.html);
    });

  // The landing pages' read (landing-routes.ts).
  app.route('/', createLandingRoutes(module));

  app.post('/payments/webhooks', async (c) => {
    const rawBody = await c.req.text();
    const answer = await handleWebhook(deps, {
      rawBody,
      headers: (name) => c.req.header(name),
      query: (name) => c.req.query(name),
    });
    return c.json(answer.body, answer.status);
  });

  return app;
}
