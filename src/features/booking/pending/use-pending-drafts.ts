import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isPendingBookingOffered } from '@/domain/booking/pending-booking-offer';
import { createStore, useStore } from '@/lib/create-store';
import { sessionStore } from '@/entities/session/session';
import { showToast } from '@/lib/toast-store';
import { guestDraftsStore } from '@/features/booking/pending/guest-drafts';
import { failedGetPendingMessage } from '@/features/booking/pending/pending-messages';
import type { PendingDraft } from '@/features/booking/pending/pending-draft';
import { fetchPendingTransactions } from '@/features/booking/pending/pending-transactions-api';

/** How often the offer re-checks the 10-minute rule while a page stays open. */
const CLOCK_TICK_MS = 30_000;

/** Member drafts the diner dismissed in this tab (they are the server's; it keeps them). */
export const dismissedServerDrafts = createStore<ReadonlySet<string>>(new Set());

export function useNowMs(tickMs = CLOCK_TICK_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}

export const pendingKeys = {
  // 'booking' first: never persisted to IndexedDB with the catalogue (src/lib/query/persist-policy.ts).
  member: (accessToken: string) => ['booking', 'pending-transactions', accessToken] as const,
};

/**
 * The pending bookings to offer now: a member's from the server, a guest's from the
 * device; only those starting more than 10 minutes after `nowMs` with at least one package, newest first.
 * A failed read shows 'Oops, something went wrong, failed get pending reservation' once.
 */
export function usePendingDrafts(nowMs: number, slug?: string): PendingDraft[] {
  const user = useStore(sessionStore);
  const guest = useStore(guestDraftsStore);
  const dismissed = useStore(dismissedServerDrafts);
  const token = user?.accessToken ?? null;
  const member = useQuery({
    queryKey: pendingKeys.member(token ?? ''),
    queryFn: ({ signal }) => fetchPendingTransactions(token ?? '', signal),
    enabled: token !== null,
    staleTime: 60_000,
    retry: 1,
  });
  const failed = token !== null ? member.isError : guest.status === 'failed';
  useEffect(() => {
    if (failed) showToast(failedGetPendingMessage(), 'error');
  }, [failed]);

  const all =
    token !== null
      ? (member.data ?? []).filter((d) => !dismissed.has(d.id))
      : [guest.drafts.dine_in, guest.drafts.delivery].filter((d): d is PendingDraft => d !== null);
  return all
    .filter((d) => slug === undefined || d.restaurantSlug === slug)
    .filter((d) => isPendingBookingOffered(d, nowMs))
    .sort((a, b) => b.savedAt - a.savedAt);
}
