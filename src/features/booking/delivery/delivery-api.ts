import { ApiError, isRefusal } from '@/api/api-error';
import { call } from '@/api/call';
import { deliveryFees, findPlace, visitorDistance } from '@/contract/endpoints/catalogue-pages';
import type { DeliveryFeeQuote, Place, VisitorDistance } from '@/contract/listings';
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

/**
 * A call's answer, or the call's catalogue message when it fails in any way (refused, no answer, an
 * answer that breaks the contract); an abort stays an abort.
 */
async function answered<T>(pending: Promise<T>, fallback: string, signal?: AbortSignal): Promise<T> {
  try {
    return await pending;
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new DeliveryApiError(fallback, error instanceof ApiError ? (error.httpStatus ?? 0) : 0);
  }
}

/** GET /restaurants/{id}/find_visitor_distance.json?lat=&lng= (km; 'failed get distance'). */
export async function fetchVisitorDistance(restaurantId: number, at: LatLng, signal?: AbortSignal): Promise<VisitorDistance> {
  const options = { params: { key: restaurantId }, query: { lat: at.lat, lng: at.lng }, signal, dontReport: true, validate: true };
  return (await answered(call(visitorDistance, options), distanceFailedMessage(), signal)).data;
}

/**
 * POST /restaurants/calc_delivery_fees.json for this one restaurant (an array of ids and numeric
 * lat and lng); 'failed to calculate distance' when it fails. Not deliverable is an answer, not an error.
 */
export async function fetchDeliveryFee(restaurantId: number, at: LatLng, signal?: AbortSignal): Promise<DeliveryFeeQuote> {
  const body = { restaurantIds: [restaurantId], lat: at.lat, lng: at.lng };
  // A quote changes nothing on the server: safe to retry like a GET.
  const pending = call(deliveryFees, { body, signal, dontReport: true, retry: 2, validate: true });
  const { data } = await answered(pending, deliveryFeeFailedMessage(), signal);
  const quote = data.find((q) => q.restaurantId === restaurantId);
  if (!quote) throw new DeliveryApiError(deliveryFeeFailedMessage(), 200);
  return quote;
}

/**
 * GET /google_map/find_place_id.json?lat=&lng=: the known place at a position. No place near it (404)
 * is 'address not found' (a maps ZERO_RESULTS); any other failure 'failed get place ID from lat, lng'.
 */
export async function findPlaceAt(at: LatLng, signal?: AbortSignal): Promise<Place> {
  try {
    return (await call(findPlace, { query: { lat: at.lat, lng: at.lng }, signal, dontReport: true, validate: true })).data;
  } catch (error) {
    if (isRefusal(error, 404)) throw new DeliveryApiError(addressNotFoundMessage(), 404);
    if (signal?.aborted) throw error;
    throw new DeliveryApiError(placeIdFailedMessage(), error instanceof ApiError ? (error.httpStatus ?? 0) : 0);
  }
}
