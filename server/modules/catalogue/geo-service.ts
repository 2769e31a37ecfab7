import type { Language } from '@/contract/envelope';
import {
  PLACE_MAX_DISTANCE_KM,
  type DeliveryFeeQuote,
  type Place,
  type VisitorDistance,
} from '@/contract/listings';
import { haversineKm, type LatLng } from '@/domain/geo/haversine';
import { deliveryFee } from '@/domain/pricing/delivery-fee';
import type { ServerContext } from '../../context';
import { findRestaurant } from './detail-repo';
import { message } from './listing-messages';
import * as listingRepo from './listing-repo';
import { localize } from './localize';
import { asCurrency, toMoney } from './money';
import { nearestPlace } from './reference-repo';
import { NotFoundError, today } from './service';

const twoDecimals = (km: number): number => Math.round(km * 100) / 100;

/**
 * GET /restaurants/{id}/find_visitor_distance.json?lat=&lng=: km from the visitor to the restaurant, and
 * to the nearest restaurant of its chain (the same one when it has no branch).
 */
export async function visitorDistance(
  ctx: ServerContext,
  key: string,
  visitor: LatLng,
  lang: Language,
): Promise<VisitorDistance> {
  const r = await findRestaurant(ctx.db, key);
  if (!r) throw new NotFoundError(message(lang, 'restaurantNotFound'));
  const distance = haversineKm(visitor, r);
  const members = r.branchId === null ? [] : await listingRepo.branchMembers(ctx.db, r.branchId);
  let best = { id: r.id, km: distance };
  for (const m of members) {
    const km = haversineKm(visitor, m);
    if (km < best.km || (km === best.km && m.id < best.id)) best = { id: m.id, km };
  }
  return {
    distance: twoDecimals(distance),
    minDistance: twoDecimals(best.km),
    minDistanceRestaurantId: best.id,
  };
}

/**
 * POST /restaurants/calc_delivery_fees.json: one quote per requested restaurant, in the order asked.
 * The fee rule is src/domain/pricing/delivery-fee.ts; a restaurant with no delivery package today is
 * not deliverable. Unknown or inactive ids → 404 naming them.
 */
export async function deliveryFees(
  ctx: ServerContext,
  body: { restaurantIds: number[]; lat: number; lng: number },
  lang: Language,
): Promise<DeliveryFeeQuote[]> {
  const ids = [...new Set(body.restaurantIds)];
  const rows = await listingRepo.deliveryCandidates(ctx.db, ids, today());
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0)
    throw new NotFoundError(`${message(lang, 'restaurantNotFound')}: ${missing.join(', ')}`);
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const km = haversineKm(body, r);
    const currency = asCurrency(r.currency);
    const fee = deliveryFee(km, currency);
    const deliverable = r.delivers && fee.deliverable;
    return [
      {
        restaurantId: id,
        distance: twoDecimals(km),
        isDeliverable: deliverable,
        fee: deliverable && fee.feeMinor !== null ? toMoney(fee.feeMinor, currency, lang) : null,
      },
    ];
  });
}

/** GET /google_map/find_place_id.json?lat=&lng=: the nearest seeded place within 2 km. */
export async function findPlace(ctx: ServerContext, point: LatLng, lang: Language): Promise<Place> {
  const found = await nearestPlace(ctx.db, point.lat, point.lng, PLACE_MAX_DISTANCE_KM);
  if (!found) throw new NotFoundError(message(lang, 'addressNotFound'));
  const { place, distanceKm } = found;
  return {
    placeId: place.placeId,
    name: localize(lang, place.nameEn, place.nameTh),
    address: localize(lang, place.addressEn, place.addressTh),
    lat: place.lat,
    lng: place.lng,
    distance: twoDecimals(distanceKm),
  };
}
