import { createFileRoute, redirect } from '@tanstack/react-router';

/** The old /restaurants/search.html redirects to /restaurants/search, keeping the query. */
export const Route = createFileRoute('/restaurants/search.html')({
  beforeLoad: ({ location }) => {
    throw redirect({ href: `/restaurants/search${location.searchStr}`, replace: true });
  },
});
