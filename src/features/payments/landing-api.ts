import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { api } from '@/api/client';
import type { ReservationLanding } from '@/contract/landing';

/** A landing call that failed with an answer: 404 = no such reservation (or a malformed id). */
export class LandingError extends Error {
  override readonly name = 'LandingError';
  constructor(
    message: string,
    readonly httpStatus: number,
  ) {
    super(message);
  }
}

/** GET /reservations/{encryptedId}/landing.json (src/contract/landing.ts). */
export async function fetchReservationLanding(
  encryptedId: string,
  signal?: AbortSignal,
): Promise<ReservationLanding> {
  // A 404 (a wrong link) is an answer (< 500), shown by the page; the client reports nothing for it.
  const result = await api.get<unknown>(`/reservations/${encodeURIComponent(encryptedId)}/landing.json`, {
    signal,
  });
  if (!result.success)
    throw new LandingError(result.message || i18n._(msg`Unknown Error`), result.httpStatus);
  // The schema (zod) is loaded here, not imported at the top: route loaders put this module in the first
  // bundle, and zod with every schema would add ~25 KB gzip to the home page (decision 0007).
  const { reservationLandingSchema } = await import('@/contract/landing');
  const parsed = reservationLandingSchema.safeParse(result.data);
  if (!parsed.success) throw new LandingError(i18n._(msg`Unknown Error`), result.httpStatus);
  return parsed.data;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof LandingError && error.httpStatus === 404;
}
