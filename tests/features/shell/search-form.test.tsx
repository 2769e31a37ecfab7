import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SearchForm, searchHref } from '@/features/shell/components/search-form';
import { renderWithRouter } from '../../test-utils/render';

// Typing fires `input` events, which React's onChange of a text box listens to: the tests fire what a
// browser fires.
describe('SearchForm', () => {
  it('refuses an empty or blank query', async () => {
    const { router } = await renderWithRouter(<SearchForm />, { path: '/?locale=en' });
    const box = screen.getByRole('combobox', { name: 'Search restaurants' });
    fireEvent.input(box, { target: { value: '   ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(router.state.location.pathname).toBe('/');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Please type what you are looking for');
  });

  it('goes to search with name_like and locale', async () => {
    const { router } = await renderWithRouter(<SearchForm />, { path: '/?locale=en' });
    fireEvent.input(screen.getByRole('combobox', { name: 'Search restaurants' }), { target: { value: ' sushi ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/restaurants/search'));
    expect(router.state.location.search).toMatchObject({ name_like: 'sushi', locale: 'en' });
  });

  it('builds the search URL', () => {
    expect(searchHref('ส้มตำ & co', 'th')).toBe(
      '/restaurants/search?name_like=%E0%B8%AA%E0%B9%89%E0%B8%A1%E0%B8%95%E0%B8%B3+%26+co&locale=th',
    );
  });
});
