import { createFileRoute, redirect } from '@tanstack/react-router';
import { openAuthModal } from '@/entities/account/auth-modal';
import { redirectIfSignedIn } from '@/entities/session/session';

/**
 * /register opens the register modal over the home page; a signed-in member goes to the profile home
 * instead. Hovering a link to it (a preload) opens nothing.
 */
export const Route = createFileRoute('/register')({
  beforeLoad: ({ preload }) => {
    redirectIfSignedIn();
    if (!preload) openAuthModal('register');
    throw redirect({ to: '/', replace: true });
  },
});
