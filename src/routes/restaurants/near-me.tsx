import { createFileRoute, redirect } from '@tanstack/react-router';

/**
 * /restaurants/near-me redirects to /restaurants/search?is_near_me=true (spec shell §2, booking §2); the
 * search page then asks for the position. The rest of the query (locale, utm_…) goes along.
 */
export const Route = createFileRoute('/restaurants/near-me')({
  beforeLoad: ({ location }) => {
    const query = new URLSearchParams(location.searchStr);
    query.set('is_near_me', 'true');
    throw redirect({ href: `/restaurants/search?${query.toString()}`, replace: true });
  },
});
