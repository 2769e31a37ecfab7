import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * The amount charged is the total shown (issue 10, decision 0022), on phone and desktop, in Thai and in
 * English. The seeded asok-hotel-buffet sells a prepaid buffet at ฿1,499 with kids at 60 %: 2 adults and
 * 1 kid cost ฿3,897.40 exactly, which used to be shown as ฿3,897 and charged with the 40 satang. Now the
 * server prices it once in whole baht: step 4, step 5's breakdown and Pay button, the amount the gateway's
 * 3-D Secure page asks for, the reservation the client sends back, and the confirmation all say ฿3,897.
 *
 * Each (test, project) books its own day far from the days e2e/payments.spec.ts uses.
 */

const ASOK = { id: 53, slug: 'asok-hotel-buffet', ayceId: 114 };
const CARDS_3DS: Record<string, string> = { visa: '4000000000003063', mastercard: '5200000000003063' };

const WORDS = {
  en: { book: 'Book', region: 'Book a table', adults: 'Adults', kids: 'Kids', next: 'Next', pay: 'Pay', name: 'Name', email: 'Email', phone: 'Phone' },
  th: { book: 'จอง', region: 'จองโต๊ะ', adults: 'ผู้ใหญ่', kids: 'เด็ก', next: 'ถัดไป', pay: 'ชำระเงิน', name: 'ชื่อ', email: 'อีเมล', phone: 'โทรศัพท์' },
};

async function asokCard(request: APIRequestContext): Promise<string> {
  const res = await request.get(`/api/v5/restaurants/${ASOK.id}.json`, { headers: { 'X-HH-Language': 'en' } });
  expect(res.status()).toBe(200);
  const a = ((await res.json()) as {
    data: { attributes: { slug: string; accepted_credit_cards: string[]; packages: { id: number; kids_price_rate: number | null; requires_prepayment: boolean }[] } };
  }).data.attributes;
  // The seed is deterministic: this is the package the booking was made at.
  expect(a.slug).toBe(ASOK.slug);
  expect(a.packages.find((p) => p.id === ASOK.ayceId)).toMatchObject({ kids_price_rate: 60, requires_prepayment: true });
  const brand = a.accepted_credit_cards.find((c) => CARDS_3DS[c]);
  if (!brand) throw new Error('asok-hotel-buffet takes neither Visa nor MasterCard');
  return CARDS_3DS[brand]!;
}

async function dayFor(request: APIRequestContext, slot: number, isMobile: boolean) {
  const dates = await request.get(`/api/v5/restaurants/${ASOK.id}/available_dates.json?kind=dine_in&party=3&days=60`);
  const open = ((await dates.json()) as { data: { date: string; available: boolean }[] }).data
    .filter((d) => d.available)
    .map((d) => d.date);
  const index = slot * 2 + (isMobile ? 0 : 1);
  expect(open.length, 'enough open days').toBeGreaterThan(index);
  const date = open[index]!;
  const times = await request.get(`/api/v5/restaurants/${ASOK.id}/available_times.json?kind=dine_in&party=3&date=${date}`);
  const slots = ((await times.json()) as {
    data: { start_time: string; packages: { restaurant_package_id: number; total_seat_left_package: number }[] }[];
  }).data.filter((t) => t.packages.some((p) => p.restaurant_package_id === ASOK.ayceId && p.total_seat_left_package >= 3));
  expect(slots.length, `open times on ${date}`).toBeGreaterThan(0);
  return { date, time: slots[0]!.start_time };
}


for (const [lang, slot] of [['en', 20], ['th', 21]] as const) {
  test(`${lang}: 2 adults + 1 kid at a kids rate — shown ฿3,897, charged ฿3,897`, async ({ page, request, gotoApp, isMobile }) => {
    test.setTimeout(90_000);
    const w = WORDS[lang];
    const card = await asokCard(request);
    const { date, time } = await dayFor(request, slot, isMobile);
    const sentTotals: unknown[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/v5/reservations.json')
        sentTotals.push((req.postDataJSON() as { expected_total?: unknown }).expected_total);
    });

    await gotoApp(`${lang === 'th' ? '/th' : ''}/restaurants/${ASOK.slug}`);
    await page.locator('article[data-type-code="ayce"]').first().getByRole('link', { name: w.book, exact: true }).click();
    const flow = page.getByRole('region', { name: w.region });
    await flow.getByLabel(w.adults).selectOption('2');
    await flow.getByLabel(w.kids).selectOption('1');
    const next = () => page.getByRole('button', { name: w.next, exact: true }).click();
    await next();
    await flow.locator(`input[name="booking-date"][value="${date}"]`).check();
    await next();
    await flow.locator(`input[name="booking-time"][value="${time}"]`).check();
    await next();
    await expect(flow.locator(`li[data-package-id="${ASOK.ayceId}"] input[type="checkbox"]`)).toBeChecked();
    await expect(flow.getByTestId('package-step-total')).toHaveText('฿3,897');
    await next();

    // Step 5: the breakdown and the button say the same whole-baht figure.
    await expect(flow.getByTestId('booking-total')).toHaveText('฿3,897');
    await expect(flow.locator(`[data-package-id="${ASOK.ayceId}"]`)).toContainText('฿899');
    const pay = flow.getByRole('button', { name: `${w.pay} ฿3,897`, exact: true });
    await expect(pay).toBeVisible();
    await flow.getByLabel(w.name, { exact: true }).fill('Somchai Jaidee');
    await flow.getByLabel(w.email, { exact: true }).fill('somchai@example.com');
    await flow.getByLabel(w.phone, { exact: true }).fill('0812345678');
    const frame = page.frameLocator('iframe[src*="/sandbox-gateway/card-form"]');
    await frame.getByLabel('Name on card').fill('Somchai Jaidee');
    await frame.getByLabel('Card number').fill(card.replace(/(\d{4})(?=\d)/g, '$1 '));
    await frame.getByLabel('Expiry (MM/YY)').fill('12/34');
    await frame.getByLabel('Security code').fill('123');
    await pay.click();

    // The gateway asks the card holder for exactly that amount (its own page, from its own charge row).
    await expect(page).toHaveURL(/\/sandbox-gateway\/charges\/[^/]+\/authorize/);
    await expect(page.locator('p.amount')).toHaveText('฿3897.00');
    expect(sentTotals).toEqual([3897]);
    await page.getByRole('button', { name: 'Authorize' }).click();

    // The confirmation shows what was charged.
    await expect(page).toHaveURL(new RegExp(`/restaurants/${ASOK.slug}/landing/[^/?]+`), { timeout: 20_000 });
    await expect(page.getByTestId('landing-total')).toHaveText('฿3,897');
  });
}
