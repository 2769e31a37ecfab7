/**
 * The lock (temporary reservation) input, checked before calling POST/PUT /temporary_reservations
 * (tests/domain/booking/lock-payload.test.ts). The first failing field, in the order date, restaurantId,
 * startTime, adult, kids, packages, gives its message.
 *
 * Readings: "valid date" = YYYY-MM-DD naming a real calendar day; restaurantId = a positive integer or a
 * string of digits (the server's contract); startTime = non-empty and HH:mm, the only form the server
 * accepts (its message is "startTime format is wrong", so a malformed time is a wrong format); adult and
 * kids = non-negative integers; packages = an array (its items are the server's to judge).
 */
export const LOCK_PAYLOAD_MESSAGES = {
  date: 'date format is wrong',
  restaurantId: 'restaurantId format is wrong',
  startTime: 'startTime format is wrong',
  adult: 'adult format is wrong',
  kids: 'kids format is wrong',
  packages: 'packages format is wrong',
} as const;

export type LockPayloadField = keyof typeof LOCK_PAYLOAD_MESSAGES;

export interface LockPayload {
  date: string;
  restaurantId: string | number;
  startTime: string;
  adult: number;
  kids: number;
  packages: readonly unknown[];
}

export type LockPayloadResult =
  | { ok: true; value: LockPayload }
  | { ok: false; field: LockPayloadField; error: (typeof LOCK_PAYLOAD_MESSAGES)[LockPayloadField] };

export function isValidIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // Date.UTC rolls 02-30 over into March, so a round trip catches impossible days.
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

export function validateLockPayload(input: Partial<Record<LockPayloadField, unknown>>): LockPayloadResult {
  const fail = (field: LockPayloadField): LockPayloadResult => ({
    ok: false,
    field,
    error: LOCK_PAYLOAD_MESSAGES[field],
  });
  const { date, restaurantId, startTime, adult, kids, packages } = input;
  if (!isValidIsoDate(date)) return fail('date');
  const idOk =
    (typeof restaurantId === 'number' && Number.isInteger(restaurantId) && restaurantId > 0) ||
    (typeof restaurantId === 'string' && /^\d+$/.test(restaurantId));
  if (!idOk) return fail('restaurantId');
  if (typeof startTime !== 'string' || !/^([01]\d|2[0-3]):[0-5]\d$/.test(startTime)) return fail('startTime');
  if (!isCount(adult)) return fail('adult');
  if (!isCount(kids)) return fail('kids');
  if (!Array.isArray(packages)) return fail('packages');
  return { ok: true, value: { date, restaurantId, startTime, adult, kids, packages: packages as unknown[] } };
}

/** The lock answer must carry a numeric tmpReservationId and a non-empty expiredAt. */
export function isValidLockResponse(
  value: unknown,
): value is { tmpReservationId: number; expiredAt: string } {
  if (typeof value !== 'object' || value === null) return false;
  const { tmpReservationId, expiredAt } = value as Record<string, unknown>;
  return (
    typeof tmpReservationId === 'number' &&
    Number.isFinite(tmpReservationId) &&
    typeof expiredAt === 'string' &&
    expiredAt.trim() !== ''
  );
}
