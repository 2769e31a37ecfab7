import { msg } from '@lingui/core/macro';
import { redirect } from '@tanstack/react-router';
import { createStore } from '@/lib/create-store';
import { i18n } from '@/lib/i18n/i18n';
import { showToast } from '@/lib/toast-store';
import { storageKeys } from '@/lib/storage-keys';

/**
 * The minimum the shell needs to know about the signed-in user: the saved profile in local storage (key
 * `hh-user`). Signing in, the profile fetch and token revocation come with the accounts feature, which writes
 * the same key through `saveSession`.
 */
export const SAVED_USER_KEY = storageKeys.savedUser;

export interface SessionUser {
  /**
   * The member's id, the key of what this device keeps of the member (the persisted reservation history).
   * Missing in a profile saved before it was kept; the profile fetch at start fills it in.
   */
  id?: number;
  name: string;
  email: string | null;
  accessToken: string;
  /** A proven e-mail at the company's domain, as the profile said (developer tools, environments). */
  isStaff?: boolean;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Reads the saved user; anything unreadable or without an access token means signed out. */
export function readSavedUser(store: Pick<Storage, 'getItem'> | null = storage()): SessionUser | null {
  try {
    const raw = store?.getItem(SAVED_USER_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { id, name, email, accessToken, isStaff } = value as Record<string, unknown>;
    if (typeof accessToken !== 'string' || accessToken === '') return null;
    return {
      ...(typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? { id } : {}),
      name: typeof name === 'string' ? name : '',
      email: typeof email === 'string' ? email : null,
      accessToken,
      ...(isStaff === true ? { isStaff } : {}),
    };
  } catch {
    return null;
  }
}

export const sessionStore = createStore<SessionUser | null>(typeof window === 'undefined' ? null : readSavedUser());

// Another tab signing in or out changes this one too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SAVED_USER_KEY || event.key === null) sessionStore.set(readSavedUser());
  });
}

export function isSignedIn(): boolean {
  return sessionStore.get() !== null;
}

export function saveSession(user: SessionUser): void {
  try {
    storage()?.setItem(SAVED_USER_KEY, JSON.stringify(user));
  } catch {
    // Storage blocked: the session lives until the tab closes.
  }
  sessionStore.set(user);
}

/** Sign-out clears the saved user (then 'Signed Out Successfully'). */
export function signOut(): void {
  try {
    storage()?.removeItem(SAVED_USER_KEY);
  } catch {
    // Nothing saved to remove.
  }
  sessionStore.set(null);
  showToast(i18n._(msg`Signed Out Successfully`), 'success');
}

/**
 * Route guard for pages that need a signed-in user (tests/app/require-signed-in.test.ts): without a
 * user the toast 'Please login to continue' shows and the visitor goes home. Use as
 * `beforeLoad: (ctx) => requireSignedIn(ctx)`; preloading (hover) never toasts.
 */
export function requireSignedIn(ctx: { preload?: boolean } = {}): void {
  if (isSignedIn()) return;
  if (!ctx.preload) showToast(i18n._(msg`Please login to continue`), 'error');
  throw redirect({ to: '/', replace: true });
}

/** The login area sends signed-in users to the profile home. */
export function redirectIfSignedIn(): void {
  if (isSignedIn()) throw redirect({ href: '/profile', replace: true });
}

/** A lost session (401): forget the saved user quietly; the API client already showed its toast. */
export function clearSession(): void {
  try {
    storage()?.removeItem(SAVED_USER_KEY);
  } catch {
    // Nothing saved to remove.
  }
  sessionStore.set(null);
}
