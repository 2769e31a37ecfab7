import { queryOptions } from '@tanstack/react-query';
import { orderAddresses } from '@/domain/addresses/address-order';

const loadCalls = () => import('@/entities/address/address-calls');

/** Every address query of one member; invalidated together after a change. */
export const addressesKey = (email: string | null) => ['account', 'addresses', email] as const;

/**
 * The member's saved addresses, primary first then newest. Keyed by the account's e-mail so another
 * member on this device never sees them; personal, so kept in memory only (its key is not 'catalogue').
 */
export const addressesQuery = (email: string | null, userId: number | undefined) =>
  queryOptions({
    queryKey: [...addressesKey(email), userId ?? null],
    queryFn: async ({ signal }) => {
      if (userId === undefined) throw new Error('The member id is not known yet');
      const { fetchAddresses } = await loadCalls();
      return orderAddresses(await fetchAddresses(userId, undefined, signal));
    },
    enabled: userId !== undefined,
    staleTime: 30_000,
    retry: 1,
  });
