import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { signInDevice, signUpByApi, type Member } from './support/book-steps';
import { fillSandboxCard, ticketRestaurant } from './support/buy-steps';
import { test } from './support/fixtures';

/**
 * Paying the buy pages with a card or a wallet (phone + desktop): a gift card paid by a card with
 * 3-D Secure goes through the sandbox gateway's authorize page and returns to the voucher's page, paid;
 * a package ticket paid with TrueMoney goes through the sandbox wallet page and returns to the ticket's
 * page, paid. Each method's mistakes are said beside it before anything is sent. A Thai part pays a
 * ticket with ShopeePay.
 */

const PASSWORD = 'journey passphrase 1';
/** The sandbox's Visa that asks for 3-D Secure. */
const CARD_3DS = '4000000000003063';
/** The sandbox's Visa that the bank declines at once. */
const CARD_DECLINED = '4000000000000002';
test.describe.configure({ timeout: 180_000 });

function signUp(request: APIRequestContext, name: string): Promise<Member> {
  const email = `buy-pay-${test.info().project.name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  return signUpByApi(request, name, email, PASSWORD);
}

/**
 * The order the member's own API answer says, read after the buyer is back from the gateway (the answer
 * to the buy request is left for the gateway's page at once, so its body is gone by then).
 */
async function orderOf(
  request: APIRequestContext,
  member: Member,
  path: string,
): Promise<{ status: string; payment: { method: string; status: string } }> {
  const res = await request.get(path, { headers: { Authorization: `Bearer ${member.accessToken}` } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { status: string; payment: { method: string; status: string } } })
    .data;
}

/** Nothing on the page is wider than a 390 px phone. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a gift card paid by card with 3-D Secure returns to its page, paid', async ({
  page,
  request,
  gotoApp,
  isMobile,
}) => {
  const member = await signUp(request, 'Card Malee');
  await signInDevice(page, member);
  await gotoApp('/hungrytable-gift-card/buy?locale=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Buy a gift card' })).toBeVisible();

  // PromptPay stays the method the page opens with; the card and both wallets are offered beside it.
  await expect(page.getByLabel('PromptPay QR')).toBeChecked();
  await expect(page.getByLabel('TrueMoney Wallet')).toBeVisible();
  await expect(page.getByLabel('ShopeePay')).toBeVisible();
  // Chosen by keyboard: the methods are one radio group, the arrow moves to the card.
  await page.getByLabel('PromptPay QR').focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Credit or debit card')).toBeChecked();
  await expect(page.getByRole('button', { name: 'Pay by card' })).toBeVisible();
  await expect(page.locator('iframe[title="Card details"]')).toBeVisible();
  expect(await axeViolations(page, '[data-testid="gift-card-buy"]')).toEqual([]);
  if (isMobile) await expectNoSidewaysScroll(page);

  const amount = 1000 + Math.floor(Math.random() * 8000) + 3;
  await page.getByLabel(/^Amount \(/).fill(String(amount));
  await page.getByLabel("Recipient's name").fill('Somsri');
  await page
    .getByLabel("Recipient's e-mail")
    .fill(`card-recipient-${test.info().project.name}-${Date.now()}@example.com`);

  // The card form is empty: the gateway's check is said under it, and no order is made.
  let orders = 0;
  page.on('request', (req) => {
    if (req.url().includes('/api/v5/gift_cards.json') && req.method() === 'POST') orders += 1;
  });
  await page.getByRole('button', { name: 'Pay by card' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'All card fields must be filled' })).toBeVisible();
  expect(orders).toBe(0);

  // A card the bank declines at once: said under the card form, and the buyer stays to try again.
  await fillSandboxCard(page, CARD_DECLINED);
  await page.getByRole('button', { name: 'Pay by card' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Your card was declined. Please try another card or payment method.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/hungrytable-gift-card\/buy/);
  expect(orders).toBe(1);

  await fillSandboxCard(page, CARD_3DS);
  await page.getByRole('button', { name: 'Pay by card' }).click();

  // The gateway's 3-D Secure page, then back to the card's own page through the server's return.
  await expect(page).toHaveURL(/\/sandbox-gateway\/charges\/[^/]+\/authorize/);
  expect(orders).toBe(2);
  await page.getByRole('button', { name: 'Authorize' }).click();
  await expect(page).toHaveURL(/\/voucher\/[^/?]+(\?|$)/, { timeout: 20_000 });
  const id = new URL(page.url()).pathname.split('/').at(-1)!;
  const order = await orderOf(request, member, `/api/v5/gift_cards/${id}.json`);
  expect(order.payment).toMatchObject({ method: 'card', status: 'successful' });
  await expect(page.getByTestId('gift-card-status')).toHaveText(
    'Paid. We have e-mailed the gift card to the recipient.',
    { timeout: 20_000 },
  );
  await expect(page.getByTestId('gift-card-code')).toHaveText(/^GIFT-/);
  await expect(page.getByTestId('gift-card-balance')).toHaveText(`฿${amount.toLocaleString('en-US')}`);
});

test('a package ticket paid with TrueMoney returns to its page, paid', async ({
  page,
  request,
  gotoApp,
  isMobile,
}) => {
  const { slug, pkg } = await ticketRestaurant(request, isMobile ? 4 : 5);
  const member = await signUp(request, 'Wallet Malee');
  await signInDevice(page, member);
  await gotoApp(
    `/restaurants/${slug}/${isMobile ? 'mobile-buy' : 'buy'}-package-voucher?package=${pkg.id}&locale=en`,
  );
  await expect(page.getByRole('heading', { level: 1, name: `Buy ticket: ${pkg.name}` })).toBeVisible();
  await expect(page.getByLabel('PromptPay QR')).toBeChecked();
  await page.getByLabel('Number of tickets').selectOption('2');

  // TrueMoney needs the wallet's number: asked for, then refused when it is not a Thai mobile number,
  // by keyboard alone.
  await page.getByLabel('TrueMoney Wallet').check();
  const phone = page.getByLabel('TrueMoney phone number');
  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please enter your TrueMoney phone number' }),
  ).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await phone.fill('021234567');
  await phone.press('Enter');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please enter a Thai mobile number, e.g. 081 234 5678' }),
  ).toBeVisible();
  expect(await axeViolations(page, '[data-testid="ticket-buy"]')).toEqual([]);
  if (isMobile) await expectNoSidewaysScroll(page);

  await phone.fill('081 234 5678');
  const sent = page.waitForRequest(
    (req) => req.url().includes('/api/v5/package_tickets.json') && req.method() === 'POST',
  );
  await phone.press('Enter');
  expect(((await sent).postDataJSON() as { payment: Record<string, unknown> }).payment).toMatchObject({
    method: 'true_wallet',
    phone_number: '0812345678',
  });

  await expect(page).toHaveURL(/\/sandbox-gateway\/wallets\//);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/restaurants/${slug}/landing-package-ticket/[^/?]+(\\?|$)`), {
    timeout: 20_000,
  });
  const id = new URL(page.url()).pathname.split('/').at(-1)!;
  const order = await orderOf(request, member, `/api/v5/package_tickets/${id}.json`);
  expect(order.payment).toMatchObject({ method: 'true_wallet', status: 'successful' });
  await expect(page.getByTestId('ticket-status')).toHaveText('Paid. Your tickets are ready.', {
    timeout: 20_000,
  });
  await expect(page.getByTestId('ticket')).toHaveCount(2);
});

test.describe('on a Thai phone', () => {
  // The gateway's return carries no language: the buyer comes back in the device's, as from step 5.
  test.use({ locale: 'th-TH' });

  test('in Thai: a package ticket paid with ShopeePay, and the card is offered in Thai', async ({
    page,
    request,
    gotoApp,
    isMobile,
  }) => {
    const { slug, pkg } = await ticketRestaurant(request, isMobile ? 6 : 7);
    const member = await signUp(request, 'Wallet Thai');
    await signInDevice(page, member);
    await gotoApp(
      `/restaurants/${slug}/${isMobile ? 'mobile-buy' : 'buy'}-package-voucher?package=${pkg.id}&locale=th`,
    );
    await expect(page.getByRole('button', { name: 'ซื้อเลย' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'ช่องทางการชำระเงิน' })).toBeVisible();
    await expect(page.getByLabel('บัตรเครดิตหรือเดบิต')).toBeVisible();
    await page.getByLabel('ทรูมันนี่ วอลเล็ท').check();
    await page.getByRole('button', { name: 'ซื้อเลย' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'กรุณากรอกเบอร์โทรศัพท์ทรูมันนี่' })).toBeVisible();

    await page.getByLabel('ShopeePay').check();
    await page.getByRole('button', { name: 'ซื้อเลย' }).click();
    await expect(page).toHaveURL(/\/sandbox-gateway\/wallets\//);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/restaurants/${slug}/landing-package-ticket/[^/?]+(\\?|$)`), {
      timeout: 20_000,
    });
    const id = new URL(page.url()).pathname.split('/').at(-1)!;
    expect((await orderOf(request, member, `/api/v5/package_tickets/${id}.json`)).payment.method).toBe(
      'shopee_pay',
    );
    await expect(page.getByTestId('ticket-status')).toHaveText('ชำระเงินแล้ว บัตรของคุณพร้อมใช้งาน', {
      timeout: 20_000,
    });
  });
});
