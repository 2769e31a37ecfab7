import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ReservationRequest, Reservation } from '@/contract/booking';
import type { ReservationStatus } from '@/contract/booking-constants';
import { POINTS_MARKER } from '@/domain/loyalty/points-redemption';
import type { Language } from '@/contract/envelope';
import { addressDetailText } from '@/domain/booking/address-detail';
import { memberContact } from '@/domain/booking/member-contact';
import { REFERENCE_BYTES, referenceFromBytes } from '@/domain/booking/booking-reference';
import { deliveryFee } from '@/domain/pricing/delivery-fee';
import type { PricedBookingLine } from '@/domain/pricing/price-booking';
import type { ServerContext } from '../../context';
import { users } from '../../db/schema/accounts';
import type { AuthUser } from '../../http/auth';
import { withSavedAddress } from '../addresses/saved-delivery-address';
import { asCurrency, toMoney } from '../catalogue/money';
import { AppError } from '../../http/app-error';
import {
  insertRedeemed,
  lockedSpendableBalance,
  ratioFor,
  redemptionAmount,
  redemptionAmountBeforeLock,
  type RatioRow,
} from '../loyalty/redemption-service';
import { normalizeCodes, paymentKind, vouchersBeforeLock, vouchersUnderLock, type AppliedVouchers } from '../vouchers/voucher-service';
import { insertRedemptions } from '../vouchers/voucher-repo';
import { ownsHold } from './hold-service';
import { localizedName } from './booking-names';
import { prepareBooking, type PreparedBooking } from './booking-prepare';
import { findRestaurant, type PackageRow } from './booking-repo';
import { nowOf } from './booking-time';
import { reservationRecord, reservationView } from './reservation-view';
import {
  findCorporateEvent,
  findReservation,
  insertReservation,
  lockLiveHold,
  markHoldConverted,
  occasionExists,
  referenceTaken,
  type HoldRow,
  type LineInsert,
  type ReservationRow,
} from './reservation-repo';
import { deliveryDistanceKm } from './delivery-distance';
import { pricePackages } from './reservation-pricing';
import { resolveServiceType } from './service-type';
import { withSeats } from './seat-claims';
import { trackingColumns } from '../tracking/reservation-tracking';
import { recordRwgConversion } from '../tracking/rwg-conversion';
import { insertClaims, releaseHoldClaims, type Tx } from './seat-repo';

type ServiceType = Reservation['serviceType'];

/** ≥128 random bits, URL- and Firebase-key-safe (base64url has no . $ # [ ] /). */
export function unguessableId(): string {
  return randomBytes(18).toString('base64url');
}

/** How many random references are drawn before giving up (each is taken with odds below 1 in 10⁵). */
const REFERENCE_DRAWS = 5;

/**
 * A booking reference nobody has yet (tests/server/booking/confirmation.test.ts). 40 random bits make a
 * clash rare; the look-up makes it harmless, and the unique index catches two bookings drawing the same
 * free one at the same instant.
 */
export async function freshReference(
  db: ServerContext['db'],
  draw: () => Uint8Array = () => randomBytes(REFERENCE_BYTES),
): Promise<string> {
  for (let i = 0; i < REFERENCE_DRAWS; i++) {
    const reference = referenceFromBytes(draw());
    if (!(await referenceTaken(db, reference))) return reference;
  }
  throw new Error(`no free booking reference in ${REFERENCE_DRAWS} draws`);
}

/**
 * POST /reservations.json (tests/server/booking/reservations.test.ts): checks who books,
 * the corporate event, the date/time/packages, prices the selection with the shared pricing rules
 * (the client's numbers are never trusted), works out delivery, then in one locked transaction turns
 * the diner's matching live hold into the reservation's claims — or claims the seats itself — and
 * writes the reservation. The outcome is published to reservations/{firebaseKey}.
 */
export async function createReservation(
  ctx: ServerContext,
  body: ReservationRequest,
  lang: Language,
  user: AuthUser | null = null,
): Promise<Reservation> {
  // Points are a member's: a guest asking for them is told so before anything else is worked out.
  if (body.reservation.redeemedPoints > 0 && !user)
    throw new AppError(422, 'pointsNeedMember', {}, { field: 'reservation.redeemedPoints' });
  const guest = await whoBooks(ctx, body, user);
  const now = nowOf(ctx);
  const r = body.reservation;

  const prepared = await prepareBooking(
    ctx,
    {
      restaurantId: r.restaurantId,
      date: r.date,
      startTime: r.startTime,
      adult: r.adult,
      kids: r.kids,
      packageIds: body.packages.map((p) => p.id),
    },
    now,
    lang,
  );
  const { restaurant } = prepared;
  await checkCorporateEvent(ctx, body.corporateEventId, restaurant.id, prepared.packages, lang);
  if (r.diningOccasionId != null && !(await occasionExists(ctx.db, r.diningOccasionId)))
    throw new AppError(422, 'occasionNotFound', {}, { field: 'reservation.diningOccasionId' });
  if (body.bigGroup && !restaurant.isEnableBigGroup)
    throw new AppError(422, 'bigGroupDisabled', {}, { field: 'bigGroup' });

  const serviceType = resolveServiceType(prepared.packages, r.serviceType ?? null, lang);
  const currency = asCurrency(restaurant.currency);
  const delivery = resolveDelivery(await withSavedAddress(ctx, body, serviceType, user), serviceType, restaurant, currency);

  const { priced, rows: pricingRows } = await pricePackages(
    ctx.db,
    prepared.packages,
    body.packages,
    { adult: r.adult, kids: r.kids },
    delivery.feeMinor,
    currency,
    lang,
  );
  const byId = new Map(prepared.packages.map((p) => [p.id, p]));
  // Points: the amount is ours (ratio row + shared rule); the client's redeemedAmount is never read.
  const ratio = r.redeemedPoints > 0 ? await ratioFor(ctx.db, r.adaptivePointsRatioId, currency) : null;
  const redeemedMinor = ratio
    ? redemptionAmountBeforeLock(user, r.redeemedPoints, ratio, priced.totalMinor, 'reservation.redeemedPoints')
    : 0;
  // Vouchers: checked and priced by the server (decision 0037); with points the code is the points marker.
  const vouchers = ratio
    ? null
    : await vouchersBeforeLock(
        ctx.db,
        normalizeCodes([...(r.voucherCodes ?? []), r.voucherCode], POINTS_MARKER),
        {
          restaurantId: restaurant.id,
          currency,
          totalMinor: priced.totalMinor,
          packageTypes: prepared.packages.map((p) => p.typeCode),
          serviceType,
          paymentType: paymentKind(body.paymentType, r.ccNumber ?? null),
          ccNumber: r.ccNumber ?? null,
          userId: user?.id ?? null,
          email: user ? user.email : guest.email,
        },
        priced.totalMinor,
        now,
        'reservation.voucherCode',
      );
  const toPayMinor = priced.totalMinor - redeemedMinor - (vouchers?.discountMinor ?? 0);
  // The total the diner was shown (the price quote, points taken off) must be the one charged, to the satang.
  if (body.expectedTotal != null && Math.round(body.expectedTotal * 100) !== toPayMinor)
    throw new AppError(409, 'priceChanged', { total: toMoney(toPayMinor, currency, lang).format }, { field: 'expectedTotal' });

  // A booking its vouchers pay in full has nothing left to charge (a gateway cannot charge 0).
  const prepaid = prepared.packages.some((p) => p.requiresPrepayment) && toPayMinor > 0;
  const status: ReservationStatus = body.bigGroup
    ? 'pending_confirmation'
    : prepaid
      ? 'waiting_for_payment'
      : 'pending_arrival';
  const recorded = body.guestsAttributes?.[0] ?? null;

  const values = {
    encryptedId: unguessableId(),
    reference: await freshReference(ctx.db),
    firebaseKey: unguessableId(),
    restaurantId: restaurant.id,
    userId: user?.id ?? null,
    status,
    date: r.date,
    startTime: r.startTime,
    adult: r.adult,
    kids: r.kids,
    serviceType,
    isOrderNow: r.isOrderNow,
    bigGroup: body.bigGroup,
    specialRequest: r.specialRequest,
    diningOccasionId: r.diningOccasionId ?? null,
    // With points the voucher code is the points marker; the marker alone, without points, means nothing.
    voucherCode: ratio ? POINTS_MARKER : vouchers ? vouchers.codes.join(',') : null,
    guestName: guest.name,
    guestEmail: guest.email,
    guestPhone: guest.phone,
    recordedGuestName: recorded?.name ?? null,
    recordedGuestPhone: recorded?.phone ?? null,
    addressId: body.addressId ?? null,
    deliveryAddress: delivery.address,
    deliveryLat: delivery.address?.lat ?? null,
    deliveryLng: delivery.address?.lng ?? null,
    distanceKm: delivery.distanceKm,
    currency,
    subtotalMinor: priced.subtotalMinor,
    deliveryFeeMinor: priced.deliveryFeeMinor,
    totalMinor: toPayMinor,
    requiresPayment: prepaid,
    paymentType: body.paymentType ?? null,
    corporateEventId: body.corporateEventId ?? null,
    temporaryReservationId: body.tmpReservationId ?? null,
    redeemedPoints: ratio ? r.redeemedPoints : 0,
    redeemedAmountMinor: redeemedMinor,
    adaptivePointsRatioId: ratio?.id ?? null,
    acceptWeTravelTogether: r.acceptWeTravelTogether,
    withPhoneVerification: await phoneVerifiedClaim(ctx, body.withPhoneVerification, user),
    channel: body.channel,
    source: body.source ?? null,
    provider: body.provider ?? null,
    ...trackingColumns(r.advPartner, r.clickId),
    fbp: body.fbConversion?.fbp ?? null,
    fbc: body.fbConversion?.fbc ?? null,
    minorVersion: body.minorVersion == null ? null : String(body.minorVersion),
    createdAt: now,
    updatedAt: now,
  };
  const lines = toLines(priced.lines, byId, pricingRows.menus);

  const redemption =
    ratio && user ? { userId: user.id, points: r.redeemedPoints, ratio, totalMinor: priced.totalMinor } : null;
  const row = await saveWithSeats(ctx, body, prepared, values, lines, now, lang, user, redemption, vouchers && { applied: vouchers, totalMinor: priced.totalMinor });
  if (row.rwgToken) await recordRwgConversion(ctx, { reservationId: row.id, rwgToken: row.rwgToken });
  const view = reservationView(row, restaurant, lines, lang);
  try {
    await ctx.realtime.set(`reservations/${row.firebaseKey}`, reservationRecord(row, now));
  } catch (err) {
    // The reservation stands; the client falls back to its retries and the landing page.
    ctx.log.warn('reservation status publish failed', { error: String(err), reservationId: row.id });
  }
  return view;
}

/**
 * The locked part. A live hold of the same booking (restaurant, date, time, party, packages) is
 * released and its seats claimed for the reservation in the same transaction, so they cannot be lost
 * in between. A hold that does not match, or is not the caller's, is left alone (ids are small numbers:
 * anyone could name one).
 * A big group claims no seats: the restaurant confirms it by hand and sets the table aside then.
 */
async function saveWithSeats(
  ctx: ServerContext,
  body: ReservationRequest,
  prepared: PreparedBooking,
  values: Parameters<typeof insertReservation>[1],
  lines: readonly LineInsert[],
  now: Date,
  lang: Language,
  user: AuthUser | null,
  redemption: Redemption | null,
  voucherUse: { applied: AppliedVouchers; totalMinor: number } | null = null,
): Promise<ReservationRow> {
  let hold: HoldRow | null = null;
  const takeHold = async (tx: Tx): Promise<void> => {
    if (body.tmpReservationId == null) return;
    const live = await lockLiveHold(tx, body.tmpReservationId, now);
    // Only the hold's owner (its secret, or the member who made it) may turn it into this reservation.
    if (live && holdMatches(live, body, prepared) && ownsHold(live, { user, holdToken: body.holdToken })) {
      hold = live;
      await releaseHoldClaims(tx, live.id, now);
    }
  };
  const write = async (tx: Tx, slots: Parameters<typeof insertClaims>[1]): Promise<ReservationRow> => {
    // The member's row is locked until the commit: bookings redeeming at once take turns, each sees the
    // debits before it, and one that would overdraw is refused with nothing written.
    if (redemption) {
      const balance = await lockedSpendableBalance(tx, redemption.userId, now);
      redemptionAmount(redemption.points, balance, redemption.ratio, redemption.totalMinor, 'reservation.redeemedPoints');
    }
    // The vouchers' rows are locked too: a usage limit or a gift's balance is spent by one booking at a time.
    const used = voucherUse
      ? await vouchersUnderLock(tx, voucherUse.applied, voucherUse.totalMinor, now, 'reservation.voucherCode')
      : [];
    const row = await insertReservation(tx, values, lines);
    if (redemption) await insertRedeemed(tx, redemption.userId, row.id, redemption.points, now);
    const diner = voucherUse?.applied.facts;
    await insertRedemptions(
      tx,
      used.map((u) => ({ voucherId: u.id, reservationId: row.id, userId: diner?.userId ?? null, guestEmail: diner?.userId == null ? (diner?.email ?? null) : null, amountMinor: u.amountMinor })),
      now,
    );
    if (slots.length > 0) await insertClaims(tx, slots, prepared.seats, { reservationId: row.id }, null);
    if (hold) await markHoldConverted(tx, hold.id, row.id, now);
    return row;
  };
  if (body.bigGroup) {
    return ctx.db.transaction(async (tx) => {
      await takeHold(tx);
      return write(tx, []);
    });
  }
  return withSeats(
    ctx.db,
    { ...prepared, now, lang, ownHoldId: body.tmpReservationId ?? null },
    write,
    takeHold,
  );
}

interface Redemption {
  userId: number;
  points: number;
  ratio: RatioRow;
  /** The booking's total before points, which the ratio's share is of. */
  totalMinor: number;
}

function holdMatches(hold: HoldRow, body: ReservationRequest, prepared: PreparedBooking): boolean {
  const r = body.reservation;
  const held = Array.isArray(hold.packages)
    ? (hold.packages as { id?: unknown }[]).map((p) => Number(p.id)).sort((a, b) => a - b)
    : [];
  const wanted = [...new Set(body.packages.map((p) => p.id))].sort((a, b) => a - b);
  return (
    hold.restaurantId === prepared.restaurant.id &&
    hold.date === r.date &&
    hold.startTime === r.startTime &&
    hold.adult + hold.kids === prepared.seats &&
    [...new Set(held)].join(',') === wanted.join(',')
  );
}

/**
 * A guest gives name, e-mail and phone. A member's booking carries their account's name, e-mail and phone
 * (step 5 skips the form for them) unless the form sent others (a member booking for someone else); the
 * member is always the token's, never anything in the body (tests/server/booking/member-booking.test.ts).
 */
async function whoBooks(
  ctx: ServerContext,
  body: ReservationRequest,
  user: AuthUser | null,
): Promise<{ name: string; email: string; phone: string }> {
  if (body.guestUser) return body.guestUser;
  if (user) {
    const [row] = await ctx.db
      .select({ name: users.name, email: users.email, phone: users.phone, callingCode: users.callingCode })
      .from(users)
      .where(eq(users.id, user.id));
    return memberContact(row ?? { name: user.name, email: user.email, phone: null, callingCode: null });
  }
  throw new AppError(422, 'nameRequired', {}, { field: 'guestUser.name' });
}

async function checkCorporateEvent(
  ctx: ServerContext,
  eventId: number | null | undefined,
  restaurantId: number,
  packages: readonly PackageRow[],
  lang: Language,
): Promise<void> {
  if (eventId == null) return;
  const event = await findCorporateEvent(ctx.db, { id: eventId });
  if (!event || !event.isActive) throw new AppError(422, 'corporateNotFound', {}, { field: 'corporateEventId' });
  if (event.restaurantId !== restaurantId)
    throw new AppError(422, 'wrongCorporate', {}, { field: 'corporateEventId' });
  const outside = packages.find((p) => event.packageIds.length > 0 && !event.packageIds.includes(p.id));
  if (outside)
    throw new AppError(422, 'corporatePackage', { packageName: localizedName(lang, outside) }, { field: 'packages' });
}

interface Delivery {
  feeMinor: number;
  distanceKm: number | null;
  address: NonNullable<ReservationRequest['address']> | null;
}

/**
 * Delivery needs a location: the full address with lat/lng, or a member's saved address named by
 * addressId (turned into its location before, by withSavedAddress). Distance is the straight line from the restaurant; the fee is the
 * shared delivery-fee rule; beyond its last tier the restaurant does not deliver.
 */
function resolveDelivery(
  body: ReservationRequest,
  serviceType: ServiceType,
  restaurant: { lat: number; lng: number },
  currency: 'THB' | 'SGD',
): Delivery {
  if (serviceType !== 'delivery') {
    const address = serviceType === 'pick_up' ? (body.address ?? null) : null;
    return { feeMinor: 0, distanceKm: address ? deliveryDistanceKm(restaurant, address) : null, address };
  }
  if (!body.address) {
    if (body.addressId != null) throw new AppError(422, 'addressNotFound', {}, { field: 'addressId' });
    throw new AppError(422, 'addressRequired', {}, { field: 'address' });
  }
  const distanceKm = deliveryDistanceKm(restaurant, body.address);
  const fee = deliveryFee(distanceKm, currency);
  if (!fee.deliverable) throw new AppError(422, 'outOfDeliveryArea', {}, { field: 'address' });
  // Stored as one text, the address and its detail joined by the separator (an older client sends them apart).
  const address = { ...body.address, detail: addressDetailText(body.address.address, body.address.detail) };
  return { feeMinor: fee.feeMinor, distanceKm, address };
}

function toLines(
  priced: readonly PricedBookingLine[],
  byId: ReadonlyMap<number, PackageRow>,
  menus: readonly { id: number; nameEn: string; nameTh: string }[],
): LineInsert[] {
  return priced.map((line) => {
    const pkg = byId.get(line.packageId)!;
    return {
      packageId: pkg.id,
      nameEn: pkg.nameEn,
      nameTh: pkg.nameTh,
      typeCode: pkg.typeCode,
      quantity: line.quantity,
      totalMinor: line.totalMinor,
      menus: line.menus.map((m) => {
        const menu = menus.find((x) => x.id === m.id);
        return {
          menuId: m.id,
          nameEn: menu?.nameEn ?? m.name,
          nameTh: menu?.nameTh ?? m.name,
          quantity: m.quantity,
          totalMinor: m.totalMinor,
        };
      }),
    };
  });
}

/** GET /reservations/{encryptedId}.json: the success/landing page after a reload or an async booking. */
export async function getReservation(
  ctx: ServerContext,
  encryptedId: string,
  lang: Language,
): Promise<Reservation> {
  const found = await findReservation(ctx.db, encryptedId);
  if (!found) throw new AppError(404, 'reservationNotFound');
  const restaurant = await findRestaurant(ctx.db, found.row.restaurantId);
  if (!restaurant) throw new AppError(404, 'reservationNotFound');
  return reservationView(found.row, restaurant, found.lines, lang);
}

/**
 * `withPhoneVerification` as recorded: the device's claim holds only for a member whose phone the server
 * verified with a code (tests/server/accounts/with-phone-verification.test.ts); a guest's never does.
 */
async function phoneVerifiedClaim(ctx: ServerContext, claimed: boolean, user: AuthUser | null): Promise<boolean> {
  if (!claimed || !user) return false;
  const [row] = await ctx.db.select({ verified: users.phoneVerified }).from(users).where(eq(users.id, user.id));
  return row?.verified === true;
}
