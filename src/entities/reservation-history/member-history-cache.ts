import type { QueryClient } from '@tanstack/react-query';
import { forgetOtherMembers } from '@/lib/query/forget-members';
import { sessionStore } from '@/entities/session/session';
import { forgetConfirmation } from '@/entities/confirmation/saved-confirmations';

/** The encrypted ids of the reservations in a dropped history query's data (pages of lists). */
export function reservationIdsOf(data: unknown): string[] {
  if (!data || typeof data !== 'object') return [];
  const pages = (data as { pages?: unknown }).pages;
  if (!Array.isArray(pages)) return [];
  return pages.flatMap((page: unknown) => {
    const rows = page && typeof page === 'object' ? (page as { data?: unknown }).data : undefined;
    if (!Array.isArray(rows)) return [];
    return rows.flatMap((row: unknown) => {
      const id = row && typeof row === 'object' ? (row as { id?: unknown }).id : undefined;
      return typeof id === 'string' ? [id] : [];
    });
  });
}

export interface MemberHistoryCacheOptions {
  forget: (queryClient: QueryClient, memberId: number | null) => Promise<unknown[]>;
  forgetConfirmation: (encryptedId: string) => Promise<void>;
}

const deviceOptions: MemberHistoryCacheOptions = { forget: forgetOtherMembers, forgetConfirmation };

/**
 * Only the member signed in on this device keeps a history here (tests/entities/reservation-history/
 * member-history-cache.test.ts). Once the persisted cache is restored, and whenever the signed-in member
 * changes — sign-out, a lost session, a deleted account, another member signing in, here or in another
 * tab, all of which go through the session store — every other member's queries leave the cache and
 * IndexedDB, and the booking confirmations kept for their reservations (the QR pass shown offline) go too.
 */
export function keepHistoryForSignedInMember(
  queryClient: QueryClient,
  restored: Promise<unknown>,
  options: MemberHistoryCacheOptions = deviceOptions,
): () => void {
  let current: number | null = sessionStore.get()?.id ?? null;
  let ready = false;
  const clean = (memberId: number | null): Promise<void> =>
    options
      .forget(queryClient, memberId)
      .then((dropped) => Promise.all(dropped.flatMap(reservationIdsOf).map((id) => options.forgetConfirmation(id))))
      .then(() => undefined)
      .catch(() => undefined);
  const unsubscribe = sessionStore.subscribe(() => {
    const next = sessionStore.get()?.id ?? null;
    if (next === current) return;
    current = next;
    if (ready) void clean(next);
  });
  void restored
    .catch(() => undefined)
    .then(() => {
      ready = true;
      return clean(current);
    });
  return unsubscribe;
}
