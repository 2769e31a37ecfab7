import { and, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { pendingTransactionSchema } from '@/contract/booking';
import type { Language } from '@/contract/envelope';
import type { ServerContext } from '../../context';
import { temporaryReservations } from '../../db/schema/booking';
import { packages } from '../../db/schema/packages';
import { restaurants } from '../../db/schema/restaurants';
import { bangkokTime, bangkokToday, nowOf } from './booking-time';

type PendingTransaction = z.infer<typeof pendingTransactionSchema>;
interface Included {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
}

/** At most this many are offered, newest first. */
const MAX_PENDING = 10;

/**
 * A member's unfinished bookings (GET /pending_transactions.json): the member's seat holds that never
 * became a reservation and whose time is still ahead, newest first and one per restaurant, date and time
 * (renewing a hold after it lapsed makes a new row). The PWA resumes one at step 5; whether it still
 * starts far enough ahead is its rule (src/domain/booking). tests/server/booking/pending-transactions.test.ts
 */
export async function pendingTransactions(
  ctx: ServerContext,
  userId: number,
  lang: Language,
): Promise<{ data: PendingTransaction[]; included: Included[] }> {
  const now = nowOf(ctx);
  const today = bangkokToday(now);
  const holds = await ctx.db
    .select()
    .from(temporaryReservations)
    .where(
      and(
        eq(temporaryReservations.userId, userId),
        isNull(temporaryReservations.reservationId),
        or(
          gt(temporaryReservations.date, today),
          and(eq(temporaryReservations.date, today), gt(temporaryReservations.startTime, bangkokTime(now))),
        ),
      ),
    )
    .orderBy(desc(temporaryReservations.updatedAt), desc(temporaryReservations.id))
    .limit(MAX_PENDING * 3);

  const seen = new Set<string>();
  const chosen = holds.filter((hold) => {
    const key = `${hold.restaurantId}|${hold.date}|${hold.startTime}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  }).slice(0, MAX_PENDING);
  if (chosen.length === 0) return { data: [], included: [] };

  const selections = new Map(chosen.map((hold) => [hold.id, selectionOf(hold.packages)]));
  const packageIds = [...new Set([...selections.values()].flat().map((p) => p.id))];
  const restaurantIds = [...new Set(chosen.map((hold) => hold.restaurantId))];
  const [packageRows, restaurantRows] = await Promise.all([
    packageIds.length === 0
      ? Promise.resolve([])
      : ctx.db
          .select({ id: packages.id, typeCode: packages.typeCode, nameEn: packages.nameEn, nameTh: packages.nameTh })
          .from(packages)
          .where(inArray(packages.id, packageIds)),
    ctx.db
      .select({ id: restaurants.id, slug: restaurants.slug, nameEn: restaurants.nameEn, nameTh: restaurants.nameTh })
      .from(restaurants)
      .where(inArray(restaurants.id, restaurantIds)),
  ]);
  const typeOf = new Map(packageRows.map((p) => [p.id, p.typeCode]));

  const data = chosen.map((hold): PendingTransaction => {
    const picked = selections.get(hold.id) ?? [];
    const types = picked.map((p) => typeOf.get(p.id));
    return {
      id: String(hold.id),
      type: 'pending_transactions',
      attributes: {
        restaurantId: hold.restaurantId,
        date: hold.date,
        startTime: hold.startTime,
        adult: hold.adult,
        kids: hold.kids,
        specialRequest: '',
        // The codes the hold keeps, joined as a reservation keeps them; the PWA checks each again on resume.
        voucherCode: hold.voucherCodes.length === 0 ? null : hold.voucherCodes.join(','),
        serviceType: types.includes('hah') ? 'delivery' : types.includes('xp') ? 'experience' : 'dine_in',
        isOrderNow: false,
        packages: picked.map((p) => ({
          restaurantPackageId: p.id,
          quantity: p.quantity,
          menuSections: p.menus.length === 0 ? [] : [{ menus: p.menus.map((m) => ({ ...m, price: null })) }],
        })),
      },
    };
  });
  const included: Included[] = [
    ...restaurantRows.map((r) => ({
      id: String(r.id),
      type: 'restaurants',
      attributes: { id: r.id, slug: r.slug, name: lang === 'th' ? r.nameTh : r.nameEn },
    })),
    ...packageRows.map((p) => ({
      id: String(p.id),
      type: 'restaurant_packages',
      attributes: { id: p.id, typeCode: p.typeCode, name: lang === 'th' ? p.nameTh : p.nameEn },
    })),
  ];
  return { data, included };
}

interface Selection {
  id: number;
  quantity: number;
  menus: { id: number; quantity: number }[];
}

/** The hold's packages as it stored them ([{ id, quantity, menus }]); anything else is skipped. */
function selectionOf(raw: unknown): Selection[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item): Selection[] => {
    if (!item || typeof item !== 'object') return [];
    const { id, quantity, menus } = item as Record<string, unknown>;
    if (typeof id !== 'number' || typeof quantity !== 'number') return [];
    const menuList = Array.isArray(menus)
      ? menus.flatMap((m): { id: number; quantity: number }[] => {
          const { id: menuId, quantity: q } = (m ?? {}) as Record<string, unknown>;
          return typeof menuId === 'number' && typeof q === 'number' ? [{ id: menuId, quantity: q }] : [];
        })
      : [];
    return [{ id, quantity, menus: menuList }];
  });
}

