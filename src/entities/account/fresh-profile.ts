import { useQuery } from '@tanstack/react-query';
import type { UserProfile } from '@/contract/accounts';
import { useStore } from '@/lib/create-store';
import { sessionStore } from '@/entities/session/session';
import { memberProfileQuery } from '@/entities/account/profile-query';

/**
 * The member's profile as the server has it now: fetched again whenever a page using this mounts, and
 * null until that fetch succeeded (a copy from earlier never counts). For pages that change the account.
 */
export function useFreshProfile(): { profile: UserProfile | null; failed: boolean; retry: () => void } {
  const member = useStore(sessionStore);
  const query = useQuery({ ...memberProfileQuery(member?.email ?? null), enabled: member !== null, refetchOnMount: 'always' });
  const fresh = query.isFetchedAfterMount && !query.isError && query.data !== undefined;
  return {
    profile: fresh ? query.data : null,
    failed: query.isError,
    retry: () => void query.refetch(),
  };
}
