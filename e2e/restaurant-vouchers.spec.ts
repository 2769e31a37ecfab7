import { expect, type APIRequestContext } from '@playwright/test';
import { signInDevice, type Member } from './support/book-steps';
import { promptpayChargeId } from './support/buy-steps';
import { axeViolations } from './support/axe';
import { test } from './support/fixtures';
import { goOffline, goOnline, reloadOffline, waitForPersistedQuery } from './support/offline';
import { waitForServiceWorkerControl } from './support/pwa';

/**
 * Buying a restaurant's voucher (phone + desktop): the restaurant page lists its vouchers, "Buy voucher"
 * opens the purchase page (sidebar page on desktop, full page on phones), the member pays the total the
 * server charges with PromptPay, the QR page turns into the vouchers by itself once the bank pays, each
 * with its code and QR; the code is the member's own and passes the voucher check of a booking at that
 * restaurant. A Thai part reads it in Thai.
 */

const PASSWORD = 'journey passphrase 1';
test.describe.configure({ timeout: 180_000 });

/** sabai-shabu-emquartier and its AYCE package (seed): it sells a ฿1,000 voucher for ฿899 and a ฿500 one for ฿449. */
const RESTAURANT_SLUG = 'sabai-shabu-emquartier';
const RESTAURANT_ID = 13;
const PACKAGE_ID = 30;

interface WireOffer {
  id: number;
  name: string;
  price: { amount: number };
  face_value: { amount: number };
}

async function signUp(request: APIRequestContext, name: string): Promise<Member & { id: number }> {
  const email = `rvouchers-${test.info().project.name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const res = await request.post('/api/v5/users.json', {
    data: { name, email, password: PASSWORD, phone: '0812345678', calling_code: '+66', provider: 'hungrytable' },
  });
  expect(res.status(), await res.text()).toBe(200);
  const data = ((await res.json()) as { data: { id: number; name: string; email: string; access_token: string } }).data;
  return { id: data.id, name: data.name, email: data.email, accessToken: data.access_token };
}

async function offers(request: APIRequestContext, lang: 'en' | 'th'): Promise<WireOffer[]> {
  const res = await request.get(`/api/v5/restaurants/${RESTAURANT_SLUG}/voucher_offers.json`, {
    headers: { 'X-HH-Language': lang },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: WireOffer[] }).data;
}

test('buy a restaurant voucher with PromptPay; its code is mine and applies at that restaurant', async ({
  page,
  request,
  isMobile,
  gotoApp,
}) => {
  const [offer] = await offers(request, 'en');
  expect(offer).toBeTruthy();
  const member = await signUp(request, 'Voucher Malee');
  await signInDevice(page, member);
  // Phone and desktop run at once: different totals keep their sandbox charges apart.
  const quantity = isMobile ? 3 : 1;

  await gotoApp(`/restaurants/${RESTAURANT_SLUG}?locale=en`);
  await expect(page.getByRole('heading', { level: 2, name: 'Vouchers' })).toBeVisible();
  await page.getByRole('link', { name: `Buy voucher: ${offer!.name}` }).click();
  await expect(page).toHaveURL(
    new RegExp(`/restaurants/${RESTAURANT_SLUG}/${isMobile ? 'mobile-buy' : 'buy'}-voucher\\?offer=${offer!.id}`),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Buy voucher' })).toBeVisible();
  await expect(page.getByRole('radio', { name: new RegExp(offer!.name) })).toBeChecked();
  await page.getByLabel('Number of vouchers').selectOption(String(quantity));
  const total = offer!.price.amount * quantity;
  await expect(page.getByTestId('voucher-buy-total')).toHaveText(`Total: ฿${total.toLocaleString('en-US')}`);
  expect(await axeViolations(page, '[data-testid="voucher-buy"]')).toEqual([]);

  const answer = page.waitForResponse(
    (res) => res.url().includes('/api/v5/restaurant_vouchers.json') && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Buy now' }).click();
  const order = ((await (await answer).json()) as { data: { id: string; total: { amount: number } } }).data;
  expect(order.total.amount).toBe(total);
  await expect(page).toHaveURL(new RegExp(`/restaurants/${RESTAURANT_SLUG}/voucher/qr-payment/${order.id}`));
  await expect(page.getByTestId('voucher-order-status')).toHaveText('Waiting for payment');
  await expect(page.getByRole('img', { name: 'PromptPay QR code' })).toBeVisible();

  // The bank pays: the page turns into the vouchers by itself.
  const chargeId = await promptpayChargeId(request, total);
  const paid = await request.post(`/sandbox-gateway/charges/${chargeId}/pay`, { headers: { Accept: 'application/json' } });
  expect(paid.status()).toBe(200);
  await expect(page.getByTestId('voucher-order-status')).toHaveText('Paid. Your vouchers are ready.', { timeout: 20_000 });
  await expect(page.getByTestId('restaurant-voucher')).toHaveCount(quantity);
  const code = (await page.getByTestId('restaurant-voucher-code').first().textContent())!.trim();
  expect(code).toMatch(/^RV-/);
  await expect(page.getByRole('img', { name: 'Voucher 1 QR code' })).toBeVisible();
  await expect(page.getByTestId('restaurant-voucher-value').first()).toHaveText(
    `฿${offer!.face_value.amount.toLocaleString('en-US')}`,
  );

  // It is among the member's vouchers, and the voucher check of a booking at the restaurant accepts it.
  const mine = await request.get('/api/v5/users/vouchers.json', {
    headers: { Authorization: `Bearer ${member.accessToken}` },
  });
  expect(await mine.text()).toContain(code);
  const selection = { restaurant_id: RESTAURANT_ID, adult: 2, kids: 0, packages: [{ id: PACKAGE_ID, quantity: 1, menus: [] }] };
  const check = await request.post('/api/v5/vouchers/validate', {
    headers: { Authorization: `Bearer ${member.accessToken}` },
    data: { ...selection, voucher_code: code.toLowerCase() },
  });
  expect(check.status(), await check.text()).toBe(200);
  expect(((await check.json()) as { success: boolean }).success).toBe(true);

  // Another member can neither read the order nor use the code.
  const other = await signUp(request, 'Voucher Somchai');
  const theirs = await request.get(`/api/v5/restaurant_vouchers/${order.id}.json`, {
    headers: { Authorization: `Bearer ${other.accessToken}` },
  });
  expect(theirs.status()).toBe(404);
  const stolen = await request.post('/api/v5/vouchers/validate', {
    headers: { Authorization: `Bearer ${other.accessToken}` },
    data: { ...selection, voucher_code: code },
  });
  expect(((await stolen.json()) as { success: boolean }).success).toBe(false);

  // The order's own page (the gateway's return lands here) shows the same vouchers.
  await gotoApp(`/restaurants/${RESTAURANT_SLUG}/voucher/${order.id}?locale=en`);
  await expect(page.getByTestId('restaurant-voucher-code').first()).toHaveText(code);
  expect(await axeViolations(page, '[data-testid="voucher-order"]')).toEqual([]);

  // Installed app, no network: the vouchers still open, with when they were last confirmed.
  await waitForServiceWorkerControl(page);
  await waitForPersistedQuery(page, 'restaurant-vouchers', code);
  await goOffline(page);
  await reloadOffline(page);
  await expect(page.getByTestId('restaurant-voucher-code').first()).toHaveText(code);
  await expect(page.getByRole('img', { name: 'Voucher 1 QR code' })).toBeVisible();
  await expect(page.getByTestId('voucher-order-last-confirmed')).toContainText('Last confirmed online:');
  await goOnline(page);
});

test('in Thai: buying a restaurant voucher reads in Thai', async ({ page, request, isMobile, gotoApp }) => {
  const list = await offers(request, 'th');
  const offer = list[1] ?? list[0]!;
  const member = await signUp(request, 'Voucher Thai');
  await signInDevice(page, member);
  const quantity = isMobile ? 3 : 1;
  await gotoApp(`/restaurants/${RESTAURANT_SLUG}/${isMobile ? 'mobile-buy' : 'buy'}-voucher?offer=${offer.id}&locale=th`);
  await expect(page.getByRole('heading', { level: 1, name: 'ซื้อบัตรกำนัล' })).toBeVisible();
  await page.getByLabel('จำนวนบัตรกำนัล').selectOption(String(quantity));
  const total = offer.price.amount * quantity;
  await expect(page.getByTestId('voucher-buy-total')).toHaveText(`ยอดรวม: ฿${total.toLocaleString('en-US')}`);
  const answer = page.waitForResponse(
    (res) => res.url().includes('/api/v5/restaurant_vouchers.json') && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'ซื้อเลย' }).click();
  const order = ((await (await answer).json()) as { data: { id: string } }).data;
  await expect(page).toHaveURL(new RegExp(`/voucher/qr-payment/${order.id}`));
  await expect(page.getByTestId('voucher-order-status')).toHaveText('รอชำระเงิน');
  const chargeId = await promptpayChargeId(request, total);
  await request.post(`/sandbox-gateway/charges/${chargeId}/pay`, { headers: { Accept: 'application/json' } });
  await expect(page.getByTestId('voucher-order-status')).toHaveText('ชำระเงินแล้ว บัตรกำนัลของคุณพร้อมใช้แล้ว', {
    timeout: 20_000,
  });
  await expect(page.getByTestId('restaurant-voucher')).toHaveCount(quantity);
  await expect(page.getByTestId('restaurant-voucher-code').first()).toHaveText(/^RV-/);
  await expect(page.getByRole('heading', { level: 2, name: 'บัตรกำนัลของคุณ' })).toBeVisible();
});
