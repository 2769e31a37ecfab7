import { queryOptions } from '@tanstack/react-query';
import { orderCards } from '@/domain/saved-cards/card-order';

const loadCalls = () => import('@/entities/saved-card/saved-card-calls');

/** Every saved-card query of one member; invalidated together after a change. */
export const savedCardsKey = (email: string | null) => ['account', 'saved-cards', email] as const;

/**
 * The member's saved cards, primary first then newest. Keyed by the account's e-mail so another member
 * on this device never sees them; personal, so kept in memory only (its key is not 'catalogue').
 */
export const savedCardsQuery = (email: string | null) =>
  queryOptions({
    queryKey: savedCardsKey(email),
    queryFn: async ({ signal }) => {
      const { fetchSavedCards } = await loadCalls();
      return orderCards(await fetchSavedCards(signal));
    },
    enabled: email !== null,
    staleTime: 30_000,
    retry: 1,
  });
