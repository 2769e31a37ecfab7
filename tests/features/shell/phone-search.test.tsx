import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Navbar } from '@/features/shell/components/navbar';
import { renderWithRouter } from '../../test-utils/render';

/**
 * Below desktop width the navbar's search button folds the search box in a bar under the navbar (CSS
 * hides the button and the bar on desktop; jsdom applies no media queries, so both are there).
 */
function phoneBar(): { toggle: HTMLElement; bar: HTMLElement } {
  const toggle = screen.getByRole('button', { name: 'Search box' });
  const bar = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!bar) throw new Error('the search button controls no element');
  return { toggle, bar };
}

describe('phone search bar', () => {
  it('stands open on the home page, without taking the focus', async () => {
    await renderWithRouter(<Navbar />, { path: '/?locale=en' });
    const { toggle, bar } = phoneBar();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(bar.hidden).toBe(false);
    const box = within(bar).getByRole('combobox', { name: 'Search restaurants' });
    expect(box.getAttribute('aria-autocomplete')).toBe('list');
    expect(document.activeElement).not.toBe(box);
  });

  it('is folded on a restaurant page; the button opens it with the focus in the box, Escape folds it back', async () => {
    await renderWithRouter(<Navbar />, { path: '/restaurants/jay-fai?locale=en' });
    const { toggle, bar } = phoneBar();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(bar.hidden).toBe(true);
    expect(within(bar).queryByRole('combobox')).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const box = await within(bar).findByRole('combobox', { name: 'Search restaurants' });
    await vi.waitFor(() => expect(document.activeElement).toBe(box));

    // The first Escape is the box's own (it shuts its suggestions); the next one folds the bar.
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(bar.hidden).toBe(false);
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(bar.hidden).toBe(true);
    expect(document.activeElement).toBe(toggle);
  });

  it('a typed search from the bar goes to the results', async () => {
    const { router } = await renderWithRouter(<Navbar />, { path: '/?locale=en' });
    const { bar } = phoneBar();
    fireEvent.input(within(bar).getByRole('combobox', { name: 'Search restaurants' }), { target: { value: 'sushi' } });
    fireEvent.submit(within(bar).getByRole('search'));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/restaurants/search'));
    expect(router.state.location.search).toMatchObject({ name_like: 'sushi', locale: 'en' });
  });
});
