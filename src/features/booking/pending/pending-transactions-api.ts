import { call } from '@/api/call';
import * as booking from '@/contract/endpoints/booking';
import type { PackageTypeCode } from '@/contract/catalogue-constants';
import { packageTypeCodes } from '@/contract/catalogue-constants';
import { hasPendingBookingShape } from '@/domain/booking/pending-booking-offer';
import type { PendingDraft, PendingDraftMenu, PendingDraftPackage } from '@/features/booking/pending/pending-draft';

/**
 * GET /pending_transactions.json (tests/features/booking/pending-transactions.test.ts): a member's
 * pending bookings plus the included restaurants and restaurant-packages. Only called with an access
 * token (src/entities/session/session.ts); a guest would get none, and a token that is no live session
 * a 401. The answer is read leniently: a pending booking we cannot use (wrong shape, not date YYYY-MM-DD
 * and time HH:mm) is skipped rather than failing the whole list.
 */
export class PendingTransactionsError extends Error {
  override readonly name = 'PendingTransactionsError';
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const attributes = (v: unknown): Json => (isObject(v) && isObject(v.attributes) ? v.attributes : isObject(v) ? v : {});

function typeCodeOf(v: unknown): PackageTypeCode | null {
  return (packageTypeCodes as readonly unknown[]).includes(v) ? (v as PackageTypeCode) : null;
}

/** Menus come inside menu sections; flat `menus` are accepted too. */
function menusOf(pkg: Json): PendingDraftMenu[] {
  const sections = Array.isArray(pkg.menuSections) ? pkg.menuSections : [{ menus: pkg.menus }];
  return sections.flatMap((section) => {
    const menus = isObject(section) && Array.isArray(section.menus) ? section.menus : [];
    return menus.flatMap((m): PendingDraftMenu[] => {
      const a = attributes(m);
      const id = num(a.id ?? a.menuId);
      const quantity = num(a.quantity);
      if (id === null || quantity === null || quantity <= 0) return [];
      const price = isObject(a.price) ? num(a.price.amount) : num(a.price);
      return [{ id, quantity, price }];
    });
  });
}

function packagesOf(raw: unknown, included: Map<string, Json>): PendingDraftPackage[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((p): PendingDraftPackage[] => {
    const a = attributes(p);
    const id = num(a.restaurantPackageId ?? a.id);
    if (id === null) return [];
    const known = included.get(`restaurant_packages:${id}`) ?? included.get(`restaurant-packages:${id}`) ?? {};
    return [
      {
        id,
        typeCode: typeCodeOf(a.typeCode ?? known.typeCode),
        quantity: Math.max(1, num(a.quantity) ?? 1),
        menus: menusOf(a),
      },
    ];
  });
}

/** One pending booking of the answer as a draft, or null when it cannot be offered or resumed. */
export function pendingFromResource(resource: unknown, included: Map<string, Json>): PendingDraft | null {
  if (!isObject(resource)) return null;
  const a = attributes(resource);
  const restaurantId = num(a.restaurantId);
  const date = str(a.date);
  const startTime = str(a.startTime)?.slice(0, 5) ?? null;
  if (restaurantId === null || date === null || startTime === null) return null;
  if (!hasPendingBookingShape({ date, startTime })) return null;
  const restaurant = included.get(`restaurants:${restaurantId}`) ?? {};
  const slug = str(restaurant.slug) ?? str(a.restaurantSlug);
  if (slug === null) return null;
  const kind = a.serviceType === 'delivery' || a.serviceType === 'pick_up' ? 'delivery' : 'dine_in';
  return {
    id: str(resource.id) ?? String(num(resource.id) ?? `${restaurantId}-${date}-${startTime}`),
    restaurantId,
    restaurantSlug: slug,
    restaurantName: str(restaurant.name) ?? str(a.restaurantName) ?? slug,
    date,
    startTime,
    adult: Math.max(0, num(a.adult) ?? 0),
    kids: Math.max(0, num(a.kids) ?? 0),
    specialRequest: str(a.specialRequest) ?? '',
    voucherCode: str(a.voucherCode),
    serviceType: kind,
    isOrderNow: a.isOrderNow === true,
    packages: packagesOf(a.packages, included),
    packagePreference: kind,
    savedAt: 0,
    source: 'server',
  };
}

/** The answer's `data` and `included` as drafts (JSON:API-like, camelized by the client). */
export function pendingFromAnswer(data: unknown, includedRaw: unknown): PendingDraft[] {
  const included = new Map<string, Json>();
  if (Array.isArray(includedRaw)) {
    for (const item of includedRaw) {
      if (!isObject(item)) continue;
      const type = str(item.type)?.replace(/-/g, '_');
      const id = num(item.id);
      if (type && id !== null) included.set(`${type}:${id}`, attributes(item));
    }
  }
  const list = Array.isArray(data) ? data : [];
  return list.flatMap((item) => pendingFromResource(item, included) ?? []);
}

export async function fetchPendingTransactions(accessToken: string, signal?: AbortSignal): Promise<PendingDraft[]> {
  try {
    const answer = await call(booking.pendingTransactions, { accessToken, signal, dontReport: true });
    return pendingFromAnswer(answer.data, answer.included);
  } catch (error) {
    if (error instanceof Error) throw new PendingTransactionsError(error.message);
    throw error;
  }
}
