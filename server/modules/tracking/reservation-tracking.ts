import { CLICK_ID_PARAMS, UTM_PARAMS } from '@/domain/tracking/cookie-lifetimes';
import { trackingFieldValues } from '@/domain/tracking/tracking-payload';

/**
 * The reservation's tracking columns from its two tracking fields (sizes are checked by the request's
 * schema; values are cleaned by the shared rule): the fields are kept whole, and each parameter they
 * carry gets its own column, so a campaign or a maps booking is found without parsing text.
 */
export function trackingColumns(advPartner: string | null | undefined, clickId: string | null | undefined) {
  const utm = trackingFieldValues(advPartner, UTM_PARAMS);
  const clicks = trackingFieldValues(clickId, CLICK_ID_PARAMS);
  return {
    advPartner: advPartner ?? null,
    clickId: clickId ?? null,
    utmSource: utm.utm_source ?? null,
    utmMedium: utm.utm_medium ?? null,
    utmVersion: utm.utm_version ?? null,
    iaClickId: clicks.ia_click_id ?? null,
    acClickId: clicks.ac_click_id ?? null,
    rwgToken: clicks.rwg_token ?? null,
  };
}
