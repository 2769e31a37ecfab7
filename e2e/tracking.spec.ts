import type { BrowserContext, Page } from '@playwright/test';
import { PAY_AT_RESTAURANT_AYCE_SLUGS } from '../server/db/seed/booking-prepayment';
import { bookToStep5 } from './support/book-steps';
import { expect, test } from './support/fixtures';
import { reservationTrackingOf } from './support/operator';

/**
 * Tracking, with consent (phone + desktop): a visit from a maps and campaign link keeps its utm tags
 * and maps token only once the visitor accepts (as cookies, 7 and 30 days), the booking carries them to
 * the reservation row and its maps conversion is recorded; analytics go to our collector by beacon. With
 * notracking=true, or after declining (in Thai), nothing is sent and no tracking cookie exists at all.
 */

test.describe.configure({ timeout: 150_000 });
// These journeys are about the consent bar: they start unanswered.
test.use({ cookieConsent: 'unanswered' });

const TRACKING_COOKIES = ['utm_source', 'utm_medium', 'utm_version', 'ia_click_id', 'rwg_token', 'ac_click_id'];
const COLLECTOR = '/api/v5/analytics/events.json';
const DAY = 86_400;
/** The bar shows 3 s after the footer mounts, which on a painted page waits until the page has settled. */
const CONSENT_BAR_MS = 25_000;

/** Every request to the analytics collector made in the context (beacons included). */
function collectorRequests(context: BrowserContext): string[] {
  const seen: string[] = [];
  context.on('request', (request) => {
    if (request.url().includes(COLLECTOR)) seen.push(request.postData() ?? '');
  });
  return seen;
}

async function trackingCookies(context: BrowserContext) {
  return (await context.cookies()).filter((c) => TRACKING_COOKIES.includes(c.name));
}

/** Leaves time for a batch to go out (the queue waits 5 s) and hides the page, which also sends it. */
async function letAnalyticsFlush(page: Page): Promise<void> {
  await page.waitForTimeout(6_000);
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  await page.waitForTimeout(500);
}

/** The beacon's body is not visible on the network record: the page's calls to sendBeacon are observed. */
async function observeBeacons(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const bodies: Promise<string>[] = [];
    Object.assign(window, { __beacons: bodies });
    const original = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) bodies.push(data.text());
      return original(url, data);
    };
  });
}

const beaconBodies = (page: Page) =>
  page.evaluate(() => Promise.all((window as unknown as { __beacons: Promise<string>[] }).__beacons));

test('a maps visit that accepts books with its utm tags and token, and the conversion is recorded', async ({ page, context, isMobile }) => {
  const slug = PAY_AT_RESTAURANT_AYCE_SLUGS[isMobile ? 1 : 0];
  const sent = collectorRequests(context);
  await observeBeacons(page);
  const token = `AJKvS9${isMobile ? 'phone' : 'desk'}${Date.now()}`;
  await page.goto(
    `/restaurants/${slug}?locale=en&utm_source=google&utm_medium=maps&utm_version=v3&rwg_token=${token}&ia_click_id=ia-e2e&card_number=4242424242424242`,
    { waitUntil: 'load' },
  );
  // Before an answer (Thailand's PDPA): no cookie, no event.
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible({ timeout: CONSENT_BAR_MS });
  expect(await trackingCookies(context)).toEqual([]);
  expect(sent).toEqual([]);

  const now = Date.now() / 1000;
  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toBeHidden();
  await expect.poll(async () => (await trackingCookies(context)).map((c) => c.name).sort()).toEqual(
    ['ia_click_id', 'rwg_token', 'utm_medium', 'utm_source', 'utm_version'],
  );
  const cookies = await trackingCookies(context);
  const expiresIn = (name: string) => (cookies.find((c) => c.name === name)?.expires ?? 0) - now;
  expect(expiresIn('utm_source')).toBeGreaterThan(7 * DAY - 60);
  expect(expiresIn('utm_source')).toBeLessThan(7 * DAY + 60);
  expect(expiresIn('rwg_token')).toBeGreaterThan(30 * DAY - 60);
  expect(expiresIn('rwg_token')).toBeLessThan(30 * DAY + 60);

  // The page view of the accepted page reaches our collector (by beacon), with no card data in it.
  await letAnalyticsFlush(page);
  expect(sent.length).toBeGreaterThan(0);
  const beacons = await beaconBodies(page);
  expect(beacons.join('\n')).toContain('"page_view"');
  expect(beacons.join('\n')).not.toContain('4242');

  await bookToStep5(page, { slug, isMobile, lang: 'en', daysAhead: 9 });
  const flow = page.getByRole('region', { name: 'Book a table' });
  await flow.getByLabel('Name', { exact: true }).fill('Tracking Malee');
  await flow.getByLabel('Email', { exact: true }).fill('tracking@example.com');
  await flow.getByLabel('Phone', { exact: true }).fill('0812345678');
  const posted = page.waitForResponse((res) => res.url().includes('/api/v5/reservations.json') && res.request().method() === 'POST');
  await flow.getByRole('button', { name: 'Confirm booking' }).click();
  const response = await posted;
  expect(response.status()).toBe(200);
  const body = response.request().postDataJSON() as { reservation: { adv_partner: string; click_id: string } };
  expect(body.reservation.adv_partner).toBe('utm_source=google&utm_medium=maps&utm_version=v3');
  expect(body.reservation.click_id).toBe(`ia_click_id=ia-e2e&rwg_token=${token}`);
  const { data } = (await response.json()) as { data: { encrypted_id: string } };
  await expect(page).toHaveURL(new RegExp(`/restaurants/${slug}/booking-success/`), { timeout: 30_000 });

  // The reservation row carries them, each in its column, and the maps conversion is recorded.
  expect(await reservationTrackingOf(page.request, data.encrypted_id)).toMatchObject({
    utmSource: 'google',
    utmMedium: 'maps',
    utmVersion: 'v3',
    iaClickId: 'ia-e2e',
    rwgToken: token,
    rwgConversion: { adapter: 'local', status: 'recorded', rwgToken: token },
  });
});

test('with consent given before, the pages seen before tracking started count once it starts (after the page settles)', async ({ page, context }) => {
  await page.addInitScript(() => window.localStorage.setItem('hh-cookie-consent', 'accepted'));
  await observeBeacons(page);
  const sent = collectorRequests(context);
  await page.goto('/?locale=en', { waitUntil: 'load' });
  // An in-app page before tracking's code has come: the router settles on it meanwhile.
  const card = page.locator('article.restaurant-card a').first();
  const href = new URL((await card.getAttribute('href'))!, page.url()).pathname;
  await card.click();
  await expect(page).toHaveURL(new RegExp(href));
  await expect.poll(() => sent.length, { timeout: 30_000 }).toBeGreaterThan(0);
  const views = (await beaconBodies(page))
    .flatMap((body) => (JSON.parse(body) as { events: { name: string; params: { path?: string } }[] }).events)
    .filter((e) => e.name === 'page_view')
    .map((e) => e.params.path);
  expect(views).toEqual(['/', href]);
});

test('notracking=true: no event request and no tracking cookie, even with consent given before', async ({ page, context }) => {
  await page.addInitScript(() => window.localStorage.setItem('hh-cookie-consent', 'accepted'));
  const sent = collectorRequests(context);
  await page.goto('/?locale=th&notracking=true&utm_source=line&rwg_token=tok-notracking', { waitUntil: 'load' });
  await expect(page.getByRole('button', { name: 'ตั้งค่าคุกกี้' })).toBeVisible();
  // In-app navigation and a reload stay in the same visit.
  await page.goto(`/restaurants/${PAY_AT_RESTAURANT_AYCE_SLUGS[2]}?locale=th`, { waitUntil: 'load' });
  await letAnalyticsFlush(page);
  expect(sent).toEqual([]);
  expect(await trackingCookies(context)).toEqual([]);
});

test('declining in Thai: no event request and no tracking cookie; Cookie settings asks again', async ({ page, context }) => {
  const sent = collectorRequests(context);
  await page.goto('/?locale=th&utm_source=line&utm_medium=chat&ac_click_id=ac-e2e', { waitUntil: 'load' });
  const banner = page.getByRole('region', { name: 'การยินยอมใช้คุกกี้' });
  await expect(banner).toBeVisible({ timeout: CONSENT_BAR_MS });
  await expect(banner).toContainText('เราใช้คุกกี้');
  await banner.getByRole('button', { name: 'ปฏิเสธ' }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => window.localStorage.getItem('hh-cookie-consent'))).toBe('refused');
  await page.goto(`/restaurants/${PAY_AT_RESTAURANT_AYCE_SLUGS[2]}?locale=th&utm_source=line`, { waitUntil: 'load' });
  await letAnalyticsFlush(page);
  expect(sent).toEqual([]);
  expect(await trackingCookies(context)).toEqual([]);

  // The answer can be changed from the footer. Its button is the server's until the footer's code has come
  // (the page settled, or the visitor scrolled near it): a press before then changes nothing, so press
  // again, as a visitor would.
  await expect(async () => {
    await page.getByRole('button', { name: 'ตั้งค่าคุกกี้' }).click();
    await expect(banner).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: CONSENT_BAR_MS });
  await expect(banner.getByRole('button', { name: 'ยอมรับ' })).toBeVisible();
});
