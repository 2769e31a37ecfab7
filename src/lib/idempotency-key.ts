/**
 * A fresh Idempotency-Key for one logical write (a hold, a reservation, a payment). Lives in src/lib, not
 * next to the API calls, so the booking store (needed by the route guards in the entry bundle) can make
 * keys without pulling the zod contracts into the first download.
 */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
