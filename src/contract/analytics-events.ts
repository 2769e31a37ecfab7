import { z } from 'zod';
import { answerOf } from './answer';

/**
 * The analytics events the PWA may send and the collector accepts: one list for both sides, so an event
 * the server does not know is refused there and never queued here (tests/domain/tracking/event-sanitising.test.ts).
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

export const eventParamValueSchema = z.union([z.string().max(MAX_EVENT_VALUE_LENGTH), z.number().finite(), z.boolean()]);

/**
 * One event as it travels: its name is any short word here (an unknown one is refused by the collector
 * with its own message and logged, not lost in a schema error), its parameters flat and primitive.
 */
export const analyticsEventSchema = z.object({
  name: z.string().min(1).max(60),
  params: z
    .record(z.string().max(40), eventParamValueSchema)
    .refine((p) => Object.keys(p).length <= MAX_EVENT_PARAMS, { message: 'too many params' })
    .default({}),
  /** When it happened, epoch milliseconds on the device. */
  at: z.number().int().min(0).max(8_640_000_000_000_000),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

export const analyticsBatchSchema = z.object({
  /** The device's random id (the same as X-HH-Device, which a beacon cannot send as a header). */
  deviceId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/).nullish(),
  /** The page the events were sent from (path only; the query may carry tokens). */
  page: z.string().max(300).nullish(),
  events: z.array(analyticsEventSchema).min(1).max(MAX_EVENTS_PER_BATCH),
});
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;

export const analyticsBatchAnswerSchema = answerOf(z.object({ accepted: z.number().int().nonnegative() }));
