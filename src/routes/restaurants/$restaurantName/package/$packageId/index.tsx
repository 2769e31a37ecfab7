import { createFileRoute, redirect } from '@tanstack/react-router';

/**
 * /restaurants/{restaurantName}/package/{packageId} redirects to its /menu page.
 * An index route, so the menu page itself (a child) never matches this redirect.
 */
export const Route = createFileRoute('/restaurants/$restaurantName/package/$packageId/')({
  beforeLoad: ({ params, location }) => {
    const path = `/restaurants/${encodeURIComponent(params.restaurantName)}/package/${encodeURIComponent(params.packageId)}/menu`;
    throw redirect({ href: `${path}${location.searchStr}`, replace: true });
  },
});
