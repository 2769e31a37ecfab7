import { z } from 'zod';
import { answerOf } from './answer';
import { MAX_EVENT_PARAMS, MAX_EVENT_VALUE_LENGTH, MAX_EVENTS_PER_BATCH } from './analytics-event-names';

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
