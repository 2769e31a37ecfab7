import { and, count, desc, eq, inArray, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type { ReservationStatus } from '@/contract/booking-constants';
import type { Language } from '@/contract/envelope';
import type { ListedReservation, RefundStatus, ReservationList, ReservationListQuery } from '@/contract/reservation-history';
import { canCancel } from '@/domain/reservations/cancellation';
import {
  bangkokWallClock,
  PENDING_STATUSES,
  reservationSection,
  UPCOMING_STATUSES,
  type ReservationSection,
} from '@/domain/reservations/reservation-section';
import type { ServerContext } from '../../context';
import type { Database } from '../../db/client';
import { reservationPackages, reservations } from '../../db/schema/booking';
import { payments } from '../../db/schema/payments';
import { restaurants } from '../../db/schema/restaurants';
import type { AuthUser } from '../../http/auth';
import { localizedName } from '../booking/booking-names';
import { asCurrency, toMoney } from '../catalogue/money';
import { cardResources } from '../catalogue/listing-cards';
import type { ReservationRow, Tx } from '../payments/payment-repo';
import { pageLinks } from '../../http/page-links';

type Db = Database | Tx;

/**
 * The member's reservations by section. Every query is scoped by the token's user id, never by an id the
 * request names. The sections are the rule of src/domain/reservations/reservation-section.ts written as
 * SQL, so paging and counting happen in the database: "started" compares Bangkok wall time as text
 * ('YYYY-MM-DD', 'HH:mm'), exactly as the rule does.
 */
function sectionWhere(section: ReservationSection, now: Date): SQL {
  const clock = bangkokWallClock(now);
  const started = sql`(${reservations.date} < ${clock.date}::date or (${reservations.date} = ${clock.date}::date and ${reservations.startTime} <= ${clock.time}))`;
  const cancelled = eq(reservations.status, 'cancelled');
  if (section === 'past') return or(cancelled, started)!;
  const statuses = section === 'pending' ? PENDING_STATUSES : UPCOMING_STATUSES;
  return and(not(started), ne(reservations.status, 'cancelled'), inArray(reservations.status, [...statuses]))!;
}

export async function listReservations(
  ctx: ServerContext,
  user: AuthUser,
  query: ReservationListQuery,
  lang: Language,
  requestUrl: string,
  now: Date,
): Promise<ReservationList> {
  const where = and(eq(reservations.userId, user.id), sectionWhere(query.sectionType, now));
  const { page } = query;
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select()
      .from(reservations)
      .where(where)
      .orderBy(desc(reservations.createdAt), desc(reservations.id))
      .limit(page.size)
      .offset((page.number - 1) * page.size),
    ctx.db.select({ total: count() }).from(reservations).where(where),
  ]);
  const total = totals?.total ?? 0;
  const data = await listedReservations(ctx.db, rows, lang, now);
  const restaurantIds = [...new Set(rows.map((r) => r.restaurantId))];
  return {
    data,
    included: query.includeRestaurant && restaurantIds.length > 0 ? await cardResources(ctx, restaurantIds, lang) : [],
    links: pageLinks(requestUrl, page, total),
    meta: { total },
  };
}

/** The list's resource for each row, in order: restaurant names, package lines and refund state joined in. */
export async function listedReservations(
  db: Db,
  rows: readonly ReservationRow[],
  lang: Language,
  now: Date,
): Promise<ListedReservation[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [names, lines, paid] = await Promise.all([
    db
      .select({
        id: restaurants.id,
        slug: restaurants.slug,
        nameEn: restaurants.nameEn,
        nameTh: restaurants.nameTh,
        addressEn: restaurants.addressEn,
        addressTh: restaurants.addressTh,
        lat: restaurants.lat,
        lng: restaurants.lng,
      })
      .from(restaurants)
      .where(inArray(restaurants.id, [...new Set(rows.map((r) => r.restaurantId))])),
    db
      .select({
        reservationId: reservationPackages.reservationId,
        nameEn: reservationPackages.nameEn,
        nameTh: reservationPackages.nameTh,
        quantity: reservationPackages.quantity,
      })
      .from(reservationPackages)
      .where(inArray(reservationPackages.reservationId, ids))
      .orderBy(reservationPackages.reservationId, reservationPackages.position, reservationPackages.id),
    db
      .select({ reservationId: payments.reservationId, refundStatus: payments.refundStatus })
      .from(payments)
      .where(and(inArray(payments.reservationId, ids), eq(payments.status, 'successful'))),
  ]);
  const restaurantOf = new Map(names.map((n) => [n.id, n]));
  const refundOf = new Map(paid.map((p) => [p.reservationId, (p.refundStatus ?? 'none') as RefundStatus]));
  return rows.map((row) => {
    const restaurant = restaurantOf.get(row.restaurantId);
    const money = toMoney(row.totalMinor, asCurrency(row.currency), lang);
    const sectioned = { status: row.status as ReservationStatus, date: row.date, startTime: row.startTime };
    return {
      id: row.encryptedId,
      type: 'reservations' as const,
      attributes: {
        encryptedId: row.encryptedId,
        reference: row.reference,
        status: sectioned.status,
        sectionType: reservationSection(sectioned, now),
        canCancel: canCancel(sectioned, now),
        restaurantId: row.restaurantId,
        restaurantName: restaurant ? localizedName(lang, restaurant) : '',
        restaurantSlug: restaurant?.slug ?? '',
        restaurantAddress: restaurant ? (lang === 'th' && restaurant.addressTh) || restaurant.addressEn : '',
        restaurantLocation: restaurant ? { lat: restaurant.lat, lng: restaurant.lng } : null,
        date: row.date,
        startTime: row.startTime,
        adult: row.adult,
        kids: row.kids,
        serviceType: row.serviceType,
        packages: lines
          .filter((l) => l.reservationId === row.id)
          .map((l) => ({ name: localizedName(lang, l), quantity: l.quantity })),
        total: money,
        requiresPayment: row.requiresPayment,
        refundStatus: refundOf.get(row.id) ?? 'none',
        createdAt: row.createdAt.toISOString(),
        cancelledAt: row.cancelledAt?.toISOString() ?? null,
      },
      relationships: {
        restaurant: { data: { id: String(row.restaurantId), type: 'restaurants' as const } },
        review: { data: null },
      },
    };
  });
}
