import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { LANGUAGES } from '@/contract/envelope';
import type { RestaurantDetail } from '@/contract/restaurant-detail';
import { isPendingOfferNeeded } from '@/domain/booking/pending-offer-needed';
import { createStore, useStore, type Store } from '@/lib/create-store';
import { getLanguage } from '@/lib/i18n/i18n';
import { retryImport } from '@/lib/retry-import';
import { sessionStore } from '@/entities/session/session';
import type { GuestDrafts } from '@/features/booking/pending/guest-drafts';
import type { RestaurantLoader } from '@/features/booking/pending/resume-pending-booking';

/**
 * Not a route (the "-" prefix keeps it out of the route tree): the root layout's mount of the pending
 * booking offer (issue 4). It composes two features the way only routes may: the booking
 * feature's offer and draft recorder get the catalogue's restaurant queries to name, load and show the
 * restaurant. Both are chunks of their own, fetched after the first paint, so the home page's first
 * bundle does not grow. The root layout mounts this only where a booking can change or where there is
 * something to offer (src/domain/booking/draft-recorder-needed.ts), and the offer's chunk is fetched only
 * once it may have something to offer (src/domain/booking/pending-offer-needed.ts): a first-time guest's
 * home page loads and runs neither.
 *
 * Where the offer shows: on the home page (every pending booking the diner may continue) and on a
 * restaurant's page (that restaurant's one) — the two places a diner returns to; never inside the booking
 * steps, where a booking is already in progress.
 */
const loadPending = () => import('@/features/booking/pending/pending-booking-offer');
const loadDrafts = () => import('@/features/booking/pending/guest-drafts');
const loadRestaurantQueries = () => import('@/features/catalogue/restaurant/restaurant-queries');
const PendingBookingOffer = lazy(() => retryImport(loadPending).then((m) => ({ default: m.PendingBookingOffer })));

function restaurantLoader(queryClient: QueryClient): RestaurantLoader {
  return {
    detail: async (slug) => {
      const { restaurantQueries } = await loadRestaurantQueries();
      return queryClient.ensureQueryData(restaurantQueries.detail(slug, getLanguage()));
    },
    reviews: async (restaurantId) => {
      const { restaurantQueries } = await loadRestaurantQueries();
      return queryClient.fetchQuery(restaurantQueries.reviews(restaurantId, getLanguage()));
    },
  };
}

/** The restaurant's name from the detail the app already holds (the booking flow shows it), any language. */
async function cachedName(queryClient: QueryClient, slug: string): Promise<string | null> {
  const { restaurantKeys } = await loadRestaurantQueries();
  const order = [getLanguage(), ...LANGUAGES.filter((l) => l !== getLanguage())];
  for (const lang of order) {
    const detail = queryClient.getQueryData<RestaurantDetail>(restaurantKeys.detail(slug, lang));
    if (detail) return detail.name;
  }
  return null;
}

/** Until the recorder's chunk arrives (or if it never does), a guest has no drafts to offer. */
const NO_DRAFTS_YET: Store<GuestDrafts> = createStore<GuestDrafts>({
  status: 'loading',
  drafts: { dine_in: null, delivery: null },
});

/** The offer, once the diner is signed in or the device holds a draft (or its drafts could not be read). */
function OfferWhenNeeded({ drafts, slug, loader }: { drafts: Store<GuestDrafts>; slug?: string; loader: RestaurantLoader }) {
  const signedIn = useStore(sessionStore) !== null;
  const guest = useStore(drafts);
  const hasGuestDraft = guest.drafts.dine_in !== null || guest.drafts.delivery !== null;
  if (!isPendingOfferNeeded({ signedIn, guestDrafts: guest.status, hasGuestDraft })) return null;
  return (
    <Suspense fallback={null}>
      <PendingBookingOffer slug={slug} loader={loader} />
    </Suspense>
  );
}

/** Mounted by the root layout once the page needs it (useDraftRecorderNeeded); starts the recorder at once. */
export function PendingBookingMount() {
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<Store<GuestDrafts>>(NO_DRAFTS_YET);
  const place = useRouterState({
    select: (s) => {
      const match = s.matches[s.matches.length - 1];
      if (match?.routeId === '/') return { slug: undefined };
      if (match?.routeId === '/restaurants/$restaurantName/') {
        return { slug: (match.params as { restaurantName?: string }).restaurantName };
      }
      return null;
    },
    structuralSharing: true,
  });
  const loader = useMemo(() => restaurantLoader(queryClient), [queryClient]);

  // The recorder follows every booking from here on, whatever page it started on.
  useEffect(() => {
    loadDrafts()
      .then(({ startGuestDrafts, guestDraftsStore }) => {
        startGuestDrafts((slug) => cachedName(queryClient, slug));
        setDrafts(() => guestDraftsStore);
      })
      .catch(() => {
        // The chunk did not load (offline on a fresh version): drafts are not recorded on this page, and
        // the offer has no drafts to show.
      });
  }, [queryClient]);

  if (!place) return null;
  return <OfferWhenNeeded drafts={drafts} slug={place.slug} loader={loader} />;
}
