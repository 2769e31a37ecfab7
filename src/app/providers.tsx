import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useEffect } from 'react';
import { i18n } from '@/lib/i18n/i18n';
import type { AppRouter } from '@/app/router';

/**
 * The provider stack: Lingui (already activated), React Query (restored from IndexedDB), the router.
 * `onCommitted` runs once the first render is on the page (a hydrated paint is then live).
 */
export function Providers({
  queryClient,
  router,
  onCommitted,
}: {
  queryClient: QueryClient;
  router: AppRouter;
  onCommitted?: () => void;
}) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
      {onCommitted && <Committed onCommitted={onCommitted} />}
    </StrictMode>
  );
}

function Committed({ onCommitted }: { onCommitted: () => void }) {
  useEffect(onCommitted, [onCommitted]);
  return null;
}
