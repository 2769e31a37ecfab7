import { Hono } from 'hono';
import { API_PREFIX } from '@/contract/envelope';
import * as tickets from '@/contract/endpoints/package-tickets';
import { ticketRedeemRequestSchema } from '@/contract/package-tickets';
import type { AppEnv } from '../../context';
import { AppError } from '../../http/app-error';
import { mount, mountRaw } from '../../http/mount';
import { limitsGuard } from '../../http/rate-limit';
import { translate } from '../../messages/messages';
import { isOperator } from '../loyalty/routes';
import type { PaymentsModule } from '../payments/payments-module';
import { buyTickets, completeTicketReturn, readOrder, redeemTicket, ticketChargeOwner } from './ticket-service';

/** Buying tickets consumes the restaurant's stock and opens charges: a few orders per client per window. */
export const TICKET_BUY_LIMITS = { perClient: 10, perAddress: 40, windowSeconds: 10 * 60 } as const;

/**
 * Package tickets (docs/decisions/0038-package-tickets.md). Making the routes registers the tickets'
 * charges with the payments module, so its webhooks and sweeper settle them too.
 */
export function createPackageTicketRoutes(module: PaymentsModule): Hono<AppEnv> {
  const { deps } = module;
  const { ctx } = deps;
  if (!deps.chargeOwners.some((o) => o.kind === 'package-tickets')) deps.chargeOwners.push(ticketChargeOwner(deps));
  const app = new Hono<AppEnv>();

  mount(
    app,
    ctx,
    tickets.buyTickets,
    async ({ body, user, lang }) => ({
      data: await buyTickets(deps, { userId: user.id, email: user.email, request: body, lang }),
    }),
    { guard: limitsGuard(ctx, 'ticket.buy', TICKET_BUY_LIMITS) },
  );

  mount(app, ctx, tickets.ticketOrder, async ({ params, user, lang, c }) => {
    c.header('Cache-Control', 'no-store');
    return { data: await readOrder(deps, user.id, params.orderId, lang) };
  });

  const under = { under: API_PREFIX };
  mountRaw(
    app,
    tickets.ticketPaymentComplete,
    async (c) => c.redirect(await completeTicketReturn(deps, c.req.param('paymentId') ?? ''), 303),
    under,
  );

  mountRaw(
    app,
    tickets.redeemTicket,
    async (c) => {
      if (!isOperator(c.req.header('Authorization'), ctx.config.operatorSecret)) throw new AppError(404, 'notFound');
      let json: unknown;
      try {
        json = await c.req.json();
      } catch {
        throw new AppError(404, 'ticketNotFound');
      }
      const parsed = ticketRedeemRequestSchema.safeParse(json);
      if (!parsed.success) throw new AppError(404, 'ticketNotFound');
      const lang = c.get('lang');
      const done = await redeemTicket(ctx, parsed.data.code, lang);
      c.header('Cache-Control', 'no-store');
      return c.json({ success: true, message: translate(lang, 'ticketRedeemed'), data: done });
    },
    under,
  );

  return app;
}
