import { Hono } from 'hono';
import { API_PREFIX } from '@/contract/envelope';
import * as voucherGroupOrders from '@/contract/endpoints/voucher-group-orders';
import type { AppEnv } from '../../context';
import { mount, mountRaw } from '../../http/mount';
import { limitsGuard } from '../../http/rate-limit';
import type { PaymentsModule } from '../payments/payments-module';
import { RESTAURANT_VOUCHER_BUY_LIMITS } from '../restaurant-vouchers/routes';
import {
  buyVoucherGroup,
  completeVoucherGroupReturn,
  readVoucherGroupOrder,
  voucherGroupChargeOwner,
} from './voucher-group-order-service';

/**
 * Buying a voucher group (docs/decisions/0051-voucher-group-purchase.md). Making the routes registers their
 * charges with the payments module, so its webhooks and sweeper settle them too. Each purchase opens a
 * charge at the gateway, so buying is limited per client as restaurant vouchers are.
 */
export function createVoucherGroupOrderRoutes(module: PaymentsModule): Hono<AppEnv> {
  const { deps } = module;
  const { ctx } = deps;
  if (!deps.chargeOwners.some((o) => o.kind === 'voucher-group-orders')) deps.chargeOwners.push(voucherGroupChargeOwner(deps));
  const app = new Hono<AppEnv>();

  mount(
    app,
    ctx,
    voucherGroupOrders.buyVoucherGroup,
    async ({ body, user, lang }) => ({
      data: await buyVoucherGroup(deps, { userId: user.id, email: user.email, request: body, lang }),
    }),
    { guard: limitsGuard(ctx, 'voucherGroup.buy', RESTAURANT_VOUCHER_BUY_LIMITS) },
  );

  mount(app, ctx, voucherGroupOrders.voucherGroupOrder, async ({ params, user, lang, c }) => {
    c.header('Cache-Control', 'no-store');
    return { data: await readVoucherGroupOrder(deps, user.id, params.encryptedId, lang) };
  });

  mountRaw(
    app,
    voucherGroupOrders.voucherGroupPaymentComplete,
    async (c) => c.redirect(await completeVoucherGroupReturn(deps, c.req.param('paymentId') ?? ''), 303),
    { under: API_PREFIX },
  );

  return app;
}
