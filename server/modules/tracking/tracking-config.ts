/**
 * Where analytics and the maps conversions go beyond our own database. Both are off unless configured:
 * the local run and the tests have no internet, and nothing leaves the machine by default.
 */
export interface TrackingConfig {
  /** GA4 Measurement Protocol (GA4_MEASUREMENT_ID and GA4_API_SECRET): stored events are also forwarded. */
  ga4: { measurementId: string; apiSecret: string; endpoint: string } | null;
  /** Reserve with Google's conversion endpoint (RWG_CONVERSION_URL, RWG_PARTNER_ID); null: recorded only. */
  rwg: { endpoint: string; partnerId: string } | null;
}

export const GA4_COLLECT_URL = 'https://www.google-analytics.com/mp/collect';

export function trackingConfigFromEnv(env: NodeJS.ProcessEnv = process.env): TrackingConfig {
  const measurementId = env.GA4_MEASUREMENT_ID?.trim();
  const apiSecret = env.GA4_API_SECRET?.trim();
  const rwgEndpoint = env.RWG_CONVERSION_URL?.trim();
  const partnerId = env.RWG_PARTNER_ID?.trim();
  return {
    ga4: measurementId && apiSecret ? { measurementId, apiSecret, endpoint: env.GA4_ENDPOINT?.trim() || GA4_COLLECT_URL } : null,
    rwg: rwgEndpoint && partnerId ? { endpoint: rwgEndpoint, partnerId } : null,
  };
}
