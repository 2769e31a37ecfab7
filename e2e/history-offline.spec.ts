import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PAY_AT_RESTAURANT_AYCE_SLUGS } from '../server/db/seed/booking-prepayment';
import { bookToStep5, signInDevice, type Member } from './support/book-steps';
import { test } from './support/fixtures';
import { QUERY_CACHE_ENTRY, forgetStored, goOffline, goOnline, gotoOffline, reloadOffline, storedText } from './support/offline';
import { waitForServiceWorkerControl } from './support/pwa';

/**
 * A member's upcoming bookings offline, on phone and desktop (issue 13): the history seen online opens
 * offline after a reload, in English and in Thai, under the offline banner, and each booking opens its QR
 * pass. The rows live in the persisted query cache (IndexedDB), keyed by the member; signing out removes
 * them, and the confirmations kept for them, from IndexedDB, so the next member on the device sees none.
 */

const PASSWORD = 'journey passphrase 1';
test.describe.configure({ timeout: 180_000 });

const TEXT = {
  en: {
    offline: 'You are offline. Check your internet connection; saved pages are still available.',
    upcoming: 'Upcoming',
    status: 'Confirmed',
    qrLink: 'Show booking QR code',
    confirmed: 'Your booking is confirmed',
    qr: /^QR code of your booking at /,
  },
  th: {
    offline: 'คุณออฟไลน์อยู่ กรุณาตรวจสอบการเชื่อมต่ออินเทอร์เน็ต หน้าที่บันทึกไว้ยังคงใช้งานได้',
    upcoming: 'กำลังจะมาถึง',
    status: 'ยืนยันแล้ว',
    qrLink: 'แสดงคิวอาร์โค้ดการจอง',
    confirmed: 'การจองของคุณได้รับการยืนยันแล้ว',
    qr: /^คิวอาร์โค้ดการจองของคุณที่ /,
  },
} as const;

/** idb-keyval's entry of the confirmations kept on the device. */
const CONFIRMATIONS = 'hh-confirmations';

function freshEmail(name: string): string {
  return `${name}-${test.info().project.name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}


/** A fresh account through the API, with its id (the key of what the device keeps of the member). */
async function signUp(request: APIRequestContext, name: string): Promise<Member & { id: number }> {
  const res = await request.post('/api/v5/users.json', {
    data: { name, email: freshEmail('history-offline'), password: PASSWORD, phone: '0812345678', calling_code: '+66', provider: 'hungrytable' },
  });
  expect(res.status(), await res.text()).toBe(200);
  const data = ((await res.json()) as { data: { id: number; name: string; email: string; access_token: string } }).data;
  return { id: data.id, name: data.name, email: data.email, accessToken: data.access_token };
}

/** Offline: the history in `lang` shows the booking under the banner, and its card opens the QR pass. */
async function expectOfflineHistory(page: Page, lang: 'en' | 'th', encryptedId: string) {
  const t = TEXT[lang];
  await expect(page.getByText(t.offline)).toBeVisible();
  await expect(page.getByRole('tab', { name: t.upcoming })).toHaveAttribute('aria-selected', 'true');
  const card = page.locator(`[data-reservation="${encryptedId}"]`);
  await expect(card).toBeVisible();
  await expect(card).toContainText(t.status);
  await card.getByRole('link', { name: t.qrLink }).click();
  await expect(page).toHaveURL(new RegExp(`/landing/${encryptedId}`));
  await expect(page.getByRole('heading', { level: 1, name: t.confirmed })).toBeVisible();
  const qr = page.getByRole('img', { name: t.qr });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  await expect(page.getByTestId('confirmation-saved')).toBeVisible();
}

test('upcoming bookings and their QR open offline; signing out leaves none on the device', async ({
  page,
  request,
  isMobile,
  gotoApp,
}) => {
  const slug = PAY_AT_RESTAURANT_AYCE_SLUGS[isMobile ? 2 : 0];
  const member = await signUp(request, 'Offline Malee');
  await signInDevice(page, member);

  // The member books through the restaurant page.
  await bookToStep5(page, { slug, isMobile, daysAhead: 11 });
  const answer = page.waitForResponse((res) => res.url().includes('/api/v5/reservations.json') && res.request().method() === 'POST');
  await page.getByRole('region', { name: 'Book a table' }).getByRole('button', { name: 'Confirm booking' }).click();
  const encryptedId = ((await (await answer).json()) as { data: { encrypted_id: string } }).data.encrypted_id;
  await expect(page).toHaveURL(new RegExp(`/restaurants/${slug}/booking-success/`), { timeout: 30_000 });
  await expect(page.getByTestId('confirmation-reference')).toBeVisible();
  // The success page kept the confirmation; a device that did not book would not have it: drop it, so
  // the QR offline below is the one the history keeps.
  await forgetStored(page, CONFIRMATIONS);

  // Online, under the service worker: the history in English, then in Thai.
  await gotoApp('/profile/history?locale=en');
  await waitForServiceWorkerControl(page);
  await expect(page.locator(`[data-reservation="${encryptedId}"]`)).toContainText(TEXT.en.status);
  // The persister writes at most once a second: the list is in IndexedDB before the page is left.
  await expect
    .poll(async () => await storedText(page, QUERY_CACHE_ENTRY))
    .toContain(`["member",${member.id},"reservations","upcoming","en"]`);
  await gotoApp('/profile/history?locale=th');
  await expect(page.locator(`[data-reservation="${encryptedId}"]`)).toContainText(TEXT.th.status);
  // Both lists are in IndexedDB under the member's id, and the booking's confirmation is kept.
  await expect
    .poll(async () => await storedText(page, QUERY_CACHE_ENTRY))
    .toContain(`["member",${member.id},"reservations","upcoming","th"]`);
  const persisted = await storedText(page, QUERY_CACHE_ENTRY);
  expect(persisted).toContain(`["member",${member.id},"reservations","upcoming","en"]`);
  expect(persisted).toContain(encryptedId);
  await expect.poll(async () => await storedText(page, CONFIRMATIONS)).toContain(encryptedId);

  // Offline, reloaded: Thai, then English.
  await goOffline(page);
  await reloadOffline(page);
  await expectOfflineHistory(page, 'th', encryptedId);
  await gotoOffline(page, '/profile/history?locale=en');
  await expectOfflineHistory(page, 'en', encryptedId);

  // Back online, the member signs out: the rows and the kept confirmation leave IndexedDB.
  await goOnline(page);
  await gotoApp('/profile?locale=en');
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('Signed Out Successfully')).toBeVisible();
  await expect.poll(async () => await storedText(page, QUERY_CACHE_ENTRY)).not.toContain(encryptedId);
  expect(await storedText(page, QUERY_CACHE_ENTRY)).not.toContain('"member"');
  await expect.poll(async () => await storedText(page, CONFIRMATIONS)).not.toContain(encryptedId);

  // Another member signs in on the device, then is offline: none of the first member's rows.
  const next = await signUp(request, 'Offline Somchai');
  await page.evaluate((saved) => window.localStorage.setItem('hh-user', JSON.stringify(saved)), next);
  await goOffline(page);
  await gotoOffline(page, '/profile/history?locale=en');
  await expect(page.getByText(TEXT.en.offline)).toBeVisible();
  await expect(page.getByRole('tab', { name: TEXT.en.upcoming })).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'These reservations are not saved on this device, so they cannot be shown offline.' }),
  ).toBeVisible();
  await expect(page.locator(`[data-reservation="${encryptedId}"]`)).toHaveCount(0);
  await goOnline(page);
});
