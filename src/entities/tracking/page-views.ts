import { trackEvent } from '@/entities/tracking/analytics';
import type { TrackingHandoff } from '@/entities/tracking/tracking-handoff';
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

/**
 * The visit's tracking, once the page has settled (or the visitor answered the consent banner): the
 * landing URL's parameters (or notracking), a page view for each page settled on while it waited (or for
 * the page open now), then one per page.
 */
export function startTracking(handoff: TrackingHandoff): void {
  startTrackingVisit(handoff.landingSearch);
  const held = handoff.takeViews();
  for (const path of held.length > 0 ? held : [window.location.pathname]) trackEvent('page_view', { path });
  trackPageViews(handoff.onPageResolved);
}
