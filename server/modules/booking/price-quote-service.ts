import type { PriceQuote, PriceQuoteRequest } from '@/contract/price-quote';
import type { Language } from '@/contract/envelope';
import { deliveryFee } from '@/domain/pricing/delivery-fee';
import type { ServerContext } from '../../context';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth';
import { ratioFor, redemptionAmount, redemptionAmountBeforeLock, spendableBalance } from '../loyalty/redemption-service';
import { asCurrency, toMoney } from '../catalogue/money';
import { normalizeCodes, paymentKind, vouchersBeforeLock } from '../vouchers/voucher-service';
import { POINTS_MARKER } from '@/domain/loyalty/points-redemption';
import { findRestaurant, packagesOf, type PackageRow } from './booking-repo';
import { deliveryDistanceKm } from './delivery-distance';
import { pricePackages } from './reservation-pricing';
import { resolveServiceType } from './service-type';

/**
 * POST /reservations/price_quote.json (decision 0022): the selection priced by pricePackages, the same
 * call the reservation charges with, in the restaurant's currency and the caller's language. The booking
 * flow shows only this. A delivery's fee is the shared tier of the straight-line distance to `location`
 * (none yet: no fee); outside the area the fee is 0 and `outOfDeliveryArea` says so (the reservation
 * refuses it). Unknown restaurant: 404; a package not of this restaurant: 422 as in a reservation.
 */
export async function priceQuote(
  ctx: ServerContext,
  body: PriceQuoteRequest,
  lang: Language,
  user: AuthUser | null = null,
): Promise<PriceQuote> {
  if (body.redeemedPoints > 0 && !user) throw new AppError(422, 'pointsNeedMember', {}, { field: 'redeemedPoints' });
  const restaurant = await findRestaurant(ctx.db, body.restaurantId);
  if (!restaurant || !restaurant.isActive) throw new AppError(404, 'restaurantNotFound');
  const ids = [...new Set(body.packages.map((p) => p.id))];
  const rows = await packagesOf(ctx.db, restaurant.id, ids);
  const byId = new Map(rows.map((p) => [p.id, p]));
  const packages: PackageRow[] = [];
  for (const id of ids) {
    const pkg = byId.get(id);
    if (!pkg) throw new AppError(422, 'packageNotFound', { packageId: id }, { field: 'packages' });
    packages.push(pkg);
  }

  const currency = asCurrency(restaurant.currency);
  const serviceType = resolveServiceType(packages, body.serviceType ?? null, lang);
  let feeMinor = 0;
  let outOfDeliveryArea = false;
  if (serviceType === 'delivery' && body.location) {
    const fee = deliveryFee(deliveryDistanceKm(restaurant, body.location), currency);
    if (fee.deliverable) feeMinor = fee.feeMinor;
    else outOfDeliveryArea = true;
  }

  const { priced } = await pricePackages(
    ctx.db,
    packages,
    body.packages,
    { adult: body.adult, kids: body.kids },
    feeMinor,
    currency,
    lang,
  );
  // Points as the reservation will take them: the same ratio row, rule and (unlocked) balance.
  let redeemedMinor = 0;
  if (body.redeemedPoints > 0 && user) {
    const ratio = await ratioFor(ctx.db, body.adaptivePointsRatioId, currency);
    redemptionAmountBeforeLock(user, body.redeemedPoints, ratio, priced.totalMinor, 'redeemedPoints');
    const balance = await spendableBalance(ctx.db, user.id, ctx.now?.() ?? new Date());
    redeemedMinor = redemptionAmount(body.redeemedPoints, balance, ratio, priced.totalMinor, 'redeemedPoints');
  }
  // Vouchers as the reservation will take them (without points: the two do not go together).
  const vouchers =
    redeemedMinor > 0
      ? null
      : await vouchersBeforeLock(
          ctx.db,
          normalizeCodes(body.voucherCodes ?? [], POINTS_MARKER),
          {
            restaurantId: restaurant.id,
            currency,
            totalMinor: priced.totalMinor,
            packageTypes: packages.map((p) => p.typeCode),
            serviceType,
            paymentType: paymentKind(body.paymentType, body.ccNumber ?? null),
            ccNumber: body.ccNumber ?? null,
            userId: user?.id ?? null,
            email: user?.email ?? null,
          },
          priced.totalMinor,
          ctx.now?.() ?? new Date(),
          'voucherCodes',
        );
  const voucherMinor = vouchers?.discountMinor ?? 0;
  const money = (minor: number) => toMoney(minor, currency, lang);
  return {
    lines: priced.lines.map((line) => ({
      restaurantPackageId: line.packageId,
      name: line.name,
      quantity: line.quantity,
      basis: line.basis,
      unitPrice: money(line.unitPriceMinor),
      adultsTotal: money(line.basis === 'per_head' ? line.totalMinor - line.kidsTotalMinor : 0),
      kidsTotal: money(line.kidsTotalMinor),
      total: money(line.totalMinor),
      menus: line.menus.map((m) => ({ id: m.id, name: m.name, quantity: m.quantity, total: money(m.totalMinor) })),
    })),
    subtotal: money(priced.subtotalMinor),
    deliveryFee: money(priced.deliveryFeeMinor),
    redeemedPoints: redeemedMinor > 0 ? body.redeemedPoints : 0,
    pointsDiscount: money(redeemedMinor),
    voucherDiscount: money(voucherMinor),
    total: money(priced.totalMinor - redeemedMinor - voucherMinor),
    outOfDeliveryArea,
  };
}
