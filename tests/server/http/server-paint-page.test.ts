import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import type { AppEnv } from '@server/context';
import type { OpenedDatabase } from '@server/db/client';
import { pageBootAnswers } from '@server/http/boot-answers';
import type { BootAnswers } from '@/contract/boot-answers';
import { paintPage } from '@/app/server-paint';
import { createStore, resetStoresForNextPaint } from '@/lib/create-store';
import { catalogueApp } from '../catalogue/search-app';
import { createTestDb } from '../support/test-db';

/**
 * The server's first paint (decision 0059) of real pages: the app's own React tree, drawn from the
 * answers the page's HTML carries over the seeded catalogue, and nothing else.
 */
let opened: OpenedDatabase;
let app: Hono<AppEnv>;
let slug: string;
let name: string;

beforeAll(async () => {
  opened = await createTestDb();
  app = catalogueApp(opened);
  const res = await app.request('/api/v5/restaurants/search.json?client_type=web&locale=th', { headers: { 'X-HH-Language': 'th' } });
  const first = ((await res.json()) as { data: { attributes: { slug: string; name: string } }[] }).data[0];
  if (!first) throw new Error('no restaurant in the seeded search');
  ({ slug, name } = first.attributes);
});

afterAll(async () => {
  await opened.close();
});

async function answersFor(pagePath: string, query: string, language: 'en' | 'th'): Promise<BootAnswers> {
  const dispatch = (url: string) => app.request(url, { headers: { Accept: 'application/json' } });
  return (await pageBootAnswers(pagePath, new URLSearchParams(query), language, dispatch)).answers;
}

const paint = (url: string, language: 'en' | 'th', answers: BootAnswers) =>
  paintPage({ url, language, answers, device: 'phone', signal: new AbortController().signal });

function queryKeys(state: unknown): string[] {
  return (state as { queries: { queryKey: unknown }[] }).queries.map((q) => JSON.stringify(q.queryKey));
}

describe('paintPage', () => {
  it("draws a restaurant's page in Thai from its answers, with the cache it was drawn from", async () => {
    const answers = await answersFor(`/restaurants/${slug}`, 'locale=th', 'th');
    const painted = await paint(`/restaurants/${slug}?locale=th`, 'th', answers);
    expect(painted?.html).toContain(`<h1 class="restaurant__name">${name}</h1>`);
    expect(painted?.html).toContain('แพ็กเกจ');
    // The paint carries no script (the page allows none inline; the browser hydrates it instead).
    expect(painted?.html).not.toMatch(/<script/i);
    // Only answered queries go to the browser: the reviews and seats the page asks for later are not drawn.
    const keys = queryKeys(painted?.state);
    expect(keys).toContain(JSON.stringify(['catalogue', 'restaurant', 'detail', slug, 'th']));
    expect(keys.some((k) => k.includes('reviews'))).toBe(false);
  });

  it("draws home in English with its first sections' restaurants, not only their placeholders", async () => {
    const answers = await answersFor('/', 'locale=en', 'en');
    const painted = await paint('/?locale=en', 'en', answers);
    expect(painted?.html).toContain('Book the best restaurants in');
    expect(painted?.html).toMatch(/<a [^>]*href="\/restaurants\/(?!search)[a-z0-9-]+/);
  });

  it("draws a booking step without the tab's booking (decision 0062): step 1 as for a new booking", async () => {
    const pagePath = `/restaurants/${slug}/mobile-book/step-1`;
    const painted = await paint(`${pagePath}?locale=en`, 'en', await answersFor(pagePath, 'locale=en', 'en'));
    expect(painted?.html).toMatch(/<p class="booking__restaurant">[^<]+<\/p>/);
    expect(painted?.html).toContain('How many people?');
    expect(painted?.html).toMatch(/<li class="booking__step booking__step--current" aria-current="step">[\s\S]*?Step 1:/);
  });

  it('draws a later booking step loading: only the tab knows its date and time', async () => {
    const pagePath = `/restaurants/${slug}/mobile-book/step-3`;
    const painted = await paint(`${pagePath}?locale=en`, 'en', await answersFor(pagePath, 'locale=en', 'en'));
    expect(painted?.html).toMatch(/<li class="booking__step booking__step--current" aria-current="step">[\s\S]*?Step 3:/);
    expect(painted?.html).toContain('class="booking__loading"');
    expect(painted?.html).not.toContain('How many people?');
  });

  it('draws nothing for a booking step that does not exist', async () => {
    const pagePath = `/restaurants/${slug}/mobile-book/step-9`;
    expect(await paint(`${pagePath}?locale=en`, 'en', await answersFor(pagePath, 'locale=en', 'en'))).toBeNull();
  });

  it('draws nothing for a page the router leaves (a redirect) or cannot load', async () => {
    expect(await paint('/restaurants/search.html?locale=th', 'th', {})).toBeNull();
  });

  it("draws nothing of a partner's page, and the next visitor's page is not a partner's", async () => {
    const answers = await answersFor('/', 'locale=en', 'en');
    expect(await paint('/?partner=openrice&layout=partner&locale=en', 'en', answers)).toBeNull();
    const next = await paint('/?locale=en', 'en', answers);
    expect(next?.html).toContain('class="site-header" data-layout="default"');
  });

  it("starts every paint from every store's first value", () => {
    const store = createStore('first');
    store.set('set by the last paint');
    resetStoresForNextPaint();
    expect(store.get()).toBe('first');
  });

  it('draws nothing once its budget is spent', async () => {
    const answers = await answersFor('/', 'locale=th', 'th');
    const spent = new AbortController();
    spent.abort();
    expect(await paintPage({ url: '/?locale=th', language: 'th', answers, device: 'phone', signal: spent.signal })).toBeNull();
  });
});
