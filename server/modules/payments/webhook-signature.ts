import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Webhook signing, the scheme Omise uses: HMAC-SHA256 over "{timestamp}.{raw body}" with the shared
 * secret, hex, in `Omise-Signature` (several comma-separated while a secret is being rotated), the Unix
 * timestamp in `Omise-Signature-Timestamp`. Putting the timestamp under the signature lets the receiver
 * refuse an old captured request replayed later (tolerance), and the event id dedup handles the rest.
 */
export const SIGNATURE_HEADER = 'Omise-Signature';
export const TIMESTAMP_HEADER = 'Omise-Signature-Timestamp';
export const DEFAULT_TOLERANCE_SECONDS = 300;

export function signWebhook(secret: string, rawBody: string, timestampSeconds: number): string {
  return createHmac('sha256', secret).update(`${timestampSeconds}.${rawBody}`).digest('hex');
}

export type VerifyResult = { ok: true } | { ok: false; reason: 'missing' | 'stale' | 'mismatch' };

export function verifyWebhook(opts: {
  secret: string;
  rawBody: string;
  signatureHeader: string | null | undefined;
  timestampHeader: string | null | undefined;
  nowSeconds: number;
  toleranceSeconds?: number;
}): VerifyResult {
  const { signatureHeader, timestampHeader } = opts;
  if (!signatureHeader || !timestampHeader || !/^\d{1,12}$/.test(timestampHeader))
    return { ok: false, reason: 'missing' };
  const timestamp = Number(timestampHeader);
  if (Math.abs(opts.nowSeconds - timestamp) > (opts.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS))
    return { ok: false, reason: 'stale' };
  const expected = Buffer.from(signWebhook(opts.secret, opts.rawBody, timestamp), 'hex');
  const matches = signatureHeader
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^[0-9a-f]{64}$/i.test(s))
    .some((s) => timingSafeEqual(Buffer.from(s, 'hex'), expected));
  return matches ? { ok: true } : { ok: false, reason: 'mismatch' };
}
