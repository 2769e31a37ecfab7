import { createFileRoute, redirect } from '@tanstack/react-router';

/** /me is an alias of /profile; the query is kept. */
export const Route = createFileRoute('/me/')({
  beforeLoad: ({ location }) => {
    throw redirect({ href: `/profile${location.searchStr}`, replace: true });
  },
});
