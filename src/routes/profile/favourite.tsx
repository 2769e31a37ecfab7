import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { requireSignedIn } from '@/entities/session/session';
import { retryImport } from '@/lib/retry-import';

/** /profile/favourite: the member's favourite restaurants, signed in only; the page is a chunk of its own. */
const FavouritesPage = lazy(() =>
  retryImport(() => import('@/features/favourites/favourites-page')).then((m) => ({ default: m.FavouritesPage })),
);

export const Route = createFileRoute('/profile/favourite')({
  beforeLoad: (ctx) => requireSignedIn(ctx),
  staticData: { scrollToTop: true },
  component: function FavouriteRoute() {
    return (
      <Suspense fallback={null}>
        <FavouritesPage />
      </Suspense>
    );
  },
});
