import { desc, eq } from 'drizzle-orm';
import type { Language } from '@/contract/envelope';
import type { LandingPayment, ReservationLanding } from '@/contract/landing';
import type { PaymentMethod } from '@/contract/payments';
import type { ServerContext } from '../../context';
import { reservations } from '../../db/schema/booking';
import { payments } from '../../db/schema/payments';
import { restaurants } from '../../db/schema/restaurants';
import { getReservation } from '../booking/reservation-service';
import { AppError } from '../../http/app-error';

/** Public ids are base64url (decision 0010); anything else cannot be ours and is not looked up. */
const ENCRYPTED_ID = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The landing page's data for one reservation, by its encryptedId (never the row id): the contract's
 * reservation, the restaurant's address, phone and map location, and the newest payment. The QR of a
 * PromptPay payment is given only while that payment is pending and not past its expiry.
 */
export async function reservationLanding(
  ctx: ServerContext,
  encryptedId: string,
  lang: Language,
): Promise<ReservationLanding> {
  if (!ENCRYPTED_ID.test(encryptedId)) throw new AppError(404, 'reservationNotFound');
  let reservation;
  try {
    reservation = await getReservation(ctx, encryptedId, lang);
  } catch (err) {
    if (err instanceof AppError && err.status === 404) throw new AppError(404, 'reservationNotFound');
    throw err;
  }
  const [restaurant] = await ctx.db
    .select({
      nameEn: restaurants.nameEn,
      nameTh: restaurants.nameTh,
      slug: restaurants.slug,
      addressEn: restaurants.addressEn,
      addressTh: restaurants.addressTh,
      phone: restaurants.phone,
      lat: restaurants.lat,
      lng: restaurants.lng,
    })
    .from(restaurants)
    .where(eq(restaurants.id, reservation.restaurantId));
  if (!restaurant) throw new AppError(404, 'reservationNotFound');
  const now = ctx.now?.() ?? new Date();
  return {
    reservation,
    restaurant: {
      name: reservation.restaurantName,
      slug: restaurant.slug,
      address: (lang === 'th' && restaurant.addressTh) || restaurant.addressEn,
      phone: restaurant.phone?.trim() || null,
      location: { lat: restaurant.lat, lng: restaurant.lng },
    },
    payment: await newestPayment(ctx, encryptedId, now),
  };
}

async function newestPayment(ctx: ServerContext, encryptedId: string, now: Date): Promise<LandingPayment | null> {
  const [row] = await ctx.db
    .select({
      method: payments.method,
      status: payments.status,
      qrPayload: payments.qrPayload,
      qrImageUri: payments.qrImageUri,
      expiresAt: payments.expiresAt,
    })
    .from(payments)
    .innerJoin(reservations, eq(reservations.id, payments.reservationId))
    .where(eq(reservations.encryptedId, encryptedId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  if (!row) return null;
  const payable = row.status === 'pending' && (!row.expiresAt || row.expiresAt > now);
  const hasQr = Boolean(row.qrPayload || row.qrImageUri);
  return {
    method: row.method as PaymentMethod,
    status: row.status as LandingPayment['status'],
    qr:
      payable && hasQr
        ? {
            payload: row.qrPayload,
            imageUri: row.qrImageUri,
            expiresAt: (row.expiresAt ?? now).toISOString(),
          }
        : null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}
