import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { requireSignedIn } from '@/entities/session/session';
import { retryImport } from '@/lib/retry-import';

/** /profile/address: the member's saved addresses, signed in only; the page is a chunk of its own. */
const AddressesPage = lazy(() =>
  retryImport(() => import('@/features/addresses/addresses-page')).then((m) => ({
    default: m.AddressesPage,
  })),
);

export const Route = createFileRoute('/profile/address')({
  beforeLoad: (ctx) => requireSignedIn(ctx),
  staticData: { scrollToTop: true },
  component: function AddressRoute() {
    return (
      <Suspense fallback={null}>
        <AddressesPage />
      </Suspense>
    );
  },
});
