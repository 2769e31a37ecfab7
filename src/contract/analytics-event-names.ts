/**
 * The analytics events the PWA may send and the collector accepts: one list for both sides, so an event
 * the server does not know is refused there and never queued here (tests/domain/tracking/event-sanitising.test.ts). No zod here: the first bundle
 * imports these names.
 */
export const ANALYTICS_EVENT_NAMES = [
  'page_view',
  'search',
  'view_restaurant',
  'select_package',
  'begin_booking',
  'booking_step',
  'add_payment_info',
  'booking_created',
  'purchase',
  'sign_up',
  'login',
  'add_favourite',
  'share',
] as const;

export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

const KNOWN: ReadonlySet<string> = new Set(ANALYTICS_EVENT_NAMES);

export function isKnownEventName(name: string): name is AnalyticsEventName {
  return KNOWN.has(name);
}

/** At most this many events ride in one beacon; the client sends a full batch at once. */
export const MAX_EVENTS_PER_BATCH = 20;
/** At most this many parameters per event, each value at most MAX_EVENT_VALUE_LENGTH characters. */
export const MAX_EVENT_PARAMS = 20;
export const MAX_EVENT_VALUE_LENGTH = 200;
/** A collector batch is small: the body cap refuses anything larger before it is read. */
export const MAX_ANALYTICS_BODY_BYTES = 32 * 1024;
