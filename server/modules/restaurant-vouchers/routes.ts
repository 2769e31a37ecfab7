import { Hono } from 'hono';
import { API_PREFIX } from '@/contract/envelope';
import * as restaurantVouchers from '@/contract/endpoints/restaurant-vouchers';
import type { AppEnv } from '../../context';
import { mount, mountRaw } from '../../http/mount';
import { limitsGuard } from '../../http/rate-limit';
import type { PaymentsModule } from '../payments/payments-module';
import {
  buyRestaurantVouchers,
  completeRestaurantVoucherReturn,
  listOffers,
  readRestaurantVoucherOrder,
  restaurantVoucherChargeOwner,
} from './restaurant-voucher-service';

/** Each purchase opens a charge at the gateway: a few orders per client per window. */
export const RESTAURANT_VOUCHER_BUY_LIMITS = { perClient: 10, perAddress: 40, windowSeconds: 10 * 60 } as const;

/**
 * Restaurant vouchers (docs/decisions/0046-restaurant-vouchers.md). Making the routes registers their
 * charges with the payments module, so its webhooks and sweeper settle them too.
 */
export function createRestaurantVoucherRoutes(module: PaymentsModule): Hono<AppEnv> {
  const { deps } = module;
  const { ctx } = deps;
  if (!deps.chargeOwners.some((o) => o.kind === 'restaurant-vouchers'))
    deps.chargeOwners.push(restaurantVoucherChargeOwner(deps));
  const app = new Hono<AppEnv>();

  mount(app, ctx, restaurantVouchers.restaurantVoucherOffers, async ({ params, lang, c }) => {
    c.header('Cache-Control', 'public, max-age=60');
    return { data: await listOffers(ctx, params.restaurantName, lang) };
  });

  mount(
    app,
    ctx,
    restaurantVouchers.buyRestaurantVouchers,
    async ({ body, user, lang }) => ({
      data: await buyRestaurantVouchers(deps, { userId: user.id, email: user.email, request: body, lang }),
    }),
    { guard: limitsGuard(ctx, 'restaurantVoucher.buy', RESTAURANT_VOUCHER_BUY_LIMITS) },
  );

  mount(app, ctx, restaurantVouchers.restaurantVoucherOrder, async ({ params, user, lang, c }) => {
    c.header('Cache-Control', 'no-store');
    return { data: await readRestaurantVoucherOrder(deps, user.id, params.orderId, lang) };
  });

  mountRaw(
    app,
    restaurantVouchers.restaurantVoucherPaymentComplete,
    async (c) => c.redirect(await completeRestaurantVoucherReturn(deps, c.req.param('paymentId') ?? ''), 303),
    { under: API_PREFIX },
  );

  return app;
}
