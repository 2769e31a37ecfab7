import type { Language } from '@/contract/envelope';
import type { VoucherValidationAnswer } from '@/contract/vouchers';
import type { voucherValidationSchema } from '@/contract/vouchers';
import type { z } from 'zod';
import { POINTS_MARKER } from '@/domain/loyalty/points-redemption';
import type { ServerContext } from '../../context';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth';
import { translate } from '../../messages/messages';
import { asCurrency } from '../catalogue/money';
import { findRestaurant, packagesOf } from '../booking/booking-repo';
import { nowOf } from '../booking/booking-time';
import { priceQuote } from '../booking/price-quote-service';
import { resolveServiceType } from '../booking/service-type';
import { findByCodes } from './voucher-repo';
import {
  calculation,
  checkVouchers,
  combine,
  discountsOf,
  normalizeCodes,
  paymentKind,
  reasonMessage,
  voucherView,
} from './voucher-service';

type ValidationBody = z.output<typeof voucherValidationSchema>;

/**
 * POST /vouchers/validate: the code added to the codes already applied, the list combined by the shared
 * rule, the booking priced by the server (the caller's fee and totals are never read), each voucher
 * checked for this diner. A refused new code answers 422 with its reason and the list, flagged.
 */
export async function validateVouchers(
  ctx: ServerContext,
  body: ValidationBody,
  user: AuthUser | null,
  lang: Language,
): Promise<VoucherValidationAnswer & { message: string }> {
  // A guest is known by e-mail and phone (uses per diner are counted by e-mail).
  if (!user) {
    if (!body.phone?.trim()) throw new AppError(422, 'voucherGuestPhone', {}, { field: 'phone' });
    if (!body.email?.trim()) throw new AppError(422, 'voucherGuestEmail', {}, { field: 'email' });
  }
  const now = nowOf(ctx);
  const code = body.voucherCode;
  const applied = normalizeCodes(body.appliedCodes, POINTS_MARKER);
  if (applied.includes(code)) throw new AppError(422, 'voucherAlreadyInserted', {}, { field: 'voucherCode' });

  const rows = await findByCodes(ctx.db, [...applied, code]);
  const added = rows.find((r) => r.code === code);
  if (!added) throw new AppError(422, 'voucherNotFound', {}, { field: 'voucherCode' });
  const list = combine(
    rows.filter((r) => r.code !== code),
    added,
  );

  const restaurant = await findRestaurant(ctx.db, body.restaurantId);
  if (!restaurant || !restaurant.isActive) throw new AppError(404, 'restaurantNotFound');
  const asked = body.serviceType === 'pick_up' || body.serviceType === 'delivery' ? body.serviceType : null;
  const quote = await priceQuote(
    ctx,
    {
      restaurantId: restaurant.id,
      adult: body.adult,
      kids: body.kids,
      packages: body.packages,
      serviceType: asked,
      location: body.location ?? null,
      redeemedPoints: 0,
    },
    lang,
  );
  const packageRows = await packagesOf(ctx.db, restaurant.id, [...new Set(body.packages.map((p) => p.id))]);
  const currency = asCurrency(restaurant.currency);
  const totalMinor = Math.round(quote.total.amount * 100);
  const ccNumber = body.ccNumber ?? null;

  const checked = await checkVouchers(
    ctx.db,
    list,
    {
      restaurantId: restaurant.id,
      currency,
      totalMinor,
      packageTypes: packageRows.map((p) => p.typeCode),
      serviceType: resolveServiceType(packageRows, asked, lang),
      paymentType: paymentKind(body.paymentType, ccNumber),
      ccNumber,
      userId: user?.id ?? null,
      email: user ? user.email : (body.email?.trim() ?? null),
    },
    now,
  );
  const used = discountsOf(checked, totalMinor);
  const data = checked.map((c) =>
    voucherView(c.row, lang, now, {
      amountMinor: used.find((u) => u.id === c.row.id)?.amountMinor ?? 0,
      reason: c.reason,
    }),
  );
  const meta = { calculate: calculation(used, totalMinor, currency, lang) };
  const refused = checked.find((c) => c.row.code === code && c.reason != null);
  if (refused?.reason) {
    throw new AppError(
      422,
      'voucherInactive',
      {},
      {
        field: 'voucherCode',
        said: reasonMessage(refused.reason, refused.row, lang),
        data,
        meta,
      },
    );
  }
  return { data, meta, message: translate(lang, 'voucherApplied') };
}
