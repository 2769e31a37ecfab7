import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { signInDevice, signUpByApi, type Member } from './support/book-steps';
import { fillSandboxCard } from './support/buy-steps';
import { test } from './support/fixtures';

/**
 * Saved cards on the buy pages (phone + desktop). A member whose saved cards fail to load still pays a
 * gift card with a new card, ticking "save this card" (by keyboard); the card is then listed on
 * /profile/payment-method; the next gift card starts on that card and is paid with its id, back on the
 * gift card's page, paid. In Thai, a restaurant voucher is bought the same way: saved on the first
 * order, paid with the saved card on the second.
 */

const PASSWORD = 'journey passphrase 1';
/** Sandbox cards the bank pays at once (no 3-D Secure). */
const CARDS: Record<string, { number: string; brand: string; last: string }> = {
  visa: { number: '4242424242424242', brand: 'Visa', last: '4242' },
  mastercard: { number: '5555555555554444', brand: 'MasterCard', last: '4444' },
};
/** sabai-shabu-emquartier (seed): it sells restaurant vouchers. */
const VOUCHER_RESTAURANT = 'sabai-shabu-emquartier';
test.describe.configure({ timeout: 180_000 });

function signUp(request: APIRequestContext, name: string): Promise<Member> {
  const email = `buy-saved-${test.info().project.name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  return signUpByApi(request, name, email, PASSWORD);
}

/** The next buy request of `path`, seen at the context (the service worker may be the one sending it). */
function buyRequest(context: BrowserContext, path: string) {
  return context.waitForEvent('request', {
    predicate: (r) => r.method() === 'POST' && r.url().includes(path),
    timeout: 30_000,
  });
}

/** Nothing on the page is wider than a 390 px phone. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function fillGiftCard(page: Page): Promise<number> {
  const amount = 1000 + Math.floor(Math.random() * 8000) + 7;
  await page.getByLabel(/^Amount \(/).fill(String(amount));
  await page.getByLabel("Recipient's name").fill('Somsri');
  await page.getByLabel("Recipient's e-mail").fill(`saved-recipient-${test.info().project.name}-${Date.now()}@example.com`);
  return amount;
}

test('a gift card saves the new card, and the next one is paid with it', async ({
  page,
  context,
  request,
  gotoApp,
  isMobile,
}) => {
  const member = await signUp(request, 'Saved Malee');
  await signInDevice(page, member);

  // 1. The saved cards cannot be loaded: a short note, and the new card form still pays.
  await page.route('**/api/v5/users/credit_cards.json*', (route) => route.fulfill({ status: 503, body: '' }));
  await gotoApp('/hungrytable-gift-card/buy?locale=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Buy a gift card' })).toBeVisible();
  await page.getByLabel('Credit or debit card').check();
  await expect(page.getByTestId('saved-cards-note')).toHaveText(
    'Your saved cards could not be loaded. You can still pay with a new card.',
    { timeout: 20_000 },
  );
  await page.unroute('**/api/v5/users/credit_cards.json*');
  await expect(page.getByRole('group', { name: 'Pay with' })).toHaveCount(0);
  await fillGiftCard(page);
  await fillSandboxCard(page, CARDS.visa!.number);
  // Ticked by keyboard.
  const save = page.getByLabel('Save this card for next time');
  await save.focus();
  await page.keyboard.press('Space');
  await expect(save).toBeChecked();
  const first = buyRequest(context, '/api/v5/gift_cards.json');
  await page.getByRole('button', { name: 'Pay by card' }).click();
  const firstBody = (await first).postDataJSON() as { payment: Record<string, unknown> };
  expect(firstBody.payment).toMatchObject({ method: 'card', save_card: true });
  expect(typeof firstBody.payment.token).toBe('string');
  await expect(page).toHaveURL(/\/voucher\/[^/?]+(\?|$)/, { timeout: 20_000 });
  await expect(page.getByTestId('gift-card-status')).toHaveText('Paid. We have e-mailed the gift card to the recipient.', {
    timeout: 20_000,
  });

  // 2. Listed on the profile's payment methods.
  await gotoApp('/profile/payment-method?locale=en');
  const cards = page
    .getByRole('region', { name: 'Payment methods' })
    .getByRole('list', { name: 'Your saved cards' })
    .getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('•••• 4242');
  await expect(cards.first()).toContainText('Primary');

  // 3. The next gift card starts on the saved card (the card form hidden) and pays with its id, no token.
  await gotoApp('/hungrytable-gift-card/buy?locale=en');
  await page.getByLabel('Credit or debit card').check();
  const picker = page.getByRole('group', { name: 'Pay with' });
  const saved = picker.getByRole('radio', { name: /Visa.*ending 4242/ });
  await expect(saved).toBeChecked();
  await expect(page.locator('iframe[title="Card details"]')).toBeHidden();
  // "A new card" is the next radio of the same group, by keyboard; and back.
  await saved.focus();
  await page.keyboard.press('ArrowDown');
  await expect(picker.getByRole('radio', { name: 'A new card' })).toBeChecked();
  await expect(page.locator('iframe[title="Card details"]')).toBeVisible();
  await page.keyboard.press('ArrowUp');
  await expect(saved).toBeChecked();
  expect(await axeViolations(page, '[data-testid="gift-card-buy"]')).toEqual([]);
  if (isMobile) await expectNoSidewaysScroll(page);
  const amount = await fillGiftCard(page);
  const second = buyRequest(context, '/api/v5/gift_cards.json');
  await page.getByRole('button', { name: 'Pay by card' }).click();
  const secondBody = (await second).postDataJSON() as { payment: { card_id?: number; token?: string | null } };
  expect(typeof secondBody.payment.card_id).toBe('number');
  expect(secondBody.payment.token ?? null).toBeNull();
  await expect(page).toHaveURL(/\/voucher\/[^/?]+(\?|$)/, { timeout: 20_000 });
  await expect(page.getByTestId('gift-card-status')).toHaveText('Paid. We have e-mailed the gift card to the recipient.', {
    timeout: 20_000,
  });
  await expect(page.getByTestId('gift-card-balance')).toHaveText(`฿${amount.toLocaleString('en-US')}`);
});

test('in Thai: a restaurant voucher saves the card, and the next one is paid with it', async ({
  page,
  context,
  request,
  gotoApp,
  isMobile,
}) => {
  const detail = await request.get(`/api/v5/restaurants/${VOUCHER_RESTAURANT}.json`);
  expect(detail.status()).toBe(200);
  const accepted = ((await detail.json()) as { data: { attributes: { accepted_credit_cards: string[] } } }).data
    .attributes.accepted_credit_cards;
  const brand = Object.keys(CARDS).find((b) => accepted.includes(b));
  // The seed is deterministic: the restaurant takes Visa or MasterCard, so no skip.
  expect(brand, 'the voucher restaurant takes a sandbox test card').toBeTruthy();
  const card = CARDS[brand!]!;
  const offers = await request.get(`/api/v5/restaurants/${VOUCHER_RESTAURANT}/voucher_offers.json`);
  expect(offers.status()).toBe(200);
  const [offer] = ((await offers.json()) as { data: { id: number }[] }).data;
  const member = await signUp(request, 'Saved Dao');
  await signInDevice(page, member);
  const buyPage = `/restaurants/${VOUCHER_RESTAURANT}/${isMobile ? 'mobile-buy' : 'buy'}-voucher?offer=${offer!.id}&locale=th`;

  await gotoApp(buyPage);
  await expect(page.getByRole('heading', { level: 1, name: 'ซื้อบัตรกำนัล' })).toBeVisible();
  await page.getByLabel('บัตรเครดิตหรือเดบิต').check();
  // No saved cards yet: just the new card form and its save box.
  await expect(page.locator('iframe[title="ข้อมูลบัตร"]')).toBeVisible();
  await expect(page.getByRole('group', { name: 'ชำระด้วย' })).toHaveCount(0);
  // The sandbox gateway's own form is in English, inside the Thai page's frame.
  const frame = page.frameLocator('iframe[title="ข้อมูลบัตร"]');
  await frame.getByLabel('Name on card').fill('Dao Sukjai');
  await frame.getByLabel('Card number').fill(card.number.replace(/(\d{4})(?=\d)/g, '$1 '));
  await frame.getByLabel('Expiry (MM/YY)').fill('12/34');
  await frame.getByLabel('Security code').fill('123');
  await page.getByLabel('บันทึกบัตรนี้ไว้ใช้ครั้งต่อไป').check();
  const first = buyRequest(context, '/api/v5/restaurant_vouchers.json');
  await page.getByRole('button', { name: 'ซื้อเลย' }).click();
  expect(((await first).postDataJSON() as { payment: unknown }).payment).toMatchObject({ method: 'card', save_card: true });
  await expect(page).toHaveURL(new RegExp(`/restaurants/${VOUCHER_RESTAURANT}/voucher/[^/?]+`), { timeout: 20_000 });
  await expect(page.getByTestId('voucher-order-status')).toHaveText('ชำระเงินแล้ว บัตรกำนัลของคุณพร้อมใช้แล้ว', {
    timeout: 20_000,
  });

  await gotoApp(buyPage);
  await page.getByLabel('บัตรเครดิตหรือเดบิต').check();
  const saved = page
    .getByRole('group', { name: 'ชำระด้วย' })
    .getByRole('radio', { name: new RegExp(`${card.brand}.*ลงท้ายด้วย ${card.last}`) });
  await expect(saved).toBeChecked();
  await expect(page.getByRole('radio', { name: 'บัตรใบใหม่' })).not.toBeChecked();
  expect(await axeViolations(page, '[data-testid="voucher-buy"]')).toEqual([]);
  if (isMobile) await expectNoSidewaysScroll(page);
  const second = buyRequest(context, '/api/v5/restaurant_vouchers.json');
  await page.getByRole('button', { name: 'ซื้อเลย' }).click();
  expect(typeof ((await second).postDataJSON() as { payment: { card_id?: number } }).payment.card_id).toBe('number');
  await expect(page).toHaveURL(new RegExp(`/restaurants/${VOUCHER_RESTAURANT}/voucher/[^/?]+`), { timeout: 20_000 });
  await expect(page.getByTestId('voucher-order-status')).toHaveText('ชำระเงินแล้ว บัตรกำนัลของคุณพร้อมใช้แล้ว', {
    timeout: 20_000,
  });
});
