import type { APIRequestContext, Page } from '@playwright/test';
import { bookToStep5, dineRestaurant, signInDevice, signUpByApi, stepPath, type Member } from './support/book-steps';
import { expect, test } from './support/fixtures';

/**
 * A member's pending booking keeps its vouchers (decision 0049): the member applies a gift voucher at step
 * 5, the seat hold is renewed with its code, the member leaves (the tab is closed), and the pending
 * booking the server offers on the home page resumes at step 5 with the voucher checked again by the
 * server and applied with the server's amount. The return is in Thai. Nothing is booked, so the seeded
 * voucher is not used up by these runs.
 */

const WORDS = {
  en: { code: 'Voucher code', apply: 'Apply', applied: 'Voucher applied', offer: 'Unfinished booking', go: 'Continue' },
  th: { code: 'รหัสบัตรกำนัล', apply: 'ใช้', applied: 'ใช้บัตรกำนัลแล้ว', offer: 'การจองที่ยังไม่เสร็จ', go: 'ดำเนินการต่อ' },
};

/** The codes the server's pending bookings of `member` keep (what the offer resumes with). */
async function pendingVoucherCodes(request: APIRequestContext, member: Member): Promise<(string | null)[]> {
  const res = await request.get('/api/v5/pending_transactions.json', {
    headers: { Authorization: `Bearer ${member.accessToken}`, 'X-HH-Language': 'en' },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: { attributes: { voucher_code: string | null } }[] };
  return body.data.map((d) => d.attributes.voucher_code);
}

/** The amount the server answered for `code` in its voucher checks on this page, as it formatted it. */
function recordVoucherAmounts(page: Page): Map<string, string> {
  const amounts = new Map<string, string>();
  page.on('response', async (res) => {
    if (!res.url().includes('/vouchers/validate') || res.status() !== 200) return;
    const body = (await res.json().catch(() => null)) as {
      data?: { voucher_code: string; is_valid: boolean; amount_used: { format: string } }[];
    } | null;
    for (const v of body?.data ?? []) if (v.is_valid) amounts.set(v.voucher_code, v.amount_used.format);
  });
  return amounts;
}

test('a member’s pending booking comes back with its voucher, checked again by the server (th on return)', async ({
  page,
  context,
  request,
  isMobile,
}) => {
  test.setTimeout(150_000);
  const slug = await dineRestaurant(request);
  const member = await signUpByApi(
    request,
    'Malee Hold',
    `hold-vouchers-${isMobile ? 'm' : 'd'}-${Date.now()}@example.com`,
    'correct horse battery',
  );
  await signInDevice(page, member);
  await bookToStep5(page, { slug, isMobile, lang: 'en', daysAhead: 8 });

  const panel = page.getByTestId('voucher-panel');
  // Applying the voucher renews the seat hold with its code (and nothing else happens on the page).
  const renewed = page.waitForRequest(
    (req) =>
      req.method() === 'PUT' &&
      /\/temporary_reservations\/\d+/.test(req.url()) &&
      JSON.stringify(req.postDataJSON() ?? {}).includes('HHGIFT500'),
  );
  await panel.getByLabel(WORDS.en.code, { exact: true }).fill('hhgift500');
  await panel.getByRole('button', { name: WORDS.en.apply, exact: true }).click();
  await expect(panel.getByRole('status')).toHaveText(WORDS.en.applied);
  await renewed;
  await expect(page.getByRole('region', { name: 'Book a table' }).getByText('Seats held for')).toBeVisible();
  await expect(panel.getByRole('alert')).toHaveCount(0);
  // The server keeps the code with the member's pending booking: a code, not a discount.
  await expect.poll(() => pendingVoucherCodes(request, member)).toEqual(['HHGIFT500']);

  // The member leaves: the tab (and the booking in progress with it) is closed. A new tab, signed in on this
  // device, opens the home page in Thai: the server's pending booking is offered.
  const tab = await context.newPage();
  await page.close();
  const amounts = recordVoucherAmounts(tab);
  await tab.goto('/?locale=th', { waitUntil: 'load' });
  await expect(tab.locator('.pending-offer')).toBeAttached({ timeout: 30_000 });
  const offer = tab.getByRole('region', { name: WORDS.th.offer });
  await offer.getByRole('button', { name: WORDS.th.go }).click();
  await expect(tab).toHaveURL(new RegExp(`${stepPath(isMobile, slug, 5).source.replace('(\\?|$)', '')}\\?locale=th`));

  // Step 5 checked the code again with the server and lists it applied, with the amount the server gave.
  const resumed = tab.getByTestId('voucher-panel');
  const item = resumed.locator('li[data-code="HHGIFT500"]');
  await expect(item).toHaveAttribute('data-failed', 'false');
  await expect.poll(() => amounts.get('HHGIFT500')).toBeTruthy();
  await expect(item.getByTestId('voucher-amount')).toHaveText(`−${amounts.get('HHGIFT500')!}`);
  await expect(resumed.getByRole('status')).toHaveText(WORDS.th.applied);
  await expect(tab.getByTestId('voucher-discount')).toBeVisible();
  // The new hold keeps it too, so leaving again loses nothing.
  await expect.poll(() => pendingVoucherCodes(request, member)).toEqual(['HHGIFT500']);
});
