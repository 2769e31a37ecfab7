import type { QueryClient } from '@tanstack/react-query';
import { belongsToAnotherMember } from '@/lib/query/persist-policy';
import { sessionStore } from '@/entities/session/session';

type Keeper = (queryClient: QueryClient, restored: Promise<unknown>) => unknown;

const loadKeeper = (): Promise<Keeper> =>
  import('@/entities/reservation-history/member-history-cache').then((m) => m.keepHistoryForSignedInMember);

/**
 * Starts the member history's clean-up (member-history-cache.ts) only once there may be something to
 * clean: a member is signed in, the restored cache holds a member's queries, or the session changes (a
 * sign-in, here or in another tab). A signed-out device without a member's data has nothing to clean until
 * then, so a first visit does not load it. Test: tests/entities/reservation-history/start-history-clean-up.test.ts.
 */
export function startHistoryCleanUp(queryClient: QueryClient, restored: Promise<unknown>, load: () => Promise<Keeper> = loadKeeper): void {
  let started = false;
  const start = (): void => {
    if (started) return;
    started = true;
    unsubscribe();
    load()
      .then((keep) => keep(queryClient, restored))
      .catch(() => undefined);
  };
  const unsubscribe = sessionStore.subscribe(start);
  if (sessionStore.get()) {
    start();
    return;
  }
  void restored
    .catch(() => undefined)
    .then(() => {
      const members = queryClient.getQueryCache().findAll({ predicate: (q) => belongsToAnotherMember(q.queryKey, null) });
      if (members.length > 0) start();
    });
}
