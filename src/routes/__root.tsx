import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { Language } from '@/contract/envelope';
import type { SearchParams } from '@/domain/routing/carry-query';
import { isLanguage } from '@/domain/i18n/language';
import { getLanguage } from '@/lib/i18n/i18n';
import { optionalPart } from '@/lib/optional-part';
import { syncPartnerModeWhenOn } from '@/entities/partner/partner-mode-state';
import { AuthModalHost } from '@/features/account/components/auth-modal-host';
import { useDraftRecorderNeeded } from '@/features/booking/pending/use-draft-recorder-needed';
import { useDeveloperToolsMayBeNeeded } from '@/features/developer/use-developer-tools-may-be-needed';
import { AppLayout } from '@/features/shell/components/app-layout';
import { NotFoundPage } from '@/features/shell/components/not-found-page';
import { RouteError } from '@/features/shell/components/route-error';
import { applyRoutingRules } from '@/features/shell/routing-rules';

// The pending-booking offer and the staff tools show nothing on a first paint: chunks of their own, each
// fetched only where it may have something to do (decision 0066).
const PendingBookingMount = optionalPart(
  () => import('./-pending-booking-mount').then((m) => m.PendingBookingMount),
  useDraftRecorderNeeded,
);
const DeveloperToolsGate = optionalPart(
  () => import('@/features/developer/components/developer-tools-gate').then((m) => m.DeveloperToolsGate),
  useDeveloperToolsMayBeNeeded,
);

export interface RouterContext {
  queryClient: QueryClient;
  /** The query of the page being left (the last resolved location), null on the first page. */
  previousSearch: () => SearchParams | null;
}

export interface RootSearch {
  locale?: Language;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: (search: Record<string, unknown>): RootSearch =>
    isLanguage(search.locale) ? { locale: search.locale } : {},
  beforeLoad: ({ location, preload, context }) => {
    applyRoutingRules({ location, preload, previousSearch: context.previousSearch(), language: getLanguage() });
    // Partner mode is known before any page's guard runs (the booking charge step reads it); outside
    // partner mode this is synchronous, asks nothing and loads nothing.
    return preload ? undefined : syncPartnerModeWhenOn(location.search);
  },
  component: () => (
    <AppLayout>
      <DeveloperToolsGate />
      <PendingBookingMount />
      <Outlet />
      <AuthModalHost />
    </AppLayout>
  ),
  notFoundComponent: NotFoundPage,
  errorComponent: RouteError,
  staticData: {},
});
