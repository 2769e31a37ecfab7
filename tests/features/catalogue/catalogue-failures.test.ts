import { i18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueQueries } from '@/features/catalogue/catalogue-queries';
import { createQueryClient } from '@/lib/query/query-client';
import { toastStore } from '@/lib/toast-store';

/**
 * The catalogue calls' own failure messages (issue 10): shown when the call fails, once per failed
 * fetch however many parts of the page ask for it, and not for a lost connection (it has its own toast).
 */
const refused = () =>
  Promise.resolve(new Response(JSON.stringify({ success: false, message: '' }), { status: 422, headers: { 'Content-Type': 'application/json' } }));

let toasts: string[];
let stop: () => void;

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
beforeEach(() => {
  toasts = [];
  toastStore.set(null);
  stop = toastStore.subscribe(() => {
    const t = toastStore.get();
    if (t) toasts.push(t.message);
  });
});
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
});

describe('catalogue failure messages', () => {
  /** Three callers at once (a loader and two components), as a page asks. */
  const askThrice = (client: QueryClient, ask: (c: QueryClient) => Promise<unknown>) =>
    Promise.allSettled([ask(client), ask(client), ask(client)]);

  it.each([
    ['cities.json', (c: QueryClient) => c.fetchQuery(catalogueQueries.cities('en')), 'failed get cities list'],
    ['banners.json', (c: QueryClient) => c.ensureQueryData(catalogueQueries.banners(1, 'en')), 'failed get promotion list'],
    ['service_types.json', (c: QueryClient) => c.fetchQuery(catalogueQueries.serviceTypes(1, 'en')), 'failed get service type'],
  ] as const)('%s: its message once, however many ask at once', async (_path, ask, message) => {
    vi.stubGlobal('fetch', vi.fn(refused));
    await askThrice(createQueryClient(), ask);
    expect(toasts).toEqual([message]);
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1);
  });

  it('leaves a lost connection to its own notice', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    Object.defineProperty(window.navigator, 'onLine', { value: false, configurable: true });
    try {
      await createQueryClient().fetchQuery(catalogueQueries.cities('en')).catch(() => undefined);
    } finally {
      Object.defineProperty(window.navigator, 'onLine', { value: true, configurable: true });
    }
    expect(toasts).not.toContain('failed get cities list');
  });
});
