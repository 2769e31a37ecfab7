import { createFileRoute, redirect } from '@tanstack/react-router';

/** /me/… is the alias of /profile/…: /me/edit → /profile/edit, query kept. */
export const Route = createFileRoute('/me/$')({
  beforeLoad: ({ params, location }) => {
    const rest = params._splat ? `/${params._splat.split('/').map(encodeURIComponent).join('/')}` : '';
    throw redirect({ href: `/profile${rest}${location.searchStr}`, replace: true });
  },
});
