import { trackEvent } from '@/entities/tracking/analytics';
import { onTrackingChange, startTrackingVisit } from '@/entities/tracking/tracking-visit';

/**
 * A page_view for every page the router settles on, and one for the page open when the visitor
 * accepts (what was seen before consent is not sent). Only the path: its query may carry tokens.
 */
export function trackPageViews(onPageResolved: (listener: () => void) => void): void {
  const view = () => trackEvent('page_view', { path: window.location.pathname });
  onPageResolved(view);
  onTrackingChange((allowed) => {
    if (allowed) view();
  });
}

/** The visit's tracking: the landing URL's parameters (or notracking), then a page view per page. */
export function startTracking(landingSearch: string, onPageResolved: (listener: () => void) => void): void {
  startTrackingVisit(landingSearch);
  trackPageViews(onPageResolved);
  // The page open now has settled before this module loaded.
  trackEvent('page_view', { path: window.location.pathname });
}
