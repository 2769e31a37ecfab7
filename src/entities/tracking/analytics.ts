import { sendBeacon } from '@/api/beacon';
import { MAX_EVENTS_PER_BATCH, type AnalyticsEventName } from '@/contract/analytics-event-names';
import type { AnalyticsEvent } from '@/contract/analytics-events';
import { collectAnalyticsEvents } from '@/contract/endpoints/tracking';
import { sanitiseEvent } from '@/domain/tracking/event-sanitising';
import { deviceId } from '@/lib/device-id';
import { onTrackingChange, trackingAllowed } from '@/entities/tracking/tracking-visit';

/** Events wait this long for company before they are sent together. */
export const ANALYTICS_FLUSH_MS = 5000;

const queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;

/**
 * Queues one analytics event for our collector: nothing at all happens without consent or in a
 * notracking visit (the event is dropped, not kept for later). The event is sanitised first (card data
 * and place names never leave); a name outside the shared list is refused and logged. The queue goes
 * out as one beacon when full, after ANALYTICS_FLUSH_MS, or when the page is hidden.
 */
export function trackEvent(name: AnalyticsEventName, params: AnalyticsEvent['params'] = {}): void {
  if (!trackingAllowed()) return;
  const result = sanitiseEvent({ name, params, at: Date.now() });
  if (!result.ok) {
    console.warn('analytics event refused: unknown name', result.name);
    return;
  }
  listen();
  queue.push(result.event);
  if (queue.length >= MAX_EVENTS_PER_BATCH) flushAnalytics();
  else timer ??= setTimeout(flushAnalytics, ANALYTICS_FLUSH_MS);
}

/** Sends what is queued (one beacon), or drops it when tracking is no longer allowed. */
export function flushAnalytics(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  const events = queue.splice(0, queue.length);
  if (events.length === 0 || !trackingAllowed()) return;
  sendBeacon(collectAnalyticsEvents, { deviceId: deviceId(), page: window.location.pathname, events });
}

function listen(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('pagehide', flushAnalytics);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushAnalytics();
  });
  // Refused (or reopened and refused) while events waited: they never leave.
  onTrackingChange((allowed) => {
    if (!allowed) queue.splice(0, queue.length);
  });
}
