import { queryOptions } from '@tanstack/react-query';
import { fetchProfile } from '@/entities/account/account-calls';

/**
 * The signed-in member's profile (GET /users.json), keyed by the account's e-mail so another member on
 * this device never sees it. Personal: kept in memory only (src/lib/query/persist-policy.ts).
 */
export const memberProfileQuery = (email: string | null) =>
  queryOptions({
    queryKey: ['account', 'profile', email],
    queryFn: ({ signal }) => fetchProfile(signal),
    staleTime: 60_000,
    retry: 1,
  });
