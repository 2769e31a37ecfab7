import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { bookToStep5, dineRestaurant } from './support/book-steps';
import { expect, test } from './support/fixtures';

/**
 * Step 5's vouchers (issue 14, decision 0042), as a guest on phone and desktop: the server checks each
 * code and prices the accepted ones; the page never works out a discount. A restaurant voucher, then
 * gift vouchers (a gift replaces a non-gift, gifts combine), a repeat, a bank-card voucher refused without
 * a card and for another card's range, a reload, removing one and all; in Thai, the guest's phone first
 * and an ended voucher flagged. Nothing is booked, so no seeded voucher is used up by these runs.
 */

const WORDS = {
  en: { email: 'Email', phone: 'Phone', code: 'Voucher code', apply: 'Apply', panel: 'Vouchers' },
  th: { email: 'อีเมล', phone: 'โทรศัพท์', code: 'รหัสบัตรกำนัล', apply: 'ใช้', panel: 'บัตรกำนัล' },
};

/** Every price quote the page asks for, its total by the voucher codes it carried. */
function recordQuotes(page: Page): Map<string, string> {
  const totals = new Map<string, string>();
  page.on('response', async (res) => {
    if (!res.url().includes('/price_quote') || res.request().method() !== 'POST' || res.status() !== 200) return;
    const sent = (res.request().postDataJSON() ?? {}) as { voucher_codes?: string[]; voucherCodes?: string[] };
    const codes = (sent.voucher_codes ?? sent.voucherCodes ?? []).join(',');
    const body = (await res.json().catch(() => null)) as { data?: { total?: { format?: string } } } | null;
    if (body?.data?.total?.format) totals.set(codes, body.data.total.format);
  });
  return totals;
}

async function applyCode(page: Page, lang: 'en' | 'th', code: string) {
  const panel = page.getByTestId('voucher-panel');
  await panel.getByLabel(WORDS[lang].code, { exact: true }).fill(code);
  await panel.getByRole('button', { name: WORDS[lang].apply, exact: true }).click();
}

async function fillGuest(page: Page, lang: 'en' | 'th', email: string) {
  await page.getByLabel(WORDS[lang].email, { exact: true }).fill(email);
  await page.getByLabel(WORDS[lang].phone, { exact: true }).fill('0812345678');
}

const listed = (page: Page) => page.getByTestId('voucher-panel').locator('li[data-code]');

test('a guest applies, combines, replaces and removes vouchers; the total is the server’s', async ({ page, request, isMobile }) => {
  test.setTimeout(120_000);
  const slug = await dineRestaurant(request);
  const quotes = recordQuotes(page);
  await bookToStep5(page, { slug, isMobile, daysAhead: 4 });
  const panel = page.getByTestId('voucher-panel');
  const error = panel.getByRole('alert');
  const status = panel.getByRole('status');
  const total = page.getByTestId('booking-total');
  await expect(total).toHaveText(/^฿/);

  // Nothing typed, then a guest without a phone or e-mail: said by the field, nothing sent.
  await applyCode(page, 'en', '');
  await expect(error).toHaveText('Please enter voucher code');
  await applyCode(page, 'en', 'DINE15');
  await expect(error).toHaveText('please enter your phone');
  await page.getByLabel('Phone', { exact: true }).fill('0812345678');
  await applyCode(page, 'en', 'DINE15');
  await expect(error).toHaveText('please enter your email');
  await fillGuest(page, 'en', `voucher-${isMobile ? 'm' : 'd'}-${Date.now()}@example.com`);

  // A restaurant voucher: applied, its discount and the total as the server priced them.
  await applyCode(page, 'en', 'dine15');
  await expect(status).toHaveText('Voucher applied');
  await expect(listed(page)).toHaveCount(1);
  await expect(listed(page).first()).toHaveAttribute('data-code', 'DINE15');
  await expect(page.getByTestId('voucher-discount')).toHaveText(/^−฿/);
  await expect.poll(() => quotes.get('DINE15')).toBeTruthy();
  await expect(total).toHaveText(quotes.get('DINE15')!);

  // A gift replaces a non-gift; a second gift combines with it; a repeat is refused.
  await applyCode(page, 'en', 'HHGIFT500');
  await expect(status).toHaveText('Voucher applied');
  await expect(listed(page)).toHaveCount(1);
  await expect(listed(page).first()).toHaveAttribute('data-code', 'HHGIFT500');
  await applyCode(page, 'en', 'HHGIFT1000');
  await expect(listed(page)).toHaveCount(2);
  await expect.poll(() => quotes.get('HHGIFT500,HHGIFT1000')).toBeTruthy();
  await expect(total).toHaveText(quotes.get('HHGIFT500,HHGIFT1000')!);
  await applyCode(page, 'en', 'HHGIFT500');
  await expect(error).toHaveText('Voucher already inserted');

  // Remove one: the other gift stays and the total is the server's for it alone.
  await panel.getByRole('button', { name: 'Remove voucher HHGIFT1000' }).click();
  await expect(listed(page)).toHaveCount(1);
  await expect.poll(() => quotes.get('HHGIFT500')).toBeTruthy();
  await expect(total).toHaveText(quotes.get('HHGIFT500')!);

  // A bank-card voucher: refused without a card, kept and flagged; the gift stays on the booking.
  await applyCode(page, 'en', 'KBANK20');
  await expect(error).toHaveText('This voucher needs a card payment, please enter your card details first');
  const bank = panel.locator('li[data-code="KBANK20"]');
  await expect(bank).toHaveAttribute('data-failed', 'true');
  await expect(bank).toContainText('Not applied');
  await expect(listed(page)).toHaveCount(2);
  // Another bank's card: refused for its range.
  await panel.getByLabel('Card number for the voucher').fill('5555 5555 5555 4444');
  await panel.getByRole('button', { name: 'Check voucher KBANK20 again' }).click();
  await expect(error).toHaveText('This voucher cannot be used with this card');
  await expect(bank).toHaveAttribute('data-failed', 'true');
  // The partner bank's card: applied, and as a non-gift it replaces the gift.
  await panel.getByLabel('Card number for the voucher').fill('4242 4242 4242 4242');
  await panel.getByRole('button', { name: 'Check voucher KBANK20 again' }).click();
  await expect(status).toHaveText('Voucher applied');
  await expect(listed(page)).toHaveCount(1);
  await expect(bank).toHaveAttribute('data-failed', 'false');
  await expect(page.getByTestId('voucher-discount')).toBeVisible();

  // A reload keeps the vouchers (the booking session) and the card only as its first 11 digits.
  await page.reload();
  await expect(listed(page)).toHaveCount(1);
  await expect(page.getByTestId('voucher-discount')).toBeVisible();
  await expect(panel.getByLabel('Card number for the voucher')).toHaveValue('42424242424XXXX');
  expect(await axeViolations(page, '[data-testid="voucher-panel"]')).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);

  // Reset: no voucher, no discount line.
  await panel.getByRole('button', { name: 'Remove all vouchers' }).click();
  await expect(listed(page)).toHaveCount(0);
  await expect(page.getByTestId('voucher-discount')).toHaveCount(0);
});

test('th: a guest is asked for a phone first; an ended voucher is flagged, then one is applied', async ({ page, request, isMobile }) => {
  test.setTimeout(120_000);
  const slug = await dineRestaurant(request);
  await bookToStep5(page, { slug, isMobile, lang: 'th', daysAhead: 5 });
  const panel = page.getByTestId('voucher-panel');
  await expect(panel.getByRole('heading', { name: WORDS.th.panel })).toBeVisible();
  await applyCode(page, 'th', 'OLD100');
  await expect(panel.getByRole('alert')).toHaveText('กรุณากรอกเบอร์โทรศัพท์ของคุณ');
  await fillGuest(page, 'th', `voucher-th-${isMobile ? 'm' : 'd'}-${Date.now()}@example.com`);

  await applyCode(page, 'th', 'OLD100');
  await expect(panel.getByRole('alert')).toHaveText('บัตรกำนัลนี้หมดอายุแล้ว');
  await expect(panel.locator('li[data-code="OLD100"]')).toHaveAttribute('data-failed', 'true');
  await applyCode(page, 'th', 'DINE15');
  await expect(panel.getByRole('status')).toHaveText('ใช้บัตรกำนัลแล้ว');
  await expect(panel.locator('li[data-code="DINE15"]')).toHaveAttribute('data-failed', 'false');
  await expect(page.getByTestId('voucher-discount')).toBeVisible();
});

/**
 * Rewrites the codes the guest's dine-in draft keeps on the device, once it holds `saved` (the app saved
 * the draft with its voucher); false until then.
 */
function setDraftVoucherCode(page: Page, saved: string, voucherCode: string) {
  return page.evaluate(
    ({ saved, voucherCode: code }) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('hh-pending-bookings');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const store = open.result.transaction('drafts', 'readwrite').objectStore('drafts');
          const get = store.get('draft:dine_in');
          get.onsuccess = () => {
            const draft = get.result as { voucherCode: string | null } | undefined;
            if (draft?.voucherCode !== saved) return resolve(false);
            store.put({ ...draft, voucherCode: code }, 'draft:dine_in').onsuccess = () => resolve(true);
          };
        };
      }),
    { saved, voucherCode },
  );
}

test('a resumed pending booking brings its vouchers back, checked again by the server', async ({ page, request, isMobile }) => {
  test.setTimeout(120_000);
  const slug = await dineRestaurant(request);
  await bookToStep5(page, { slug, isMobile, lang: 'en', daysAhead: 6 });
  const panel = page.getByTestId('voucher-panel');
  await fillGuest(page, 'en', `voucher-resume-${isMobile ? 'm' : 'd'}-${Date.now()}@example.com`);
  await applyCode(page, 'en', 'HHGIFT500');
  await expect(panel.getByRole('status')).toHaveText('Voucher applied');

  // The draft keeps the accepted code; one more is written in, as if it had been accepted and ended since.
  await expect.poll(() => setDraftVoucherCode(page, 'HHGIFT500', 'HHGIFT500,OLD100')).toBe(true);
  // A reload reads the draft again; the home page offers it and Continue resumes at step 5.
  await page.goto('/?locale=en', { waitUntil: 'load' });
  await page.reload({ waitUntil: 'load' });
  const offer = page.getByRole('region', { name: 'Unfinished booking' });
  await expect(page.locator('.pending-offer')).toBeAttached({ timeout: 30_000 });
  await offer.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/step-5\?locale=en/);

  // Each code was checked again: the gift voucher is on the booking, the ended one flagged with the reason.
  await expect(panel.locator('li[data-code="HHGIFT500"]')).toHaveAttribute('data-failed', 'false');
  await expect(panel.locator('li[data-code="OLD100"]')).toHaveAttribute('data-failed', 'true');
  await expect(panel.locator('li[data-code="OLD100"]')).toContainText('This voucher has expired');
  await expect(panel.getByRole('alert')).toHaveText('This voucher has expired');
  await expect(page.getByTestId('voucher-discount')).toBeVisible();
});
