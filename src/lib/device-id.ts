import { newIdempotencyKey } from '@/lib/idempotency-key';
import { storageKeys } from '@/lib/storage-keys';

/**
 * A random id for this browser, kept in local storage and sent with every API call (X-HH-Device), so the
 * server can count a guest's holds and bookings per device (no seat hoarding) without knowing who it is.
 * Storage blocked: one id for the life of the page.
 */
export const DEVICE_ID_KEY = storageKeys.deviceId;
let cached: string | null = null;

export function deviceId(): string {
  if (cached) return cached;
  try {
    const saved = window.localStorage.getItem(DEVICE_ID_KEY);
    if (saved && /^[A-Za-z0-9_-]{8,64}$/.test(saved)) return (cached = saved);
    cached = newIdempotencyKey();
    window.localStorage.setItem(DEVICE_ID_KEY, cached);
  } catch {
    cached ??= newIdempotencyKey();
  }
  return cached;
}
