import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signInDevice, type Member } from './support/book-steps';
import { ticketRestaurant } from './support/buy-steps';
import { test } from './support/fixtures';
import { goOffline, goOnline, gotoOffline, reloadOffline, waitForPersistedQuery } from './support/offline';
import { waitForServiceWorkerControl } from './support/pwa';

/**
 * Buying a package ticket (phone + desktop): the restaurant page's Buy button opens the purchase page, the
 * member pays with PromptPay, the order's QR page turns into the tickets by itself once the bank pays
 * (realtime record / poll), each ticket has its QR; reloaded offline, the ticket still opens and says when
 * it was last confirmed online. The restaurant's scan uses a ticket once. A Thai part reads it in Thai.
 */

const PASSWORD = 'journey passphrase 1';
test.describe.configure({ timeout: 180_000 });

async function signUp(request: APIRequestContext, name: string): Promise<Member & { id: number }> {
  const email = `tickets-${test.info().project.name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const res = await request.post('/api/v5/users.json', {
    data: { name, email, password: PASSWORD, phone: '0812345678', calling_code: '+66', provider: 'hungrytable' },
  });
  expect(res.status(), await res.text()).toBe(200);
  const data = ((await res.json()) as { data: { id: number; name: string; email: string; access_token: string } }).data;
  return { id: data.id, name: data.name, email: data.email, accessToken: data.access_token };
}

/** The pending PromptPay charge of this amount (baht), from the sandbox's own list page. */
async function promptpayChargeId(request: APIRequestContext, amount: number): Promise<string> {
  const html = await (await request.get('/sandbox-gateway')).text();
  const rows = [
    ...html.matchAll(/<tr><td><a href="[^"]*">([^<]+)<\/a><\/td><td>([^<]+)<\/td><td>([^<]+)<\/td><td>([^<]+)<\/td><\/tr>/g),
  ];
  const row = rows.find((m) => m[2] === 'promptpay' && m[4] === 'pending' && Math.abs(Number(m[3]!.replace(/[^\d.]/g, '')) - amount) < 0.005);
  expect(row, `a pending PromptPay charge of ${amount}`).toBeTruthy();
  return row![1]!;
}

async function buyWithPromptpay(page: Page, quantity: number): Promise<{ id: string; total: number }> {
  await page.getByLabel('Number of tickets').selectOption(String(quantity));
  await page.getByLabel('PromptPay QR').check();
  const answer = page.waitForResponse((res) => res.url().includes('/api/v5/package_tickets.json') && res.request().method() === 'POST');
  await page.getByRole('button', { name: 'Buy now' }).click();
  const body = (await (await answer).json()) as { data: { id: string; total: { amount: number } } };
  return { id: body.data.id, total: body.data.total.amount };
}

test('buy a package ticket with PromptPay, see its QR, open it offline', async ({ page, request, isMobile, gotoApp }) => {
  const { slug, pkg } = await ticketRestaurant(request, isMobile ? 1 : 0);
  const member = await signUp(request, 'Ticket Malee');
  await signInDevice(page, member);

  await gotoApp(`/restaurants/${slug}?locale=en`);
  const buy = page.getByTestId('buy-ticket').first();
  await expect(buy).toHaveText('Buy');
  await page.locator(`a[href*="package-voucher?package=${pkg.id}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/restaurants/${slug}/${isMobile ? 'mobile-buy' : 'buy'}-package-voucher\\?package=${pkg.id}`));
  await expect(page.getByRole('heading', { level: 1, name: `Buy ticket: ${pkg.name}` })).toBeVisible();

  const { id: orderId, total } = await buyWithPromptpay(page, 3);
  await expect(page).toHaveURL(new RegExp(`/restaurants/${slug}/landing-package-ticket/qr-payment/${orderId}`));
  await expect(page.getByTestId('ticket-status')).toHaveText('Waiting for payment');
  const qr = page.getByRole('img', { name: 'PromptPay QR code' });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);

  // The bank pays: the page turns into the tickets by itself.
  const chargeId = await promptpayChargeId(request, total);
  const paid = await request.post(`/sandbox-gateway/charges/${chargeId}/pay`, { headers: { Accept: 'application/json' } });
  expect(paid.status()).toBe(200);
  await expect(page.getByTestId('ticket-status')).toHaveText('Paid. Your tickets are ready.', { timeout: 20_000 });
  await expect(page.getByTestId('ticket')).toHaveCount(3);
  await expect(page.getByRole('img', { name: 'Ticket 1 QR code' })).toBeVisible();
  await expect(page.getByText('Each QR code can be used once.')).toBeVisible();

  // Another member cannot read it.
  const other = await signUp(request, 'Ticket Somchai');
  const theirs = await request.get(`/api/v5/package_tickets/${orderId}.json`, { headers: { Authorization: `Bearer ${other.accessToken}` } });
  expect(theirs.status()).toBe(404);

  // Installed app, no network: the ticket page still opens, with when it was last confirmed.
  await gotoApp(`/restaurants/${slug}/landing-package-ticket/${orderId}?locale=en`);
  await waitForServiceWorkerControl(page);
  await expect(page.getByTestId('ticket')).toHaveCount(3);
  await waitForPersistedQuery(page, orderId, '"status":"paid"');
  await goOffline(page);
  await reloadOffline(page);
  await expect(page.getByTestId('ticket')).toHaveCount(3);
  await expect(page.getByRole('img', { name: 'Ticket 1 QR code' })).toBeVisible();
  await expect(page.getByTestId('ticket-last-confirmed')).toContainText('Last confirmed online:');

  // Thai, still offline: the Thai page was seen online? No: it says so instead of loading forever.
  await gotoOffline(page, `/restaurants/${slug}/landing-package-ticket/${orderId}?locale=th`);
  await expect(page.getByTestId('ticket-order-missing')).toBeVisible();
  await goOnline(page);
});

test('in Thai: the purchase page and the tickets read in Thai', async ({ page, request, isMobile, gotoApp }) => {
  const { slug, pkg } = await ticketRestaurant(request, isMobile ? 2 : 3);
  const member = await signUp(request, 'Ticket Thai');
  await signInDevice(page, member);
  await gotoApp(`/restaurants/${slug}/${isMobile ? 'mobile-buy' : 'buy'}-package-voucher?package=${pkg.id}&locale=th`);
  await expect(page.getByRole('button', { name: 'ซื้อเลย' })).toBeVisible();
  await page.getByLabel('จำนวนบัตร').selectOption('1');
  const answer = page.waitForResponse((res) => res.url().includes('/api/v5/package_tickets.json') && res.request().method() === 'POST');
  await page.getByRole('button', { name: 'ซื้อเลย' }).click();
  const order = ((await (await answer).json()) as { data: { id: string; total: { amount: number } } }).data;
  const orderId = order.id;
  await expect(page).toHaveURL(new RegExp(`/landing-package-ticket/qr-payment/${orderId}`));
  await expect(page.getByTestId('ticket-status')).toHaveText('รอชำระเงิน');
  const chargeId = await promptpayChargeId(request, order.total.amount);
  await request.post(`/sandbox-gateway/charges/${chargeId}/pay`, { headers: { Accept: 'application/json' } });
  await expect(page.getByTestId('ticket-status')).toHaveText('ชำระเงินแล้ว บัตรของคุณพร้อมใช้งาน', { timeout: 20_000 });
  await expect(page.getByTestId('ticket')).toHaveCount(1);
});
