import { msg } from '@lingui/core/macro';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toastApiError } from '@/api/toast-api-error';
import { toggledFavouriteIds, withFavouriteState } from '@/domain/favourites/toggled-favourite-ids';
import { useStore } from '@/lib/create-store';
import { i18n } from '@/lib/i18n/i18n';
import { openAuthModal } from '@/entities/account/auth-modal';
import { sessionStore } from '@/entities/session/session';

// The calls (and the contract shapes they check) are a chunk of their own: a heart sits on every card of
// the home page, and a guest never needs them (JS to render / went from 143.5 to 147.8 KB gzip with them).
const loadCalls = () => import('@/entities/favourite/favourite-calls');

/**
 * The member's favourite restaurant ids, shared by every heart, the favourites page and the navbar's
 * shortcut. Keyed by the account's e-mail so another member on this device never sees them; personal, so
 * in memory only (src/lib/query/persist-policy.ts).
 */
export const favouriteIdsQuery = (email: string | null) =>
  queryOptions({
    queryKey: ['account', 'favourites', 'ids', email],
    queryFn: async ({ signal }) => (await loadCalls()).fetchFavouriteIds(signal),
    staleTime: 60_000,
    retry: 1,
  });

/** The pages of the favourites list, for the same member. */
export const favouritesListKey = (email: string | null) => ['account', 'favourites', 'list', email] as const;

/** The signed-in member's favourite ids ([] for a guest, or while they load). */
export function useFavouriteIds(): readonly number[] {
  const member = useStore(sessionStore);
  const query = useQuery({ ...favouriteIdsQuery(member?.email ?? null), enabled: member !== null });
  return member ? (query.data ?? []) : [];
}

/**
 * One heart press. A guest is asked to sign in and nothing else happens. A member sees the change at once;
 * the server's answer then stands, and a failure puts the hearts back with 'Oops, something went wrong,
 * failed modify favourite restaurant'.
 */
export async function pressFavourite(client: QueryClient, restaurantId: number): Promise<void> {
  const member = sessionStore.get();
  if (!member) {
    openAuthModal('login');
    return;
  }
  const key = favouriteIdsQuery(member.email).queryKey;
  await client.cancelQueries({ queryKey: key });
  const before = client.getQueryData(key);
  client.setQueryData(key, toggledFavouriteIds(before ?? [], restaurantId));
  try {
    const state = await (await loadCalls()).toggleFavourite(restaurantId);
    client.setQueryData(key, (ids) => withFavouriteState(ids ?? [], restaurantId, state.favourite));
    void client.invalidateQueries({ queryKey: favouritesListKey(member.email) });
  } catch (error) {
    client.setQueryData(key, (ids) => {
      const shown = ids ?? [];
      // Only this restaurant goes back; presses of other hearts meanwhile stay.
      const wasFavourite = (before ?? []).includes(restaurantId);
      return withFavouriteState(shown, restaurantId, wasFavourite);
    });
    toastApiError(error, i18n._(msg`Oops, something went wrong, failed modify favourite restaurant`));
  }
}

/** The press handler for a heart, bound to the app's query client. */
export function usePressFavourite(): (restaurantId: number) => void {
  const client = useQueryClient();
  return (restaurantId) => void pressFavourite(client, restaurantId);
}
