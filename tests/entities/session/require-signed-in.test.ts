import { i18n } from '@lingui/core';
import { isRedirect } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  clearSession,
  readSavedUser,
  redirectIfSignedIn,
  requireSignedIn,
  SAVED_USER_KEY,
  saveSession,
  sessionStore,
} from '@/entities/session/session';
import { toastStore } from '@/lib/toast-store';

function thrown(fn: () => void): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('requireSignedIn (route guard)', () => {
  beforeEach(() => {
    i18n.load('en', {});
    i18n.activate('en');
    localStorage.clear();
    sessionStore.set(null);
    toastStore.set(null);
  });
  afterEach(() => clearSession());

  it("sends a signed-out visitor home with the toast 'Please login to continue'", () => {
    const error = thrown(() => requireSignedIn({ preload: false }));
    expect(isRedirect(error)).toBe(true);
    expect((error as { options: { to?: string } }).options.to).toBe('/');
    expect(toastStore.get()).toMatchObject({ message: 'Please login to continue', kind: 'error' });
  });

  it('redirects without a toast while only preloading', () => {
    expect(isRedirect(thrown(() => requireSignedIn({ preload: true })))).toBe(true);
    expect(toastStore.get()).toBeNull();
  });

  it('lets a signed-in user through', () => {
    saveSession({ name: 'Nok', email: 'nok@example.com', accessToken: 'tok' });
    expect(thrown(() => requireSignedIn())).toBeUndefined();
    expect(toastStore.get()).toBeNull();
  });

  it('reads the saved user from local storage and ignores one without a token', () => {
    localStorage.setItem(SAVED_USER_KEY, JSON.stringify({ name: 'Nok', accessToken: 'abc' }));
    expect(readSavedUser()).toEqual({ name: 'Nok', email: null, accessToken: 'abc' });
    // The member's id, when it was saved and is one.
    localStorage.setItem(SAVED_USER_KEY, JSON.stringify({ id: 12, name: 'Nok', accessToken: 'abc' }));
    expect(readSavedUser()).toEqual({ id: 12, name: 'Nok', email: null, accessToken: 'abc' });
    localStorage.setItem(SAVED_USER_KEY, JSON.stringify({ id: '12', name: 'Nok', accessToken: 'abc' }));
    expect(readSavedUser()).toEqual({ name: 'Nok', email: null, accessToken: 'abc' });
    localStorage.setItem(SAVED_USER_KEY, JSON.stringify({ name: 'Nok' }));
    expect(readSavedUser()).toBeNull();
    localStorage.setItem(SAVED_USER_KEY, '{not json');
    expect(readSavedUser()).toBeNull();
  });

  it('sends a signed-in user away from the login area to the profile', () => {
    expect(thrown(() => redirectIfSignedIn())).toBeUndefined();
    saveSession({ name: 'Nok', email: null, accessToken: 'tok' });
    const error = thrown(() => redirectIfSignedIn());
    expect(isRedirect(error)).toBe(true);
    expect((error as { options: { href?: string } }).options.href).toBe('/profile');
  });
});
