import { api, type ApiResult } from '@/api/client';
import {
  deliveryFeesDataSchema,
  placeSchema,
  visitorDistanceSchema,
  type DeliveryFeeQuote,
  type Place,
  type VisitorDistance,
} from '@/contract/listings';
import type { LatLng } from '@/domain/geo/haversine';
import {
  addressNotFoundMessage,
  deliveryFeeFailedMessage,
  distanceFailedMessage,
  placeIdFailedMessage,
} from '@/features/booking/booking-messages';

/**
 * The catalogue's geo calls the delivery step makes: the visitor's distance to the
 * restaurant, the delivery fee quote and the place at a position. Each failure carries the catalogue
 * message for its call; the screens show it as is. Background calls: no toast of the client's
 * own (the step shows the message next to the address), no retries beyond the client's GET default.
 */
export class DeliveryApiError extends Error {
  override readonly name = 'DeliveryApiError';
  constructor(
    message: string,
    readonly httpStatus: number,
  ) {
    super(message);
  }
}

function attributesOf(value: unknown): unknown {
  if (value && typeof value === 'object' && 'attributes' in value) return value.attributes;
  return value;
}

/** A call that got no answer (offline, aborted by a timeout) fails with the call's message too. */
async function answered(call: Promise<ApiResult<unknown>>, fallback: string, signal?: AbortSignal): Promise<ApiResult<unknown>> {
  try {
    return await call;
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new DeliveryApiError(fallback, 0);
  }
}

/** The answer's data checked against the contract, or the call's catalogue message. */
function dataOf<T>(result: ApiResult<unknown>, parse: (data: unknown) => T | null, fallback: string): T {
  if (!result.success) throw new DeliveryApiError(fallback, result.httpStatus);
  const parsed = parse(result.data);
  if (parsed === null) throw new DeliveryApiError(fallback, result.httpStatus);
  return parsed;
}

/** GET /restaurants/{id}/find_visitor_distance.json?lat=&lng= (km; 'failed get distance'). */
export async function fetchVisitorDistance(restaurantId: number, at: LatLng, signal?: AbortSignal): Promise<VisitorDistance> {
  const result = await answered(
    api.get<unknown>(`/restaurants/${restaurantId}/find_visitor_distance.json`, {
      query: { lat: at.lat, lng: at.lng },
      signal,
      dontReport: true,
    }),
    distanceFailedMessage(),
    signal,
  );
  return dataOf(result, (d) => visitorDistanceSchema.safeParse(attributesOf(d)).data ?? null, distanceFailedMessage());
}

/**
 * POST /restaurants/calc_delivery_fees.json for this one restaurant (an array of ids and numeric
 * lat and lng); 'failed to calculate distance' when it fails. Not deliverable is an answer, not an error.
 */
export async function fetchDeliveryFee(restaurantId: number, at: LatLng, signal?: AbortSignal): Promise<DeliveryFeeQuote> {
  const result = await answered(
    api.post<unknown>('/restaurants/calc_delivery_fees.json', {
      body: { restaurantIds: [restaurantId], lat: at.lat, lng: at.lng },
      signal,
      dontReport: true,
      // A quote changes nothing on the server: safe to retry like a GET.
      retry: 2,
    }),
    deliveryFeeFailedMessage(),
    signal,
  );
  return dataOf(
    result,
    (d) => {
      const list = deliveryFeesDataSchema.safeParse(Array.isArray(d) ? d.map(attributesOf) : null).data;
      return list?.find((q) => q.restaurantId === restaurantId) ?? null;
    },
    deliveryFeeFailedMessage(),
  );
}

/**
 * GET /google_map/find_place_id.json?lat=&lng=: the known place at a position. No place near it (404)
 * is 'address not found' (a maps ZERO_RESULTS); any other failure 'failed get place ID from lat, lng'.
 */
export async function findPlaceAt(at: LatLng, signal?: AbortSignal): Promise<Place> {
  const result = await answered(
    api.get<unknown>('/google_map/find_place_id.json', { query: { lat: at.lat, lng: at.lng }, signal, dontReport: true }),
    placeIdFailedMessage(),
    signal,
  );
  if (!result.success && result.httpStatus === 404) throw new DeliveryApiError(addressNotFoundMessage(), 404);
  return dataOf(result, (d) => placeSchema.safeParse(attributesOf(d)).data ?? null, placeIdFailedMessage());
}
