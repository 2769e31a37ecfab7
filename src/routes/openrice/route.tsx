import { createFileRoute, Outlet } from '@tanstack/react-router';
import { syncPartnerModeWhenOn } from '@/entities/partner/partner-mode-state';

/**
 * /openrice: the OpenRice partner's menu pages, always in its partner mode (a `partner` in the query
 * still wins); the mode then stays on for the booking that follows.
 */
export const Route = createFileRoute('/openrice')({
  beforeLoad: ({ location, preload }) =>
    preload
      ? undefined
      : syncPartnerModeWhenOn({ partner: 'openrice', ...(location.search as Record<string, unknown>) }),
  component: Outlet,
});
