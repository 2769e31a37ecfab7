import { trackEvent } from '@/entities/tracking/analytics';
import { onTrackingChange } from '@/entities/tracking/tracking-visit';

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
