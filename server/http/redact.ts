/**
 * Secrets never reach the logs (tests/server/http/redact.test.ts): access tokens, passwords, card
 * tokens, one-time codes and the like are replaced by '[redacted]' wherever they appear in a logged
 * value: under a sensitive key, as a query parameter of a URL, after "Bearer", or as a path segment
 * shaped like one of our access tokens.
 */
export const REDACTED = '[redacted]';

const SENSITIVE_KEY = /token|password|secret|authorization|cookie|otp|cvv|security_?code|card_?number/i;
const QUERY_SECRET = /([?&](?:access_token|accessToken|token|password|secret)=)[^&#\s]*/gi;
const BEARER = /(Bearer\s+)[A-Za-z0-9._~+/=-]+/gi;
/** Our access tokens are 43 base64url characters; a path segment that long is treated as a secret. */
const TOKEN_SEGMENT = /(^|\/)[A-Za-z0-9_-]{40,}(?=\/|$|\.json)/g;

export function redactText(text: string): string {
  return text.replace(QUERY_SECRET, `$1${REDACTED}`).replace(BEARER, `$1${REDACTED}`);
}

export function redactPath(path: string): string {
  return redactText(path).replace(TOKEN_SEGMENT, `$1${REDACTED}`);
}

/** A copy of `value` with secrets replaced; depth-bounded (a log line never needs more). */
export function redactFields(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactPath(value);
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redactFields(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    out[key] = SENSITIVE_KEY.test(key) && child !== null && child !== undefined ? REDACTED : redactFields(child, depth + 1);
  }
  return out;
}
