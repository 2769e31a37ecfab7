import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Journeys that need a diner at step 5: the restaurant's AYCE package from its page, `adult` people, the
 * first open day at least `daysAhead` ahead and its first open time, the package kept. Labels in English
 * or Thai as the page is.
 */
const LABELS = {
  en: { next: 'Next', adults: 'Adults', flow: 'Book a table', book: 'Book' },
  th: { next: 'ถัดไป', adults: 'ผู้ใหญ่', flow: 'จองโต๊ะ', book: 'จอง' },
} as const;

export function stepPath(isMobile: boolean, slug: string, step: number): RegExp {
  return new RegExp(`/restaurants/${slug}/${isMobile ? 'mobile-book' : 'book'}/step-${step}(\\?|$)`);
}

type BookToOptions = { slug: string; isMobile: boolean; lang?: 'en' | 'th'; adult?: number; daysAhead?: number };

export async function bookToStep5(page: Page, opts: BookToOptions): Promise<void> {
  await bookToStep4(page, opts);
  await page.getByRole('button', { name: LABELS[opts.lang ?? 'en'].next, exact: true }).click();
  await expect(page).toHaveURL(stepPath(opts.isMobile, opts.slug, 5));
}

/** The same as far as step 4 (package kept), its Next not pressed. */
export async function bookToStep4(page: Page, opts: BookToOptions): Promise<void> {
  const { slug, isMobile, lang = 'en', adult = 2, daysAhead = 3 } = opts;
  const l = LABELS[lang];
  const next = () => page.getByRole('button', { name: l.next, exact: true }).click();
  await page.goto(`/restaurants/${slug}?locale=${lang}`, { waitUntil: 'load' });
  await page.locator('article[data-type-code="ayce"]').first().getByRole('link', { name: l.book, exact: true }).click();
  await expect(page).toHaveURL(stepPath(isMobile, slug, 1));
  const flow = page.getByRole('region', { name: l.flow });
  await flow.getByLabel(l.adults, { exact: true }).selectOption(String(adult));
  await next();
  await expect(page).toHaveURL(stepPath(isMobile, slug, 2));

  const days = flow.locator('input[name="booking-date"]:not([disabled])');
  await expect(days.first()).toBeAttached();
  const values = await days.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  const earliest = new Date(Date.now() + daysAhead * 24 * 3_600_000).toISOString().slice(0, 10);
  const day = values.find((v) => v >= earliest) ?? values[values.length - 1];
  await flow.locator(`input[name="booking-date"][value="${day}"]`).check();
  await next();
  await expect(page).toHaveURL(stepPath(isMobile, slug, 3));

  const time = flow.locator('input[name="booking-time"]:not([disabled])').first();
  await expect(time).toBeAttached();
  await time.check();
  await next();
  await expect(page).toHaveURL(stepPath(isMobile, slug, 4));
}

export interface Member {
  name: string;
  email: string;
  accessToken: string;
}

/** A fresh account through the API (sign-up), returned with its session's token. */
export async function signUpByApi(request: APIRequestContext, name: string, email: string, password: string): Promise<Member> {
  const res = await request.post('/api/v5/users.json', {
    data: { name, email, password, phone: '0812345678', calling_code: '+66', provider: 'hungrytable' },
  });
  expect(res.status(), await res.text()).toBe(200);
  const data = ((await res.json()) as { data: { name: string; email: string; access_token: string } }).data;
  return { name: data.name, email: data.email, accessToken: data.access_token };
}

/** Signs the page's device in as `member` before the app starts (the saved profile the app reads). */
export async function signInDevice(page: Page, member: Member): Promise<void> {
  await page.addInitScript((saved) => {
    if (!window.sessionStorage.getItem('e2e-signed-in')) {
      window.localStorage.setItem('hh-user', JSON.stringify(saved));
      window.sessionStorage.setItem('e2e-signed-in', '1');
    }
  }, member);
}

/** The first of restaurants 1–5 (DINE15's) with an AYCE paid at the restaurant. */
export async function dineRestaurant(request: APIRequestContext): Promise<string> {
  for (let id = 1; id <= 5; id++) {
    const res = await request.get(`/api/v5/restaurants/${id}.json`, { headers: { 'X-HH-Language': 'en' } });
    if (res.status() !== 200) continue;
    const a = ((await res.json()) as {
      data: { attributes: { slug: string; packages: { type_code: string; requires_prepayment: boolean }[] } };
    }).data.attributes;
    if (a.packages.some((p) => p.type_code === 'ayce' && !p.requires_prepayment)) return a.slug;
  }
  throw new Error('no restaurant among 1–5 sells an AYCE paid at the restaurant');
}
