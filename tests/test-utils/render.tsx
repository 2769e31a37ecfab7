import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { currentLanguageStore } from '@/lib/i18n/i18n';

/** English with no catalogue: the macros fall back to their source text, which is the English wording. */
export function activateEnglish(): void {
  i18n.load('en', {});
  i18n.activate('en');
  currentLanguageStore.set('en');
}

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

/**
 * Renders `ui` as the only page of a throwaway router (for components that use links or navigate).
 * `pages` are further paths the router knows (empty pages), for components that link only to pages
 * that exist.
 */
export async function renderWithRouter(
  ui: ReactNode,
  {
    path = '/',
    queryClient = testQueryClient(),
    pages = [],
  }: { path?: string; queryClient?: QueryClient; pages?: readonly string[] } = {},
): Promise<RenderResult & { router: AnyRouter }> {
  activateEnglish();
  const rootRoute = createRootRoute({ component: () => <>{ui}</>, notFoundComponent: () => <>{ui}</> });
  const children = pages.map((p) => createRoute({ getParentRoute: () => rootRoute, path: p }));
  const router = createRouter({
    routeTree: children.length > 0 ? rootRoute.addChildren(children) : rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  const result = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { ...result, router };
}

export function renderWithI18n(ui: ReactNode): RenderResult {
  activateEnglish();
  return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
}
