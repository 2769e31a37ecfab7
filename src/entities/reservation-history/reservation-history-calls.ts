import { call } from '@/api/call';
import * as history from '@/contract/endpoints/reservation-history';
import {
  RESERVATIONS_ORDER,
  RESERVATIONS_PAGE_SIZE,
  type ListedReservation,
  type ReservationList,
} from '@/contract/reservation-history';
import type { ReservationSection } from '@/domain/reservations/reservation-section';
import { memberKey } from '@/lib/query/persist-policy';

/** The reservation history calls of the contract (src/contract/endpoints/reservation-history.ts). */

/**
 * The query key of a member's history, by section and language (a cancel invalidates all of them). It
 * persists to IndexedDB under the member's id, so upcoming bookings open offline; sign-out drops it
 * (src/entities/reservation-history/member-history-cache.ts). Without a known id (0) it is never kept.
 */
export const reservationHistoryKey = (memberId: number | undefined) => memberKey(memberId ?? 0, 'reservations');

/** One page of a section; an answer whose data is not a list counts as a failure. */
export async function fetchReservationsPage(
  section: ReservationSection,
  page: number,
  signal?: AbortSignal,
): Promise<ReservationList> {
  const answer = await call(history.memberReservations, {
    query: {
      sectionType: section,
      includeRestaurant: true,
      orderBy: RESERVATIONS_ORDER,
      page: { number: page, size: RESERVATIONS_PAGE_SIZE },
    },
    signal,
    dontReport: true,
  });
  if (!Array.isArray(answer.data)) throw new Error('The reservation list answer holds no list');
  return { data: answer.data, included: answer.included, links: answer.links, meta: answer.meta };
}

/** Cancels the member's reservation (`reservation.active = false`); answers it as cancelled. */
export async function cancelReservation(encryptedId: string): Promise<ListedReservation> {
  const answer = await call(history.cancelReservation, {
    params: { encryptedId },
    body: { reservation: { active: false } },
    dontReport: true,
  });
  return answer.data;
}
