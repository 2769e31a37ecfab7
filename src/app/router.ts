import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserHistory,
  createRouter,
  type RouterHistory,
  type StaticDataRouteOption,
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

/**
 * The part of the router that its own options read back, spelled out on purpose. The router's types
 * (AnyRouter's state included) default to the registered router, AppRouter, which is inferred from
 * createAppRouter's body: reading them in here made AppRouter depend on itself, and TypeScript broke the
 * loop at whichever point it met first, so a file linted on its own could see `unknown` where the whole
 * run did not. tests/lint/per-file-verdict.test.ts lints each app and route file alone to keep it so.
 */
interface RouterReadBack {
  state: {
    matches: ReadonlyArray<{ staticData: StaticDataRouteOption }>;
    resolvedLocation?: { search: unknown };
  };
}

/** Whether the page just rendered is flagged to scroll to top. */
function pageFlagged(router: RouterReadBack): boolean {
  return router.state.matches.some((m) => m.staticData.scrollToTop === true);
}

export function createAppRouter(queryClient: QueryClient, options: { history?: RouterHistory } = {}) {
  const self: { router?: RouterReadBack } = {};
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
