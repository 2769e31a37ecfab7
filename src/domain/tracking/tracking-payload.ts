import { CLICK_ID_PARAMS, UTM_PARAMS, type TrackingParam } from '@/domain/tracking/cookie-lifetimes';
import { cleanTrackingValue } from '@/domain/tracking/captured-params';

export interface ReservationTracking {
  /** The campaign: utm_source, utm_medium and utm_version as one query-like text. */
  advPartner: string | null;
  /** The click ids and the maps booking token as one query-like text. */
  clickId: string | null;
  fbConversion: { fbp: string | null; fbc: string | null } | null;
}

/**
 * What a reservation carries of the visit's tracking (tests/domain/tracking/tracking-payload.test.ts):
 * the reservation's two tracking fields each hold several parameters, written as a query
 * (`utm_source=line&utm_medium=chat`) so that the server can take them apart again with
 * trackingFieldValues; the Facebook cookies go as fbConversion. Nothing known gives nulls.
 */
export function reservationTracking(
  kept: Partial<Record<TrackingParam, string>>,
  facebook: { fbp?: string | null; fbc?: string | null } = {},
): ReservationTracking {
  const fbp = cleanTrackingValue(facebook.fbp);
  const fbc = cleanTrackingValue(facebook.fbc);
  return {
    advPartner: joined(kept, UTM_PARAMS),
    clickId: joined(kept, CLICK_ID_PARAMS),
    fbConversion: fbp || fbc ? { fbp, fbc } : null,
  };
}

function joined(kept: Partial<Record<TrackingParam, string>>, names: readonly TrackingParam[]): string | null {
  const query = new URLSearchParams();
  for (const name of names) {
    const value = kept[name];
    if (value) query.set(name, value);
  }
  const text = query.toString();
  return text === '' ? null : text;
}

/**
 * The parameters of one tracking field, as the server stores them in their own columns: only the names
 * that field may hold, cleaned as a capture cleans them. A field that is not a query (an older client's
 * bare partner name) gives nothing here and is still kept whole in its own column.
 */
export function trackingFieldValues(
  field: string | null | undefined,
  names: readonly TrackingParam[],
): Partial<Record<TrackingParam, string>> {
  if (!field || !field.includes('=')) return {};
  const query = new URLSearchParams(field);
  const out: Partial<Record<TrackingParam, string>> = {};
  for (const name of names) {
    const value = cleanTrackingValue(query.get(name));
    if (value !== null) out[name] = value;
  }
  return out;
}
