import type { Reservation } from '@/contract/booking';
import type { ReservationStatus } from '@/contract/booking-constants';
import type { Language } from '@/contract/envelope';
import { asCurrency, toMoney } from '../catalogue/money';
import { localizedName } from './booking-names';
import type { RestaurantRow } from './booking-repo';
import type { LineInsert, ReservationRow } from './reservation-repo';

/** The contract's reservationSchema for a stored reservation. */
export function reservationView(
  row: ReservationRow,
  restaurant: RestaurantRow,
  lines: readonly LineInsert[],
  lang: Language,
): Reservation {
  const currency = asCurrency(row.currency);
  const money = (minor: number) => toMoney(minor, currency, lang);
  return {
    encryptedId: row.encryptedId,
    status: row.status as ReservationStatus,
    restaurantId: restaurant.id,
    restaurantName: localizedName(lang, restaurant),
    restaurantSlug: restaurant.slug,
    date: row.date,
    startTime: row.startTime,
    adult: row.adult,
    kids: row.kids,
    serviceType: row.serviceType as Reservation['serviceType'],
    isOrderNow: row.isOrderNow,
    bigGroup: row.bigGroup,
    specialRequest: row.specialRequest,
    packages: lines.map((line) => ({
      restaurantPackageId: line.packageId,
      name: localizedName(lang, line),
      typeCode: line.typeCode,
      quantity: line.quantity,
      total: money(line.totalMinor),
      menus: line.menus.map((m) => ({
        id: m.menuId,
        name: localizedName(lang, m),
        quantity: m.quantity,
        total: money(m.totalMinor),
      })),
    })),
    subtotal: money(row.subtotalMinor),
    deliveryFee: money(row.deliveryFeeMinor),
    redeemedPoints: row.redeemedPoints,
    pointsDiscount: money(row.redeemedAmountMinor),
    // What is neither paid nor points was taken by vouchers.
    voucherDiscount: money(Math.max(0, row.subtotalMinor + row.deliveryFeeMinor - row.redeemedAmountMinor - row.totalMinor)),
    total: money(row.totalMinor),
    requiresPayment: row.requiresPayment,
    firebaseKey: row.firebaseKey,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * What the PWA watches at reservations/{firebaseKey} (tests/server/booking/realtime-publish.test.ts): the
 * status, and later the payment urls (3-D Secure authorization, wallet) that the payments issue adds. No
 * personal data: the key is the only protection of the record.
 */
export function reservationRecord(row: ReservationRow, now: Date): Record<string, unknown> {
  return {
    status: row.status,
    encryptedId: row.encryptedId,
    restaurantId: row.restaurantId,
    date: row.date,
    startTime: row.startTime,
    totalMinor: row.totalMinor,
    currency: row.currency,
    requiresPayment: row.requiresPayment,
    updatedAt: now.toISOString(),
  };
}
