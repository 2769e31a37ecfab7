import { createFileRoute, redirect } from '@tanstack/react-router';

/** /restaurants/near-me redirects to /restaurants/search?is_near_me=true (spec shell §2, booking §2). */
export const Route = createFileRoute('/restaurants/near-me')({
  beforeLoad: () => {
    throw redirect({ href: '/restaurants/search?is_near_me=true', replace: true });
  },
});
