import { eq } from 'drizzle-orm';
import type { Confirmation } from '@/contract/confirmation';
import type { ReservationStatus } from '@/contract/booking-constants';
import type { Language } from '@/contract/envelope';
import type { ServerContext } from '../../context';
import { reservations } from '../../db/schema/booking';
import { restaurants } from '../../db/schema/restaurants';
import { AppError } from '../../http/app-error';
import { localizedName } from './booking-names';
import { nowOf } from './booking-time';

/** The public ids we issue (base64url, 144 bits); anything else cannot be a reservation of ours. */
const ENCRYPTED_ID = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * GET /reservations/{encryptedId}/confirmation.json (tests/server/booking/confirmation.test.ts): the
 * booking as the diner shows it at the door, in the caller's language. Only the unguessable public id
 * finds it; an id of the wrong shape is not looked up, and either way an unknown one is 404.
 */
export async function getConfirmation(ctx: ServerContext, encryptedId: string, lang: Language): Promise<Confirmation> {
  if (!ENCRYPTED_ID.test(encryptedId)) throw new AppError(404, 'reservationNotFound');
  const [row] = await ctx.db
    .select({
      encryptedId: reservations.encryptedId,
      reference: reservations.reference,
      guestName: reservations.guestName,
      recordedGuestName: reservations.recordedGuestName,
      status: reservations.status,
      date: reservations.date,
      startTime: reservations.startTime,
      adult: reservations.adult,
      kids: reservations.kids,
      serviceType: reservations.serviceType,
      nameEn: restaurants.nameEn,
      nameTh: restaurants.nameTh,
      slug: restaurants.slug,
      addressEn: restaurants.addressEn,
      addressTh: restaurants.addressTh,
      phone: restaurants.phone,
    })
    .from(reservations)
    .innerJoin(restaurants, eq(restaurants.id, reservations.restaurantId))
    .where(eq(reservations.encryptedId, encryptedId))
    .limit(1);
  if (!row) throw new AppError(404, 'reservationNotFound');
  return {
    encryptedId: row.encryptedId,
    reference: row.reference,
    dinerName: row.recordedGuestName?.trim() || row.guestName?.trim() || '',
    status: row.status as ReservationStatus,
    restaurant: {
      name: localizedName(lang, row),
      slug: row.slug,
      address: (lang === 'th' && row.addressTh) || row.addressEn,
      phone: row.phone?.trim() || null,
    },
    date: row.date,
    startTime: row.startTime,
    adult: row.adult,
    kids: row.kids,
    serviceType: row.serviceType as Confirmation['serviceType'],
    checkedAt: nowOf(ctx).toISOString(),
  };
}
