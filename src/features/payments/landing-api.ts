import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { call } from '@/api/call';
import { isRefusal } from '@/api/api-error';
import * as payments from '@/contract/endpoints/payments';
import type { ReservationLanding } from '@/contract/landing';

/**
 * GET /reservations/{encryptedId}/landing.json, checked against the contract (the schema module loads
 * with the first landing page, not with the home page). A 404 (a wrong link) is a refusal the page shows.
 */
export async function fetchReservationLanding(encryptedId: string, signal?: AbortSignal): Promise<ReservationLanding> {
  const answer = await call(payments.reservationLanding, {
    params: { encryptedId },
    signal,
    validate: true,
    fallback: () => i18n._(msg`Unknown Error`),
  });
  return answer.data;
}

export function isNotFound(error: unknown): boolean {
  return isRefusal(error, 404);
}
