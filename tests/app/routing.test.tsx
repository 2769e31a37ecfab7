import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@/contract/envelope';
import { currentLanguageStore } from '@/lib/i18n/i18n';
import { createAppRouter } from '@/app/router';
import { clearSession, saveSession } from '@/entities/session/session';
import { catalogueFetch, card, section } from '../test-utils/catalogue-fixtures';
import { activateEnglish, testQueryClient } from '../test-utils/render';

async function start(path: string, lang: Language = 'en') {
  activateEnglish();
  currentLanguageStore.set(lang);
  const queryClient = testQueryClient();
  const router = createAppRouter(queryClient, { history: createMemoryHistory({ initialEntries: [path] }) });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  await waitFor(() => expect(router.state.status).toBe('idle'));
  return router;
}

/** What the address bar shows. */
function addressOf(router: Awaited<ReturnType<typeof start>>): string {
  const { pathname, search } = router.history.location;
  return `${pathname}${search}`;
}

describe('routing behaviour (carried query, forced locale, language prefix)', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('fetch', vi.fn(catalogueFetch({ sections: [section('Hot deals', [card()])] })));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('forces the language into the query of the first page', async () => {
    const router = await start('/');
    await waitFor(() => expect(addressOf(router)).toBe('/?locale=en'));
    expect(await screen.findByRole('heading', { level: 1, name: /Book the best restaurants/ })).toBeTruthy();
  });

  it('strips a two-letter prefix into locale and shows not found for an unknown page', async () => {
    const router = await start('/th/anything', 'th');
    await waitFor(() => expect(addressOf(router)).toBe('/anything?locale=th'));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('reads an unknown prefix as the default language', async () => {
    const router = await start('/xx/anything', 'th');
    await waitFor(() => expect(addressOf(router)).toBe('/anything?locale=th'));
  });

  it('carries the previous query over to a page without one', async () => {
    const router = await start('/?locale=en&utm_source=line');
    await router.navigate({ href: '/promotions' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/promotions'));
    expect(router.state.location.search).toEqual({ locale: 'en', utm_source: 'line' });
  });

  it('does not carry it over to search; near-me redirects there', async () => {
    const router = await start('/?locale=en&utm_source=line');
    await router.navigate({ href: '/restaurants/near-me' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/restaurants/search'));
    expect(router.state.location.search).toEqual({ is_near_me: true, locale: 'en' });
  });

  it('redirects the old search.html keeping its query', async () => {
    const router = await start('/restaurants/search.html?name_like=sushi');
    await waitFor(() => expect(router.state.location.pathname).toBe('/restaurants/search'));
    expect(router.state.location.search).toEqual({ name_like: 'sushi', locale: 'en' });
  });

  it('sends /me and /me/… to the profile', async () => {
    // The profile is for signed-in members (a guest is sent home by its guard).
    saveSession({ name: 'Malee', email: 'malee@example.com', accessToken: 'tok' });
    try {
      const router = await start('/me');
      await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
      await router.navigate({ href: '/me/edit' });
      await waitFor(() => expect(router.state.location.pathname).toBe('/profile/edit'));
    } finally {
      clearSession();
    }
  });

  it('sends an unknown profile page back to the profile home, keeping its query', async () => {
    saveSession({ name: 'Malee', email: 'malee@example.com', accessToken: 'tok' });
    try {
      const router = await start('/profile/no-such-page?utm_source=line');
      await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
      expect(router.state.location.search).toEqual({ utm_source: 'line', locale: 'en' });
    } finally {
      clearSession();
    }
  });

  it('sends a package page to its menu page', async () => {
    const router = await start('/restaurants/somtam-nua/package/12?locale=en');
    await waitFor(() => expect(router.state.location.pathname).toBe('/restaurants/somtam-nua/package/12/menu'));
    expect(router.state.location.search).toEqual({ locale: 'en' });
  });
});

describe('scroll to top (on phones, or when the page is flagged)', () => {
  function setWidth(width: number) {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  }
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn(catalogueFetch({ sections: [section('Hot deals', [card()])] })));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    setWidth(1024);
  });

  async function scrollsGoing(width: number, from: string, to: string): Promise<boolean> {
    setWidth(width);
    const router = await start(from);
    await screen.findByRole('main');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await router.navigate({ href: to });
    await waitFor(() => expect(router.state.location.pathname).toBe(new URL(to, 'http://x').pathname));
    await waitFor(() => expect(router.state.status).toBe('idle'));
    await new Promise((r) => setTimeout(r, 50));
    return scrollTo.mock.calls.some((args: unknown[]) => {
      const [first, second] = args;
      return typeof first === 'object' && first !== null ? (first as ScrollToOptions).top === 0 : second === 0;
    });
  }

  it('scrolls to top on a phone', async () => {
    expect(await scrollsGoing(375, '/?locale=en', '/summer-deals')).toBe(true);
  });

  it('keeps the position of an unflagged page on desktop', async () => {
    expect(await scrollsGoing(1280, '/?locale=en', '/summer-deals')).toBe(false);
  });

  it('scrolls a flagged page (home) to top on desktop', async () => {
    expect(await scrollsGoing(1280, '/summer-deals?locale=en', '/?locale=en')).toBe(true);
  });
});
