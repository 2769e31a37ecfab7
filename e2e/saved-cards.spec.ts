import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { PREPAID_AYCE_RESTAURANT_IDS } from '../server/db/seed/booking-prepayment';
import { axeViolations } from './support/axe';
import { bookToStep5, signInDevice, signUpByApi } from './support/book-steps';
import { expect, test } from './support/fixtures';

/**
 * Saved cards (decision 0035), on phone and desktop: a member whose saved cards fail to load is told so
 * and pays a prepaid booking with a new card, ticking "save this card"; the card is listed on
 * /profile/payment-method (brand, last four digits, expiry, primary); the next booking starts on that
 * card and pays with it through the sandbox's 3-D Secure page; the member deletes it (in Thai) after a
 * confirmation and the list is empty again. No request to /api/v5 ever carries the card number.
 */

const PASSWORD = 'journey passphrase 1';
// The sandbox's 3-D Secure test cards: both end 3063.
const CARDS_3DS: Record<string, { number: string; brand: string }> = {
  visa: { number: '4000000000003063', brand: 'Visa' },
  mastercard: { number: '5200000000003063', brand: 'MasterCard' },
};
// argon2 sign-up, two five-step bookings and two gateway pages on a shared machine.
test.describe.configure({ timeout: 180_000 });

function freshEmail(name: string): string {
  return `${name}-${test.info().project.name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}


/**
 * The two prepaid restaurants of the seed and a 3-D Secure test card of a brand both take. The second
 * booking is at the other restaurant: the first one's payment, left through the gateway's page, stays in
 * that restaurant's booking session on this device (a known gap, outside saved cards).
 */
async function prepaidPair(
  request: APIRequestContext,
): Promise<{ first: string; second: string; card: { number: string; brand: string } }> {
  const found: { slug: string; cards: string[] }[] = [];
  for (const id of PREPAID_AYCE_RESTAURANT_IDS) {
    const res = await request.get(`/api/v5/restaurants/${id}.json`, { headers: { 'X-HH-Language': 'en' } });
    expect(res.status()).toBe(200);
    const a = ((await res.json()) as { data: { attributes: { slug: string; accepted_credit_cards: string[] } } }).data
      .attributes;
    found.push({ slug: a.slug, cards: a.accepted_credit_cards });
  }
  const [a, b] = found;
  const brand = Object.keys(CARDS_3DS).find((c) => a?.cards.includes(c) && b?.cards.includes(c));
  // The seed is deterministic: two prepaid restaurants sharing Visa or MasterCard must exist, so no skip.
  expect(brand, 'two prepaid restaurants taking the same test card brand').toBeTruthy();
  return { first: a!.slug, second: b!.slug, card: CARDS_3DS[brand!]! };
}

async function fillCard(page: Page, number: string): Promise<void> {
  const frame = page.frameLocator('iframe[title="Card details"]');
  await frame.getByLabel('Name on card').fill('Dao Sukjai');
  await frame.getByLabel('Card number').fill(number.replace(/(\d{4})(?=\d)/g, '$1 '));
  await frame.getByLabel('Expiry (MM/YY)').fill('12/34');
  await frame.getByLabel('Security code').fill('123');
}

/** The next payment call, seen at the context (the service worker may be the one sending it). */
function paymentRequest(context: BrowserContext) {
  return context.waitForEvent('request', {
    predicate: (r) => r.method() === 'POST' && /\/api\/v5\/reservations\/[^/]+\/payments(\?|$)/.test(r.url()),
    timeout: 30_000,
  });
}

async function authorizeAndLand(page: Page, slug: string): Promise<void> {
  await expect(page).toHaveURL(/\/sandbox-gateway\/charges\/[^/]+\/authorize/, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Authorize' }).click();
  await expect(page).toHaveURL(new RegExp(`/restaurants/${slug}/landing/[^/?]+`), { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
}

test('a member saves a card while paying, pays the next booking with it (3-D Secure), then deletes it in Thai', async ({
  page,
  context,
  request,
  gotoApp,
  isMobile,
}) => {
  const leaks: string[] = [];
  context.on('request', (req) => {
    const seen = (req.url() + (req.postData() ?? '')).replace(/[\s-]/g, '');
    if (req.url().includes('/api/v5') && Object.values(CARDS_3DS).some((c) => seen.includes(c.number)))
      leaks.push(req.url());
  });
  const pair = await prepaidPair(request);
  const { card } = pair;
  const [slug, nextSlug] = isMobile ? [pair.first, pair.second] : [pair.second, pair.first];
  const member = await signUpByApi(request, 'Member Dao', freshEmail('cards'), PASSWORD);
  await signInDevice(page, member);

  // 1. A new card, saved while paying. The saved cards cannot be loaded: a short note, and the new card
  // form still pays.
  await page.route('**/api/v5/users/credit_cards.json*', (route) => route.fulfill({ status: 503, body: '' }));
  await bookToStep5(page, { slug, isMobile, daysAhead: isMobile ? 24 : 26 });
  const flow = page.getByRole('region', { name: 'Book a table' });
  await expect(flow.getByLabel('Credit or debit card')).toBeChecked();
  await expect(flow.getByTestId('saved-cards-note')).toHaveText(
    'Your saved cards could not be loaded. You can still pay with a new card.',
    { timeout: 20_000 },
  );
  await page.unroute('**/api/v5/users/credit_cards.json*');
  // Nothing saved yet: no picker, the gateway's form at once.
  await expect(flow.getByRole('group', { name: 'Pay with' })).toHaveCount(0);
  await fillCard(page, card.number);
  await flow.getByLabel('Save this card for next time').check();
  const paid = paymentRequest(context);
  await flow.getByRole('button', { name: /^Pay / }).click();
  expect((await paid).postDataJSON()).toMatchObject({ method: 'card', save_card: true });
  await authorizeAndLand(page, slug);

  // 2. Listed on the profile's payment methods, reached from the profile home.
  await gotoApp('/profile?locale=en');
  await page.getByRole('link', { name: 'Payment methods', exact: true }).click();
  await expect(page).toHaveURL(/\/profile\/payment-method/);
  const region = page.getByRole('region', { name: 'Payment methods' });
  const cards = region.getByRole('list', { name: 'Your saved cards' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(card.brand);
  await expect(cards.first()).toContainText('•••• 3063');
  await expect(cards.first()).toContainText('Expires 12/34');
  await expect(cards.first()).toContainText('Primary');
  expect(await axeViolations(page, '.saved-cards-page')).toEqual([]);

  // 3. The next booking starts on the saved card and pays with its id; 3-D Secure still applies.
  await bookToStep5(page, { slug: nextSlug, isMobile, daysAhead: isMobile ? 28 : 30 });
  const picker = flow.getByRole('group', { name: 'Pay with' });
  const saved = picker.getByRole('radio', { name: new RegExp(`${card.brand}.*ending 3063`) });
  await expect(saved).toBeChecked();
  await expect(page.locator('iframe[title="Card details"]')).toBeHidden();
  expect(await axeViolations(page, '.booking')).toEqual([]);
  const paidSaved = paymentRequest(context);
  await flow.getByRole('button', { name: /^Pay / }).click();
  const body = (await paidSaved).postDataJSON() as { card_id?: number; token?: string | null };
  expect(typeof body.card_id).toBe('number');
  expect(body.token ?? null).toBeNull();
  await authorizeAndLand(page, nextSlug);

  // 4. In Thai: delete it after a confirmation; the list is empty.
  await gotoApp('/profile/payment-method?locale=th');
  const th = page.getByRole('region', { name: 'วิธีการชำระเงิน' });
  const thCards = th.getByRole('list', { name: 'บัตรที่บันทึกไว้ของคุณ' }).getByRole('listitem');
  await expect(thCards).toHaveCount(1);
  await expect(thCards.first()).toContainText('บัตรหลัก');
  await th.getByRole('button', { name: `ลบ ${card.brand} •••• 3063` }).click();
  const dialog = page.getByRole('dialog', { name: 'ลบบัตรนี้หรือไม่?' });
  await expect(dialog).toBeVisible();
  const deleted = context.waitForEvent('response', {
    predicate: (r) => /\/api\/v5\/users\/credit_cards\/\d+\.json(\?|$)/.test(r.url()) && r.request().method() === 'DELETE',
    timeout: 30_000,
  });
  await dialog.getByRole('button', { name: 'ลบบัตร', exact: true }).click();
  expect((await deleted).status()).toBe(200);
  await expect(th.getByText('ยังไม่มีบัตรที่บันทึกไว้', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'วิธีการชำระเงิน' })).toBeFocused();

  // Gone at the server too.
  const list = await request.get('/api/v5/users/credit_cards.json', {
    headers: { Authorization: `Bearer ${member.accessToken}` },
  });
  expect(((await list.json()) as { data: unknown[] }).data).toEqual([]);
  expect(leaks).toEqual([]);
});
