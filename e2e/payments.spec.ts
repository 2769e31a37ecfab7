import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { PREPAID_AYCE_RESTAURANT_IDS } from '../server/db/seed/booking-prepayment';
import { fillSandboxCard } from './support/buy-steps';
import { expect, test } from './support/fixtures';

/**
 * Paying a prepaid booking (issue 5, decision 0013) on phone and desktop, against the sandbox gateway:
 * card with 3-D Secure (authorised → landing; failed → payment-failed, seats free again), PromptPay (paid
 * inside the countdown → landing; left to expire → expired, seats released; a reload while waiting still
 * ends on the landing page) and TrueMoney (in Thai) → landing. Every request to /api/v5 is inspected:
 * none carries the card number. (A replayed webhook changing nothing is tests/server/payments/
 * payment-flow.test.ts: the sandbox's webhook secret never leaves the server process.)
 *
 * The e2e server runs with PROMPTPAY_COUNTDOWN_SECONDS=30 (playwright.config.ts). Tests run in parallel:
 * each (test, project) books its own day, so seat counts and sandbox charges never mix.
 */

interface Prepaid {
  id: number;
  slug: string;
  ayceId: number;
  cards: string[];
}

const CARDS_3DS: Record<string, string> = { visa: '4000000000003063', mastercard: '5200000000003063' };
const ALL_TEST_CARDS = ['4000000000003063', '5200000000003063', '4242424242424242', '4000000000000002'];

async function prepaidRestaurants(request: APIRequestContext): Promise<Prepaid[]> {
  const out: Prepaid[] = [];
  for (const id of PREPAID_AYCE_RESTAURANT_IDS) {
    const res = await request.get(`/api/v5/restaurants/${id}.json`, { headers: { 'X-HH-Language': 'en' } });
    expect(res.status()).toBe(200);
    const a = (
      (await res.json()) as {
        data: {
          attributes: {
            slug: string;
            accepted_credit_cards: string[];
            packages: { id: number; type_code: string; requires_prepayment: boolean }[];
          };
        };
      }
    ).data.attributes;
    const ayce = a.packages.find((p) => p.type_code === 'ayce' && p.requires_prepayment);
    if (ayce) out.push({ id, slug: a.slug, ayceId: ayce.id, cards: a.accepted_credit_cards });
  }
  expect(out.length).toBeGreaterThan(0);
  return out;
}

async function openDates(request: APIRequestContext, restaurantId: number, party: number): Promise<string[]> {
  const res = await request.get(
    `/api/v5/restaurants/${restaurantId}/available_dates.json?kind=dine_in&party=${party}&days=60`,
  );
  const body = (await res.json()) as { data: { date: string; available: boolean }[] };
  return body.data.filter((d) => d.available).map((d) => d.date);
}

interface TimesAnswer {
  data: {
    start_time: string;
    packages: { restaurant_package_id: number; total_seat_left_package: number }[];
  }[];
}

async function seatsLeft(
  request: APIRequestContext,
  r: Prepaid,
  date: string,
  time: string,
): Promise<number> {
  const res = await request.get(
    `/api/v5/restaurants/${r.id}/available_times.json?kind=dine_in&party=1&date=${date}`,
  );
  const slot = ((await res.json()) as TimesAnswer).data.find((t) => t.start_time === time);
  return slot?.packages.find((p) => p.restaurant_package_id === r.ayceId)?.total_seat_left_package ?? 0;
}

async function firstTime(
  request: APIRequestContext,
  r: Prepaid,
  date: string,
  party: number,
): Promise<string> {
  const res = await request.get(
    `/api/v5/restaurants/${r.id}/available_times.json?kind=dine_in&party=${party}&date=${date}`,
  );
  const times = ((await res.json()) as TimesAnswer).data.filter((t) =>
    t.packages.some((p) => p.restaurant_package_id === r.ayceId && p.total_seat_left_package >= party),
  );
  expect(times.length, `open times on ${date}`).toBeGreaterThan(0);
  return times[0]!.start_time;
}

/** A day of its own for each (test, project): `slot` numbers the tests of this file. */
async function dayFor(
  request: APIRequestContext,
  r: Prepaid,
  party: number,
  slot: number,
  isMobile: boolean,
) {
  const dates = await openDates(request, r.id, party);
  const index = slot * 2 + (isMobile ? 0 : 1);
  expect(dates.length, 'enough open days for every test').toBeGreaterThan(index);
  const date = dates[index]!;
  return { date, time: await firstTime(request, r, date, party) };
}

/** Fails the test if a request to our API ever carries a test card number. */
function watchCardNumbers(context: BrowserContext) {
  const api: string[] = [];
  const leaks: string[] = [];
  const gateway: string[] = [];
  context.on('request', (req) => {
    const url = req.url();
    const body = req.postData() ?? '';
    const seen = ALL_TEST_CARDS.some((n) => (url + body).replace(/[\s-]/g, '').includes(n));
    if (url.includes('/api/v5')) {
      api.push(`${req.method()} ${url}`);
      if (seen) leaks.push(`${req.method()} ${url}`);
    } else if (seen) gateway.push(`${req.method()} ${new URL(url).pathname}`);
  });
  return { api, leaks, gateway };
}

const EN = {
  book: 'Book',
  region: 'Book a table',
  adults: 'Adults',
  next: 'Next',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
};
const TH = {
  book: 'จอง',
  region: 'จองโต๊ะ',
  adults: 'ผู้ใหญ่',
  next: 'ถัดไป',
  name: 'ชื่อ',
  email: 'อีเมล',
  phone: 'โทรศัพท์',
};

/** Steps 1–4 through the UI, then the guest's details on step 5; returns the step-5 region. */
async function bookToPayment(
  page: Page,
  gotoApp: (path: string) => Promise<unknown>,
  opts: { r: Prepaid; date: string; time: string; party: number; words?: typeof EN; lang?: 'th' },
): Promise<Locator> {
  const w = opts.words ?? EN;
  await gotoApp(`${opts.lang ? `/${opts.lang}` : ''}/restaurants/${opts.r.slug}`);
  await page
    .locator(`article[data-package-id="${opts.r.ayceId}"], article[data-type-code="ayce"]`)
    .first()
    .getByRole('link', { name: w.book, exact: true })
    .click();
  const flow = page.getByRole('region', { name: w.region });
  await flow.getByLabel(w.adults).selectOption(String(opts.party));
  const next = () => page.getByRole('button', { name: w.next, exact: true }).click();
  await next();
  await flow.locator(`input[name="booking-date"][value="${opts.date}"]`).check();
  await next();
  await flow.locator(`input[name="booking-time"][value="${opts.time}"]`).check();
  await next();
  await expect(flow.locator(`li[data-package-id="${opts.r.ayceId}"] input[type="checkbox"]`)).toBeChecked();
  await next();
  await expect(flow.getByTestId('high-load-warning')).toBeVisible();
  await flow.getByLabel(w.name, { exact: true }).fill('Somchai Jaidee');
  await flow.getByLabel(w.email, { exact: true }).fill('somchai@example.com');
  await flow.getByLabel(w.phone, { exact: true }).fill('0812345678');
  return flow;
}

function payButton(flow: Locator, word = 'Pay'): Locator {
  return flow.getByRole('button', { name: new RegExp(`^${word} `) });
}

/** The pending PromptPay charge of this amount, newest first, from the sandbox's own list page. */
async function promptpayChargeId(request: APIRequestContext, amountText: string): Promise<string> {
  const amount = Number(amountText.replace(/[^\d.]/g, ''));
  const html = await (await request.get('/sandbox-gateway')).text();
  const rows = [
    ...html.matchAll(
      /<tr><td><a href="[^"]*">([^<]+)<\/a><\/td><td>([^<]+)<\/td><td>([^<]+)<\/td><td>([^<]+)<\/td><\/tr>/g,
    ),
  ];
  const row = rows.find(
    (m) => m[2] === 'promptpay' && m[4] === 'pending' && Number(m[3]!.replace(/[^\d.]/g, '')) === amount,
  );
  expect(row, `a pending PromptPay charge of ${amountText}`).toBeTruthy();
  return row![1]!;
}

async function payPromptpay(request: APIRequestContext, chargeId: string): Promise<void> {
  const res = await request.post(`/sandbox-gateway/charges/${chargeId}/pay`, {
    headers: { Accept: 'application/json' },
  });
  expect(res.status()).toBe(200);
  expect(((await res.json()) as { status: string }).status).toBe('successful');
}

async function qrAmount(flow: Locator): Promise<string> {
  const title = (await flow.getByText(/^Scan to pay .+ with PromptPay$/).textContent()) ?? '';
  return /pay (.+) with/.exec(title)?.[1] ?? '';
}

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .include('.booking')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function expectLanding(page: Page, slug: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/restaurants/${slug}/landing/[^/?]+`), { timeout: 20_000 });
}


test('card with 3-D Secure authorised ends on the landing page; no card number reaches /api/v5', async ({
  page,
  context,
  request,
  gotoApp,
  isMobile,
}) => {
  test.setTimeout(90_000);
  const requests = watchCardNumbers(context);
  const r = (await prepaidRestaurants(request)).find((x) => x.cards.some((c) => CARDS_3DS[c]));
  // The seed is deterministic: a prepaid restaurant taking Visa or MasterCard must exist, so no skip.
  if (!r) throw new Error('the seed has no prepaid restaurant taking Visa or MasterCard');
  const number = CARDS_3DS[r.cards.find((c) => CARDS_3DS[c])!]!;
  const { date, time } = await dayFor(request, r, 2, 0, isMobile);

  const flow = await bookToPayment(page, gotoApp, { r: r, date, time, party: 2 });
  await expect(flow.getByLabel('Credit or debit card')).toBeChecked();
  // Every card field must be filled: the gateway's form says so, in our words.
  await payButton(flow).click();
  await expect(flow.getByText('All card fields must be filled')).toBeVisible();

  await fillSandboxCard(page, number);
  await payButton(flow).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/charges\/[^/]+\/authorize/);
  await page.getByRole('button', { name: 'Authorize' }).click();
  await expectLanding(page, r.slug);
  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();

  expect(
    requests.gateway.some((g) => g.endsWith('/sandbox-gateway/tokens')),
    'the card went to the gateway',
  ).toBe(true);
  expect(requests.api.some((a) => a.includes('/payments'))).toBe(true);
  expect(requests.leaks).toEqual([]);

  // The gateway returned to the landing page, not to step 5: a second booking at the same restaurant
  // must reach its own payment step, not the first booking's (which once jumped to the old landing page).
  const second = await dayFor(request, r, 2, 7, isMobile);
  const again = await bookToPayment(page, gotoApp, { r: r, ...second, party: 2 });
  await expect(again.getByLabel('Credit or debit card')).toBeChecked();
  await expect(payButton(again)).toBeVisible();
  await expect(page).not.toHaveURL(/\/landing\//);
});

test('card with 3-D Secure failed ends on payment-failed and the seats are free again', async ({
  page,
  context,
  request,
  gotoApp,
  isMobile,
}) => {
  test.setTimeout(90_000);
  const requests = watchCardNumbers(context);
  const r = (await prepaidRestaurants(request)).find((x) => x.cards.some((c) => CARDS_3DS[c]));
  // The seed is deterministic: a prepaid restaurant taking Visa or MasterCard must exist, so no skip.
  if (!r) throw new Error('the seed has no prepaid restaurant taking Visa or MasterCard');
  const number = CARDS_3DS[r.cards.find((c) => CARDS_3DS[c])!]!;
  const { date, time } = await dayFor(request, r, 2, 1, isMobile);
  const before = await seatsLeft(request, r, date, time);

  const flow = await bookToPayment(page, gotoApp, { r: r, date, time, party: 2 });
  await fillSandboxCard(page, number);
  await payButton(flow).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/charges\/[^/]+\/authorize/);
  // While the gateway asks, the reservation holds the seats.
  expect(await seatsLeft(request, r, date, time)).toBe(before - 2);
  await page.getByRole('button', { name: 'Fail' }).click();

  await expect(page).toHaveURL(new RegExp(`/restaurants/${r.slug}/payment-failed\\?reservation=`), {
    timeout: 20_000,
  });
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  await expect.poll(() => seatsLeft(request, r, date, time), { timeout: 10_000 }).toBe(before);
  expect(requests.leaks).toEqual([]);
});

test('PromptPay paid inside the countdown ends on the landing page', async ({
  page,
  request,
  gotoApp,
  isMobile,
}) => {
  test.setTimeout(90_000);
  const [r] = await prepaidRestaurants(request);
  const party = isMobile ? 2 : 3;
  const { date, time } = await dayFor(request, r!, party, 2, isMobile);

  const flow = await bookToPayment(page, gotoApp, { r: r!, date, time, party });
  await flow.getByLabel('PromptPay QR').check();
  expect(await axeViolations(page)).toEqual([]);
  await payButton(flow).click();
  await expect(flow.getByTestId('promptpay-qr')).toBeVisible();
  await expect(flow.getByTestId('qr-countdown')).toHaveText(/^00:[0-3]\d$/);
  expect(await axeViolations(page)).toEqual([]);
  // The QR is drawn here from the EMVCo payload (no image service).
  expect(await flow.getByTestId('promptpay-qr').getAttribute('src')).toMatch(/^data:image\/svg\+xml/);

  await payPromptpay(request, await promptpayChargeId(request, await qrAmount(flow)));
  await expectLanding(page, r!.slug);
  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
});

test('PromptPay left to expire shows the expired state and releases the seats', async ({
  page,
  request,
  gotoApp,
  isMobile,
}) => {
  test.setTimeout(120_000);
  const [r] = await prepaidRestaurants(request);
  const party = isMobile ? 4 : 5;
  const { date, time } = await dayFor(request, r!, party, 3, isMobile);
  const before = await seatsLeft(request, r!, date, time);

  const flow = await bookToPayment(page, gotoApp, { r: r!, date, time, party });
  await flow.getByLabel('PromptPay QR').check();
  await payButton(flow).click();
  await expect(flow.getByTestId('promptpay-qr')).toBeVisible();
  expect(await seatsLeft(request, r!, date, time)).toBe(before - party);

  await expect(flow.getByTestId('qr-expired')).toBeVisible({ timeout: 60_000 });
  await expect(flow.getByText('This QR code has expired.')).toBeVisible();
  await expect.poll(() => seatsLeft(request, r!, date, time), { timeout: 15_000 }).toBe(before);
  // Starting again leaves the paid-for nothing behind.
  await flow.getByRole('button', { name: 'Book again' }).click();
  await expect(flow.getByTestId('promptpay-qr')).toHaveCount(0);
});

test('a reload while waiting for the PromptPay payment still ends on the landing page', async ({
  page,
  request,
  gotoApp,
  isMobile,
}) => {
  test.setTimeout(90_000);
  const restaurants = await prepaidRestaurants(request);
  const r = restaurants[1] ?? restaurants[0]!;
  const party = restaurants[1] ? (isMobile ? 2 : 3) : isMobile ? 6 : 7;
  const { date, time } = await dayFor(request, r, party, 4, isMobile);

  const flow = await bookToPayment(page, gotoApp, { r, date, time, party });
  await flow.getByLabel('PromptPay QR').check();
  await payButton(flow).click();
  await expect(flow.getByTestId('promptpay-qr')).toBeVisible();
  const amount = await qrAmount(flow);

  await page.reload();
  // The same QR again (the booking session), and the watch resumed from local storage.
  await expect(flow.getByTestId('promptpay-qr')).toBeVisible();
  const saved = await page.evaluate(() => localStorage.getItem('hh-reservation-watch'));
  expect(saved).toContain('/landing/');

  await payPromptpay(request, await promptpayChargeId(request, amount));
  await expectLanding(page, r.slug);
});

test('TrueMoney, in Thai: the route carries utm_source=truemoney and the paid wallet ends on the landing page', async ({
  page,
  request,
  gotoApp,
  isMobile,
}) => {
  test.setTimeout(90_000);
  const [r] = await prepaidRestaurants(request);
  const { date, time } = await dayFor(request, r!, 2, 5, isMobile);

  const flow = await bookToPayment(page, gotoApp, { r: r!, date, time, party: 2, words: TH, lang: 'th' });
  await expect(flow.getByTestId('high-load-warning')).toHaveText(/กรุณาอย่าจองซ้ำ/);
  await flow.getByLabel('ทรูมันนี่ วอลเล็ท').check();
  await expect(page).toHaveURL(/[?&]utm_source=truemoney/);
  await payButton(flow, 'ชำระเงิน').click();

  await expect(page).toHaveURL(/\/sandbox-gateway\/wallets\//);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expectLanding(page, r!.slug);
});

test('ShopeePay cancelled at the wallet ends on payment-failed and frees the seats', async ({
  page,
  request,
  gotoApp,
  isMobile,
}) => {
  test.setTimeout(90_000);
  const restaurants = await prepaidRestaurants(request);
  const r = restaurants[1] ?? restaurants[0]!;
  const { date, time } = await dayFor(request, r, 2, 6, isMobile);
  const before = await seatsLeft(request, r, date, time);

  const flow = await bookToPayment(page, gotoApp, { r, date, time, party: 2 });
  await flow.getByLabel('ShopeePay').check();
  await payButton(flow).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/wallets\//);
  expect(await seatsLeft(request, r, date, time)).toBe(before - 2);
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/restaurants/${r.slug}/payment-failed\\?reservation=`), {
    timeout: 20_000,
  });
  await expect.poll(() => seatsLeft(request, r, date, time), { timeout: 10_000 }).toBe(before);
});
