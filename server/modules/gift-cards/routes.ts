import { Hono } from 'hono';
import { API_PREFIX } from '@/contract/envelope';
import * as giftCards from '@/contract/endpoints/gift-cards';
import type { AppEnv } from '../../context';
import { mount, mountRaw } from '../../http/mount';
import { limitsGuard } from '../../http/rate-limit';
import type { PaymentsModule } from '../payments/payments-module';
import { buyGiftCard, completeGiftCardReturn, giftCardChargeOwner, readGiftCardOrder } from './gift-card-service';

/** Each purchase opens a charge at the gateway: a few orders per client per window. */
export const GIFT_CARD_BUY_LIMITS = { perClient: 10, perAddress: 40, windowSeconds: 10 * 60 } as const;

/**
 * Gift cards (docs/decisions/0043-gift-cards.md). Making the routes registers the gift card charges with
 * the payments module, so its webhooks and sweeper settle them too.
 */
export function createGiftCardRoutes(module: PaymentsModule): Hono<AppEnv> {
  const { deps } = module;
  const { ctx } = deps;
  if (!deps.chargeOwners.some((o) => o.kind === 'gift-cards')) deps.chargeOwners.push(giftCardChargeOwner(deps));
  const app = new Hono<AppEnv>();

  mount(
    app,
    ctx,
    giftCards.buyGiftCard,
    async ({ body, user, lang }) => ({
      data: await buyGiftCard(deps, { userId: user.id, email: user.email, name: user.name, request: body, lang }),
    }),
    { guard: limitsGuard(ctx, 'giftCard.buy', GIFT_CARD_BUY_LIMITS) },
  );

  mount(app, ctx, giftCards.giftCardOrder, async ({ params, user, lang, c }) => {
    c.header('Cache-Control', 'no-store');
    return { data: await readGiftCardOrder(deps, user.id, params.orderId, lang) };
  });

  mountRaw(
    app,
    giftCards.giftCardPaymentComplete,
    async (c) => c.redirect(await completeGiftCardReturn(deps, c.req.param('paymentId') ?? ''), 303),
    { under: API_PREFIX },
  );

  return app;
}
