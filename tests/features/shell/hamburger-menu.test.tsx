import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession, saveSession } from '@/entities/session/session';
import { HamburgerMenu } from '@/features/shell/components/hamburger-menu';
import { renderWithRouter } from '../../test-utils/render';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

const LABELS = [
  'See all restaurants',
  'All dine-in',
  'All delivery',
  'Support',
  'Group dining',
  'Download app',
  'For restaurants',
  'Blog',
  'Help',
];

/** The app's pages the menu links to (the in-app links show only when their page exists). */
const PAGES = ['/restaurants/search', '/download'];

describe('HamburgerMenu', () => {
  beforeEach(() => {
    localStorage.clear();
    clearSession();
    setWidth(1280);
  });
  afterEach(() => clearSession());

  it('has every menu label, with sign in / register for a guest', async () => {
    await renderWithRouter(<HamburgerMenu open onClose={() => {}} />, { pages: PAGES });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    for (const label of LABELS) expect(within(nav).getByRole('link', { name: label })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Sign in / Register' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: /Language/ })).toBeTruthy();
    expect(within(nav).queryByRole('button', { name: 'Sign out' })).toBeNull();
  });

  it('shows sign out and the full name for a signed-in user on desktop', async () => {
    saveSession({ name: 'Somchai Jaidee', email: null, accessToken: 't' });
    await renderWithRouter(<HamburgerMenu open onClose={() => {}} />, { pages: PAGES });
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(screen.getByText('Somchai Jaidee')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in / Register' })).toBeNull();
  });

  it('truncates the name at 10 characters on a phone', async () => {
    saveSession({ name: 'Somchai Jaidee', email: null, accessToken: 't' });
    setWidth(375);
    await renderWithRouter(<HamburgerMenu open onClose={() => {}} />, { pages: PAGES });
    expect(screen.getByText('Somchai Ja…')).toBeTruthy();
    expect(screen.queryByText('Somchai Jaidee')).toBeNull();
    act(() => setWidth(1024));
    expect(screen.getByText('Somchai Jaidee')).toBeTruthy();
  });

  it('links to promotions, gift card and the profile only once their pages exist', async () => {
    saveSession({ name: 'Somchai Jaidee', email: null, accessToken: 't' });
    const first = await renderWithRouter(<HamburgerMenu open onClose={() => {}} />, { pages: PAGES });
    let nav = screen.getByRole('navigation', { name: 'Main menu' });
    for (const label of ['Promotions', 'Gift card', 'Somchai Jaidee'])
      expect(within(nav).queryByRole('link', { name: new RegExp(label) }), label).toBeNull();
    expect(within(nav).getByText('Somchai Jaidee')).toBeTruthy();
    first.unmount();

    await renderWithRouter(<HamburgerMenu open onClose={() => {}} />, {
      pages: [...PAGES, '/promotions', '/hungrytable-gift-card', '/profile'],
    });
    nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Promotions' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Gift card' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: /Somchai Jaidee/ })).toBeTruthy();
  });

  it('is a modal dialog that closes on Escape', async () => {
    let closed = 0;
    await renderWithRouter(<HamburgerMenu open onClose={() => (closed += 1)} />);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(closed).toBe(1);
  });
});
