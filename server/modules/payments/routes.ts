import { Hono } from 'hono';
import { API_PREFIX } from '@/contract/envelope';
import type { ReservationStatus } from '@/contract/booking-constants';
import * as payments from '@/contract/endpoints/payments';
import type { ChargeStatus, PaymentMethod } from '@/contract/payments';
import type { AppEnv } from '../../context';
import { mount, mountRaw } from '../../http/mount';
import { reservationLanding } from './landing-service';
import { completeReturn, handleWebhook, refreshPayment, startPayment } from './payment-service';
import type { PaymentsModule } from './payments-module';

/**
 * Paying a reservation, its status, the landing pages' data, the gateway's return and its webhooks
 * (src/contract/endpoints/payments.ts). Routed at API_PREFIX.
 */
export function createPaymentRoutes(module: PaymentsModule): Hono<AppEnv> {
  const { deps } = module;
  const { ctx } = deps;
  const app = new Hono<AppEnv>();

  mount(app, ctx, payments.startPayment, async ({ params, body, user }) => ({
    data: await startPayment(deps, {
      encryptedId: params.encryptedId,
      request: body,
      userId: user?.id ?? null,
      email: user?.email ?? null,
    }),
  }));

  mount(app, ctx, payments.paymentStatus, async ({ params, c }) => {
    const { payment, reservation } = await refreshPayment(deps, params.paymentId);
    c.header('Cache-Control', 'no-store');
    return {
      data: {
        paymentId: payment.publicId,
        // Columns are text; the rows only ever hold the contract's values (written by this module).
        status: payment.status as ChargeStatus,
        method: payment.method as PaymentMethod,
        reservationStatus: reservation.status as ReservationStatus,
        encryptedReservationId: reservation.encryptedId,
        expiresAt: payment.expiresAt?.toISOString() ?? null,
      },
    };
  });

  // Not cached: the status and the QR change while the diner looks.
  mount(app, ctx, payments.reservationLanding, async ({ params, lang, c }) => {
    c.header('Cache-Control', 'no-store');
    return { data: await reservationLanding(ctx, params.encryptedId, lang) };
  });

  const under = { under: API_PREFIX };
  mountRaw(app, payments.paymentComplete, async (c) => c.redirect(await completeReturn(deps, c.req.param('paymentId') ?? ''), 303), under);

  const gb = module.gbPrimePay;
  if (gb) {
    mountRaw(app, payments.paymentCompletePost, async (c) => c.redirect(await completeReturn(deps, c.req.param('paymentId') ?? ''), 303), under);
    mountRaw(
      app,
      payments.gbPrimePaySecureForm,
      (c) => {
        const page = gb.secureFormPage(c.req.param('gbpReferenceNo') ?? '');
        if (!page) return c.text('Not found', 404);
        c.header('Content-Security-Policy', page.csp);
        c.header('Cache-Control', 'no-store');
        c.header('Referrer-Policy', 'no-referrer');
        return c.html(page.html);
      },
      under,
    );
  }

  mountRaw(
    app,
    payments.paymentWebhooks,
    async (c) => {
      const answer = await handleWebhook(deps, {
        rawBody: await c.req.text(),
        headers: (name) => c.req.header(name),
        query: (name) => c.req.query(name),
      });
      return c.json(answer.body, answer.status);
    },
    under,
  );

  return app;
}
