import { expect, type APIRequestContext } from '@playwright/test';
import { axeViolations } from './support/axe';
import { signInDevice, type Member } from './support/book-steps';
import { promptpayChargeId } from './support/buy-steps';
import { test } from './support/fixtures';
import { goOffline, goOnline, reloadOffline, waitForPersistedQuery } from './support/offline';
import { waitForServiceWorkerControl } from './support/pwa';

/**
 * Buying a voucher group (phone + desktop): a member opens the seeded "Dinner pass" group, sees its price,
 * presses Buy, pays the total the server charges with PromptPay, lands on
 * /voucher_group_transaction/{id}, which turns into the bought codes with their QR by itself once the bank
 * pays; the codes are the member's own, and the page opens offline. A guest is asked to sign in; a Thai
 * part reads it in Thai.
 */

const PASSWORD = 'journey passphrase 1';
test.describe.configure({ timeout: 180_000 });

interface WireGroup {
  id: number;
  slug: string;
  name: string;
}

async function dinnerPass(request: APIRequestContext, lang: 'en' | 'th'): Promise<WireGroup> {
  const res = await request.get('/api/v5/voucher_groups.json', { headers: { 'X-HH-Language': lang } });
  expect(res.status()).toBe(200);
  const group = ((await res.json()) as { data: WireGroup[] }).data.find((g) => g.slug === 'dinner-pass');
  expect(group, 'the seeded dinner pass').toBeTruthy();
  return group!;
}

async function signUp(request: APIRequestContext, name: string): Promise<Member & { id: number }> {
  const email = `vgroup-${test.info().project.name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const res = await request.post('/api/v5/users.json', {
    data: { name, email, password: PASSWORD, phone: '0812345678', calling_code: '+66', provider: 'hungrytable' },
  });
  expect(res.status(), await res.text()).toBe(200);
  const data = ((await res.json()) as { data: { id: number; name: string; email: string; access_token: string } }).data;
  return { id: data.id, name: data.name, email: data.email, accessToken: data.access_token };
}

test('buy a voucher group with PromptPay; the transaction page shows my codes and opens offline', async ({
  page,
  request,
  isMobile,
  gotoApp,
}) => {
  const group = await dinnerPass(request, 'en');

  // A guest sees the price and is asked to sign in.
  await gotoApp(`/voucher_group/${group.id}?locale=en`);
  const sale = page.getByTestId('voucher-group-sale');
  await expect(sale.getByTestId('voucher-group-price')).toHaveText('฿590 a set');
  await expect(sale.getByRole('button', { name: 'Sign in to buy' })).toBeVisible();

  const member = await signUp(request, 'Group Malee');
  await signInDevice(page, member);
  // Phone and desktop run at once: different totals keep their sandbox charges apart.
  const quantity = isMobile ? 2 : 1;
  const total = 590 * quantity;

  await gotoApp(`/voucher_group/${group.id}?locale=en`);
  await expect(sale.getByText('฿500 off from ฿1,500')).toBeVisible();
  await expect(sale.getByText('20% off buffets')).toBeVisible();
  await sale.getByRole('button', { name: 'Buy', exact: true }).click();
  const buyHeading = page.getByRole('heading', { level: 2, name: 'Buy vouchers' });
  await expect(buyHeading).toBeFocused();
  await page.getByLabel('Number of sets').selectOption(String(quantity));
  await expect(page.getByTestId('voucher-group-buy-total')).toHaveText(`Total: ฿${total.toLocaleString('en-US')}`);
  expect(await axeViolations(page, '[data-testid="voucher-group-sale"]')).toEqual([]);

  const answer = page.waitForResponse(
    (res) => res.url().includes('/api/v5/voucher_group_transactions.json') && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Buy now' }).click();
  const order = ((await (await answer).json()) as { data: { id: string; total: { amount: number } } }).data;
  expect(order.total.amount).toBe(total);
  await expect(page).toHaveURL(new RegExp(`/voucher_group_transaction/${order.id}`));
  await expect(page.getByTestId('group-order-status')).toHaveText('Waiting for payment');
  await expect(page.getByRole('img', { name: 'PromptPay QR code' })).toBeVisible();

  // The bank pays: the page turns into the codes by itself.
  const chargeId = await promptpayChargeId(request, total);
  const paid = await request.post(`/sandbox-gateway/charges/${chargeId}/pay`, { headers: { Accept: 'application/json' } });
  expect(paid.status()).toBe(200);
  await expect(page.getByTestId('group-order-status')).toHaveText('Paid. Your vouchers are ready.', { timeout: 20_000 });
  await expect(page.getByTestId('group-voucher')).toHaveCount(2 * quantity);
  const code = (await page.getByTestId('group-voucher-code').first().textContent())!.trim();
  expect(code).toMatch(/^VG-/);
  await expect(page.getByRole('img', { name: 'Voucher 1 QR code' })).toBeVisible();
  expect(await axeViolations(page, '[data-testid="group-order"]')).toEqual([]);

  // They are among the member's vouchers; another member cannot read the transaction.
  const mine = await request.get('/api/v5/users/vouchers.json', { headers: { Authorization: `Bearer ${member.accessToken}` } });
  expect(await mine.text()).toContain(code);
  const other = await signUp(request, 'Group Somchai');
  const theirs = await request.get(`/api/v5/voucher_group_transactions/${order.id}.json`, {
    headers: { Authorization: `Bearer ${other.accessToken}` },
  });
  expect(theirs.status()).toBe(404);

  // Installed app, no network: the codes still open, with when they were last confirmed.
  await waitForServiceWorkerControl(page);
  await waitForPersistedQuery(page, 'voucher-group-transactions', code);
  await goOffline(page);
  await reloadOffline(page);
  await expect(page.getByTestId('group-voucher-code').first()).toHaveText(code);
  await expect(page.getByRole('img', { name: 'Voucher 1 QR code' })).toBeVisible();
  await expect(page.getByTestId('group-order-last-confirmed')).toContainText('Last confirmed online:');
  await goOnline(page);

  // A transaction that is not this member's is a clear not-found page.
  await gotoApp('/voucher_group_transaction/no-such-transaction-000?locale=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Voucher transaction not found' })).toBeVisible();
});

test('in Thai: a voucher group on sale and its buy step read in Thai', async ({ page, request, isMobile, gotoApp }) => {
  const group = await dinnerPass(request, 'th');
  const member = await signUp(request, 'Group Thai');
  await signInDevice(page, member);
  await gotoApp(`/th/voucher_group/${group.id}`);
  const sale = page.getByTestId('voucher-group-sale');
  await expect(sale.getByRole('heading', { level: 2, name: 'เปิดขาย' })).toBeVisible();
  await expect(sale.getByTestId('voucher-group-price')).toHaveText('ชุดละ ฿590');
  await expect(sale.getByText('ลด 20% บุฟเฟต์')).toBeVisible();
  await sale.getByRole('button', { name: 'ซื้อ', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'ซื้อบัตรกำนัล' })).toBeFocused();
  const quantity = isMobile ? 3 : 2;
  await page.getByLabel('จำนวนชุด').selectOption(String(quantity));
  await expect(page.getByTestId('voucher-group-buy-total')).toHaveText(`ยอดรวม: ฿${(590 * quantity).toLocaleString('en-US')}`);
  await expect(page.getByRole('button', { name: 'ซื้อเลย' })).toBeVisible();
});
