import {
  isKnownEventName,
  MAX_EVENT_PARAMS,
  MAX_EVENT_VALUE_LENGTH,
  type AnalyticsEventName,
} from '@/contract/analytics-event-names';
import type { AnalyticsEvent } from '@/contract/analytics-events';
import { isAnalyticsBirthday } from '@/domain/tracking/analytics-birthday';

/** Parameter names that hold card data: dropped whatever their value. */
const CARD_KEY = /card|cvv|cvc|security_?code|exp(iry|iration)?_?(month|year|date)?$|pan$/i;
/** Parameter names that hold a place (a delivery address or a map pick): dropped, never tracked. */
const PLACE_KEY = /place|address|location|lat$|lng$|latitude|longitude|geocode/i;
/** 13 to 19 digits, maybe grouped by spaces or dashes: a card number in any value. */
const CARD_NUMBER = /(?:\d[ -]?){12,18}\d/;

export type SanitisedEvent =
  | { ok: true; event: { name: AnalyticsEventName; params: Record<string, string | number | boolean>; at: number } }
  | { ok: false; reason: 'unknownEvent'; name: string };

/**
 * An event as it may leave the device and be stored (tests/domain/tracking/event-sanitising.test.ts):
 * its name must be in the known list (else refused); card data and place names are removed, by
 * parameter name and, for card numbers, by value; a birthday stays only in DD-MM form; values are
 * strings, finite numbers or booleans, strings cut to MAX_EVENT_VALUE_LENGTH; at most MAX_EVENT_PARAMS
 * parameters are kept. The client sanitises before queueing and the collector again before storing.
 */
export function sanitiseEvent(event: AnalyticsEvent): SanitisedEvent {
  if (!isKnownEventName(event.name)) return { ok: false, reason: 'unknownEvent', name: event.name };
  const params: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(event.params)) {
    if (Object.keys(params).length >= MAX_EVENT_PARAMS) break;
    if (CARD_KEY.test(key) || PLACE_KEY.test(key)) continue;
    if (key === 'birthday') {
      if (typeof value === 'string' && isAnalyticsBirthday(value)) params[key] = value;
      continue;
    }
    if (typeof value === 'string') {
      if (CARD_NUMBER.test(value)) continue;
      params[key] = value.slice(0, MAX_EVENT_VALUE_LENGTH);
    } else if (typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) {
      params[key] = value;
    }
  }
  return { ok: true, event: { name: event.name, params, at: event.at } };
}
