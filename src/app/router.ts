import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserHistory,
  createRouter,
  type AnyRoute,
  type AnyRouter,
  type RouterHistory,
} from '@tanstack/react-router';
import type { SearchParams } from '@/domain/routing/carry-query';
import { shouldScrollToTop } from '@/domain/routing/scroll-to-top';
import { currentDevice } from '@/lib/viewport';
import { NotFoundPage } from '@/features/shell/components/not-found-page';
import { PagePending } from '@/features/shell/components/page-pending';
import { RouteError } from '@/features/shell/components/route-error';
import { localePrefixRewrite, stripPrefixFromHistory } from '@/app/locale-rewrite';
import { routeTree } from '@/routeTree.gen';

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** The page scrolls to top on every screen size, not only on phones (a flagged page). */
    scrollToTop?: boolean;
  }
}

/** Whether the page just rendered is flagged to scroll to top. */
function pageFlagged(router: AnyRouter): boolean {
  return router.state.matches.some((m) => (router.routesById as Record<string, AnyRoute | undefined>)[m.routeId]?.options.staticData?.scrollToTop === true);
}

export function createAppRouter(queryClient: QueryClient, options: { history?: RouterHistory } = {}) {
  const self: { router?: AnyRouter } = {};
  const history = options.history ?? createBrowserHistory();
  stripPrefixFromHistory(history);
  const router = createRouter({
    routeTree,
    history,
    context: {
      queryClient,
      previousSearch: () => (self.router?.state.resolvedLocation?.search as SearchParams | undefined) ?? null,
    },
    rewrite: localePrefixRewrite,
    // Pages scroll to top on phones or when flagged, else keep their position (tests/app/routing.test.tsx).
    scrollRestoration: () => (self.router ? shouldScrollToTop(currentDevice(), pageFlagged(self.router)) : true),
    defaultPreload: 'intent',
    // React Query owns caching; the router always asks it (ensureQueryData is cheap when fresh).
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFoundPage,
    defaultPendingComponent: PagePending,
  });
  self.router = router;
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
