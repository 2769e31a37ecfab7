import { createStore } from '@/lib/create-store';

/** The account modals: login, register, forgot-password, and the social sign-in's own steps. */
export type AuthModal = 'login' | 'register' | 'forgot' | 'social';

/**
 * Which account modal is open, if any. Anything may open one (the navbar, the menu, a lost session, the
 * /register route); the account feature renders it over the current page, so nothing on the page is lost.
 */
export const authModalStore = createStore<AuthModal | null>(null);

export function openAuthModal(modal: AuthModal): void {
  authModalStore.set(modal);
}

export function closeAuthModal(): void {
  authModalStore.set(null);
}
