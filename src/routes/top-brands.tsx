import { createFileRoute } from '@tanstack/react-router';
import { getLanguage } from '@/lib/i18n/i18n';
import { TopBrandsPage } from '@/features/catalogue/pages/top-brands-page';
import { landingPagesQuery } from '@/features/catalogue/pages/top-brands-queries';

/** /top-brands, a utility page. A static route: it ranks above the /{groupLandingId} catch-all. */
export const Route = createFileRoute('/top-brands')({
  staticData: { scrollToTop: true },
  // A failure stays in the query cache; the page shows it with a retry.
  loader: ({ context }) => context.queryClient.prefetchQuery(landingPagesQuery(getLanguage())),
  component: TopBrandsPage,
});
