import type { Logger } from '../../context';
import type { TrackingConfig } from './tracking-config';

export interface StoredEvent {
  name: string;
  params: Record<string, string | number | boolean>;
  at: number;
}

/**
 * Forwards stored events to GA4's Measurement Protocol. This is the edge of the world: the one place
 * analytics leave our servers, only when GA4 is configured, after the events were sanitised and stored.
 * A failure is logged and never reaches the visitor (their beacon was answered already).
 */
export async function forwardToGa4(
  ga4: NonNullable<TrackingConfig['ga4']>,
  clientId: string,
  events: readonly StoredEvent[],
  log: Logger,
): Promise<void> {
  const url = `${ga4.endpoint}?measurement_id=${encodeURIComponent(ga4.measurementId)}&api_secret=${encodeURIComponent(ga4.apiSecret)}`;
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        client_id: clientId,
        events: events.map((e) => ({ name: e.name, params: { ...e.params, timestamp_micros: e.at * 1000 } })),
      }),
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) log.warn('ga4 forward refused', { status: res.status });
  } catch (err) {
    log.warn('ga4 forward failed', { error: String(err) });
  }
}
