import { createFileRoute, redirect } from '@tanstack/react-router';

/** /openrice opens on its first page, the menu choice. */
export const Route = createFileRoute('/openrice/')({
  beforeLoad: ({ location }) => {
    throw redirect({ href: `/openrice/select-menu${location.searchStr}`, replace: true });
  },
});
