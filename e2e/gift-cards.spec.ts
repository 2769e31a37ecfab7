import { expect, type APIRequestContext } from '@playwright/test';
import { signInDevice, type Member } from './support/book-steps';
import { test } from './support/fixtures';
import { reserve } from './support/reserve';

/**
 * Buying a gift card for someone (phone + desktop): the landing leads to /buy, which asks for the amount
 * first; the member pays with PromptPay and the QR page turns into the card by itself once the bank pays.
 * The recipient's mail arrives in the local mailbox with the code, and that code is accepted by the
 * voucher check of a booking; the voucher page shows the code, its QR and the balance. A Thai part.
 */

const PASSWORD = 'journey passphrase 1';
test.describe.configure({ timeout: 180_000 });

/** sabai-shabu-emquartier and its AYCE package (seed): a THB restaurant that accepts vouchers. */
const RESTAURANT_SLUG = 'sabai-shabu-emquartier';
const RESTAURANT_ID = 13;
const PACKAGE_ID = 30;

async function signUp(request: APIRequestContext, name: string): Promise<Member & { id: number }> {
  const email = `gifts-${test.info().project.name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const res = await request.post('/api/v5/users.json', {
    data: {
      name,
      email,
      password: PASSWORD,
      phone: '0812345678',
      calling_code: '+66',
      provider: 'hungrytable',
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const data = (
    (await res.json()) as { data: { id: number; name: string; email: string; access_token: string } }
  ).data;
  return { id: data.id, name: data.name, email: data.email, accessToken: data.access_token };
}

/** The pending PromptPay charge of this amount (baht), from the sandbox's own list page. */
async function promptpayChargeId(request: APIRequestContext, amount: number): Promise<string> {
  const html = await (await request.get('/sandbox-gateway')).text();
  const rows = [
    ...html.matchAll(
      /<tr><td><a href="[^"]*">([^<]+)<\/a><\/td><td>([^<]+)<\/td><td>([^<]+)<\/td><td>([^<]+)<\/td><\/tr>/g,
    ),
  ];
  const row = rows.find(
    (m) =>
      m[2] === 'promptpay' &&
      m[4] === 'pending' &&
      Math.abs(Number(m[3]!.replace(/[^\d.]/g, '')) - amount) < 0.005,
  );
  expect(row, `a pending PromptPay charge of ${amount}`).toBeTruthy();
  return row![1]!;
}

/** An amount no other running journey is paying at the same moment (the sandbox list is matched by amount). */
const uniqueAmount = () => 1000 + Math.floor(Math.random() * 8000) + 7;

test('buy a gift card for someone with PromptPay; the mailed code pays at a restaurant', async ({
  page,
  request,
  gotoApp,
}) => {
  const member = await signUp(request, 'Gift Malee');
  await signInDevice(page, member);
  const recipient = `recipient-${test.info().project.name}-${Date.now()}@example.com`;

  await gotoApp('/hungrytable-gift-card?locale=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Hungry Table gift card' })).toBeVisible();
  await page.getByRole('link', { name: 'Buy a gift card' }).click();
  await expect(page).toHaveURL(/\/hungrytable-gift-card\/buy/);

  // Nothing typed: the amount is asked for first, and nothing is sent.
  await page.getByRole('button', { name: 'Pay with PromptPay' }).click();
  await expect(page.locator('#gift-card-amount-error')).toHaveText('Please enter amount first');
  await expect(page.getByRole('alert').first()).toBeVisible();

  const amount = uniqueAmount();
  await page.getByLabel(/^Amount \(/).fill(String(amount));
  await page.getByLabel("Recipient's name").fill('Somsri');
  await page.getByLabel("Recipient's e-mail").fill(recipient);
  await page.getByLabel('Message (optional)').fill('Happy birthday, enjoy a dinner on me!');
  const answer = page.waitForResponse(
    (res) => res.url().includes('/api/v5/gift_cards.json') && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Pay with PromptPay' }).click();
  const order = ((await (await answer).json()) as { data: { id: string; amount: { amount: number } } }).data;
  expect(order.amount.amount).toBe(amount);
  await expect(page).toHaveURL(new RegExp(`/voucher/qr-payment/${order.id}`));
  await expect(page.getByTestId('gift-card-status')).toHaveText('Waiting for payment');
  await expect(page.getByRole('img', { name: 'PromptPay QR code' })).toBeVisible();

  // The bank pays: the page turns into the card by itself.
  const chargeId = await promptpayChargeId(request, amount);
  const paid = await request.post(`/sandbox-gateway/charges/${chargeId}/pay`, {
    headers: { Accept: 'application/json' },
  });
  expect(paid.status()).toBe(200);
  await expect(page.getByTestId('gift-card-status')).toHaveText(
    'Paid. We have e-mailed the gift card to the recipient.',
    {
      timeout: 20_000,
    },
  );
  const code = (await page.getByTestId('gift-card-code').textContent())!.trim();
  expect(code).toMatch(/^GIFT-/);
  await expect(page.getByRole('img', { name: 'Gift card QR code' })).toBeVisible();

  // The recipient's mail, once, with the code and the message.
  let mails: { kind: string; body: string }[] = [];
  await expect
    .poll(async () => {
      const res = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(recipient)}`);
      mails = ((await res.json()) as { data: { kind: string; body: string }[] }).data;
      return mails.length;
    })
    .toBe(1);
  expect(mails[0]!.body).toContain(code);
  expect(mails[0]!.body).toContain('Happy birthday, enjoy a dinner on me!');

  // The recipient (a guest here) checks the code for a booking: it is a gift voucher worth part of the bill.
  const check = await request.post('/api/v5/vouchers/validate', {
    data: {
      restaurant_id: RESTAURANT_ID,
      adult: 2,
      kids: 0,
      packages: [{ id: PACKAGE_ID, quantity: 1, menus: [] }],
      voucher_code: code.toLowerCase(),
      email: recipient,
      phone: '812345679',
      calling_code: '+66',
    },
  });
  expect(check.status(), await check.text()).toBe(200);
  const checked = (await check.json()) as {
    success: boolean;
    meta: { calculate: { used_vouchers: { amount: { amount: number } }[] } };
  };
  expect(checked.success).toBe(true);
  expect(checked.meta.calculate.used_vouchers[0]!.amount.amount).toBeGreaterThan(0);

  // Another member cannot read the order.
  const other = await signUp(request, 'Gift Somchai');
  const theirs = await request.get(`/api/v5/gift_cards/${order.id}.json`, {
    headers: { Authorization: `Bearer ${other.accessToken}` },
  });
  expect(theirs.status()).toBe(404);

  await gotoApp(`/voucher/${order.id}?locale=en`);
  await expect(page.getByTestId('gift-card-balance')).toHaveText(`฿${amount.toLocaleString('en-US')}`);

  // The recipient books with the code: the server draws the gift down by its discount, and the card's
  // page shows what is left.
  const booked = await reserve(request, RESTAURANT_SLUG, 2, 'en', [code]);
  expect(booked.voucherDiscount).toBeGreaterThan(0);
  expect(booked.voucherDiscount).toBeLessThanOrEqual(amount);
  const mine = await request.get(`/api/v5/gift_cards/${order.id}.json`, {
    headers: { Authorization: `Bearer ${member.accessToken}`, 'X-HH-Language': 'en' },
  });
  expect(mine.status()).toBe(200);
  const balance = ((await mine.json()) as { data: { voucher: { balance: { amount: number; format: string } } } }).data
    .voucher.balance;
  expect(balance.amount).toBeCloseTo(amount - booked.voucherDiscount, 2);
  await page.reload({ waitUntil: 'load' });
  await expect(page.getByTestId('gift-card-balance')).toHaveText(balance.format);
});

test('in Thai: the amount is asked for first and the card reads in Thai', async ({
  page,
  request,
  gotoApp,
}) => {
  const member = await signUp(request, 'Gift Thai');
  await signInDevice(page, member);
  await gotoApp('/hungrytable-voucher/buy?locale=th');
  await expect(page.getByRole('heading', { level: 1, name: 'ซื้อบัตรของขวัญ' })).toBeVisible();
  await page.getByRole('button', { name: 'ชำระด้วยพร้อมเพย์' }).click();
  await expect(page.locator('#gift-card-amount-error')).toHaveText('กรุณากรอกจำนวนเงินก่อน');
  await expect(page.getByRole('alert').first()).toBeVisible();
  const amount = uniqueAmount();
  await page.getByLabel(/^จำนวนเงิน \(/).fill(String(amount));
  await page.getByLabel('ชื่อผู้รับ').fill('สมศรี');
  await page.getByLabel('อีเมลผู้รับ').fill(`recipient-th-${test.info().project.name}-${Date.now()}@example.com`);
  const answer = page.waitForResponse(
    (res) => res.url().includes('/api/v5/gift_cards.json') && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'ชำระด้วยพร้อมเพย์' }).click();
  const order = ((await (await answer).json()) as { data: { id: string } }).data;
  await expect(page).toHaveURL(new RegExp(`/voucher/qr-payment/${order.id}`));
  await expect(page.getByTestId('gift-card-status')).toHaveText('รอชำระเงิน');
  const chargeId = await promptpayChargeId(request, amount);
  await request.post(`/sandbox-gateway/charges/${chargeId}/pay`, { headers: { Accept: 'application/json' } });
  await expect(page.getByTestId('gift-card-status')).toHaveText(
    'ชำระเงินแล้ว เราได้ส่งบัตรของขวัญทางอีเมลถึงผู้รับแล้ว',
    {
      timeout: 20_000,
    },
  );
  await expect(page.getByTestId('gift-card-code')).toHaveText(/^GIFT-/);
});
