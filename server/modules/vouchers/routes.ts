import { Hono } from 'hono';
import * as vouchers from '@/contract/endpoints/vouchers';
import type { AppEnv, ServerContext } from '../../context';
import { mount } from '../../http/mount';
import { limitsGuard } from '../../http/rate-limit';
import {
  listMemberVouchers,
  listVoucherGroups,
  voucherGroupWithVouchers,
  voucherIntro,
} from './member-vouchers-service';
import { validateVouchers } from './validation-service';

/**
 * A diner tries a few codes per booking; this is far above that and still stops a script from guessing
 * codes or probing a voucher's limits (counted per client and per address, before any work).
 */
export const VOUCHER_VALIDATION_LIMITS = { perClient: 30, perAddress: 120, windowSeconds: 10 * 60 } as const;

/** Vouchers (docs/decisions/0037-vouchers.md). */
export function createVoucherRoutes(ctx: ServerContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  const limit = limitsGuard(ctx, 'voucher.validate', VOUCHER_VALIDATION_LIMITS);
  mount(
    app,
    ctx,
    vouchers.validateVoucher,
    async ({ body, user, lang }) => validateVouchers(ctx, body, user, lang),
    {
      guard: limit,
    },
  );

  mount(app, ctx, vouchers.memberVouchers, async ({ user, query, lang, c }) =>
    listMemberVouchers(ctx, user, query, lang, c.req.url),
  );

  mount(app, ctx, vouchers.voucherIntros, async ({ lang }) => ({ data: await voucherIntro(ctx, lang) }));
  mount(app, ctx, vouchers.voucherGroups, async ({ lang }) => ({ data: await listVoucherGroups(ctx, lang) }));
  mount(app, ctx, vouchers.voucherGroup, async ({ params, lang }) => ({
    data: await voucherGroupWithVouchers(ctx, params.id, lang),
  }));

  return app;
}
