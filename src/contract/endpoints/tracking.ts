import { API_PREFIX } from '@/contract/envelope';
import { jsonEndpoint, rawEndpoint } from '@/contract/endpoint';
import { MAX_ANALYTICS_BODY_BYTES } from '@/contract/analytics-event-names';

/** Analytics and tracking (docs/decisions/0041-tracking-consent.md). */
const schemas = () => import('@/contract/analytics-events');

/**
 * Our own analytics collector: a batch of events from the known list, sent with navigator.sendBeacon
 * only after consent. Public (a beacon carries no token) and limited per device and address; an unknown
 * event name refuses the batch.
 */
export const collectAnalyticsEvents = jsonEndpoint({
  name: 'tracking.collect',
  method: 'POST',
  path: '/analytics/events.json',
  access: 'public',
  maxBodyBytes: MAX_ANALYTICS_BODY_BYTES,
  schemas: async () => {
    const s = await schemas();
    return { body: s.analyticsBatchSchema, response: s.analyticsBatchAnswerSchema };
  },
});

/**
 * What the server kept of a reservation's tracking (its fields and the maps conversion), for the
 * operator only: answered with the operator's secret as a bearer token, 404 otherwise.
 */
export const reservationTrackingForOperator = rawEndpoint({
  name: 'tracking.operatorReservation',
  method: 'GET',
  path: `${API_PREFIX}/operator/reservations/{encryptedId}/tracking.json`,
});
