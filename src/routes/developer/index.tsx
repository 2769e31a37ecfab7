import { createFileRoute, redirect } from '@tanstack/react-router';

/** /developer redirects to its one child, the environment page, keeping the query (the language). */
export const Route = createFileRoute('/developer/')({
  beforeLoad: ({ location }) => {
    throw redirect({ href: `/developer/environment${location.searchStr}`, replace: true });
  },
});
