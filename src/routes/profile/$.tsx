import { createFileRoute, redirect } from '@tanstack/react-router';

/** Any other /profile/… page returns to the profile home, its query kept. */
export const Route = createFileRoute('/profile/$')({
  beforeLoad: ({ location }) => {
    throw redirect({ href: `/profile${location.searchStr}`, replace: true });
  },
});
