import { createFileRoute, redirect } from '@tanstack/react-router';

/**
 * /restaurants/near-me redirects to /restaurants/search?is_near_me=true; the
 * search page then asks for the position. Only the language goes along: the previous page's query is not
 * carried over to search (search keeps the query it is given), and the router forces `locale` anyway.
 */
export const Route = createFileRoute('/restaurants/near-me')({
  beforeLoad: ({ location }) => {
    const locale = new URLSearchParams(location.searchStr).get('locale');
    const query = new URLSearchParams({ is_near_me: 'true', ...(locale ? { locale } : {}) });
    throw redirect({ href: `/restaurants/search?${query.toString()}`, replace: true });
  },
});
