import type { APIRequestContext, Page } from '@playwright/test';
import { PAY_AT_RESTAURANT_AYCE_SLUGS } from '../server/db/seed/booking-prepayment';
import { axeViolations } from './support/axe';
import { freshEmail } from './support/accounts-mailbox';
import { bookToStep5, signInDevice, signUpByApi, type Member } from './support/book-steps';
import { expect, test } from './support/fixtures';
import { completeVisit, memberBookingByApi } from './support/operator';

/**
 * Points redemption at step 5, on phone and desktop: a member earns points on a completed visit, books
 * again using them (the total falls by the server's amount, the reservation carries the points, the
 * balance falls by exactly that), then cancels from the history and gets them back; in Thai, the panel's
 * messages and the discount line.
 */

const PASSWORD = 'journey passphrase 1';
test.describe.configure({ timeout: 150_000 });


/** A completed dine-in visit made through the API: the member earns the restaurant's points. */
async function earnPoints(request: APIRequestContext, member: Member, slug: string): Promise<number> {
  const { encryptedId } = await memberBookingByApi(request, member, slug, 20);
  return (await completeVisit(request, encryptedId)).earnedPoints;
}

async function balanceOnProfile(page: Page, lang: 'en' | 'th' = 'en'): Promise<string | null> {
  await page.goto(`/profile/point?locale=${lang}`);
  const balance = page.getByTestId('points-balance');
  await expect(balance).toBeVisible();
  return balance.textContent();
}

/** Money text (฿1,234.50) as a number. */
const amountOf = (text: string | null): number => Number((text ?? '').replace(/[^\d.]/g, ''));

test('a member redeems points at step 5, the balance falls by that, and cancelling gives them back', async ({
  page,
  request,
  isMobile,
}) => {
  const slug = PAY_AT_RESTAURANT_AYCE_SLUGS[isMobile ? 2 : 1];
  const member = await signUpByApi(request, 'Redeem Ratree', freshEmail('redeem'), PASSWORD);
  const earned = await earnPoints(request, member, slug);
  expect(earned).toBeGreaterThanOrEqual(20);
  await signInDevice(page, member);
  expect(await balanceOnProfile(page)).toBe(String(earned));

  await bookToStep5(page, { slug, isMobile, daysAhead: 14 });
  const flow = page.getByRole('region', { name: 'Book a table' });
  const panel = flow.getByRole('region', { name: 'Use points' });
  await expect(panel.getByTestId('points-available')).toHaveText(String(earned));
  const total = flow.getByTestId('booking-total');
  await expect(total).toBeVisible();
  const before = amountOf(await total.textContent());

  // A wrong amount is explained, tied to the field; Enter applies from the keyboard.
  const field = panel.getByRole('textbox', { name: 'Points to use' });
  await field.fill('5');
  await field.press('Enter');
  await expect(panel.getByRole('alert')).toHaveText('Use at least 20 points');
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  // "Use max": all the points (10 points = ฿1); the total is the server's quote with the discount.
  const quoted = page.waitForResponse(
    (res) => res.url().includes('/reservations/price_quote.json') && (res.request().postData() ?? '').includes('"redeemed_points"'),
  );
  await panel.getByRole('button', { name: 'Use max' }).click();
  const quote = ((await (await quoted).json()) as { data: { redeemed_points: number; points_discount: { amount: number }; total: { amount: number } } })
    .data;
  expect(quote.redeemed_points).toBe(earned);
  expect(quote.points_discount.amount).toBe(earned / 10);
  await expect(panel.getByTestId('points-applied')).toHaveText(`${earned} points used: −฿${earned / 10}`);
  await expect(flow.getByTestId('points-discount')).toHaveText(`−฿${earned / 10}`);
  await expect(total).not.toHaveText(`฿${before.toLocaleString('en-US')}`);
  expect(amountOf(await total.textContent())).toBeCloseTo(before - earned / 10, 2);
  expect(await axeViolations(page, '.booking-points')).toEqual([]);
  if (isMobile) {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }

  // A reload keeps the choice.
  await page.reload();
  await expect(flow.getByRole('region', { name: 'Use points' }).getByTestId('points-applied')).toHaveText(
    `${earned} points used: −฿${earned / 10}`,
  );

  // The reservation carries the points and the marker; the server's total is the one shown.
  const posted = page.waitForRequest((req) => req.url().includes('/api/v5/reservations.json') && req.method() === 'POST');
  const answered = page.waitForResponse((res) => res.url().includes('/api/v5/reservations.json') && res.request().method() === 'POST');
  await flow.getByRole('button', { name: 'Confirm booking' }).click();
  const sent = (await posted).postDataJSON() as { reservation: { redeemed_points: number; voucher_code: string; adaptive_points_ratio_id: number } };
  expect(sent.reservation.redeemed_points).toBe(earned);
  expect(sent.reservation.voucher_code).toBe('REDEEMCODE');
  expect(sent.reservation.adaptive_points_ratio_id).toBeGreaterThan(0);
  const reservation = ((await (await answered).json()) as { data: { encrypted_id: string; total: { amount: number }; redeemed_points: number } })
    .data;
  expect(reservation.redeemed_points).toBe(earned);
  expect(reservation.total.amount).toBe(quote.total.amount);
  await expect(page).toHaveURL(new RegExp(`/restaurants/${slug}/booking-success/`), { timeout: 30_000 });

  // The balance fell by exactly the points used.
  expect(await balanceOnProfile(page)).toBe('0');

  // Cancelled from the history: the points come back.
  await page.goto('/profile/history?locale=en');
  const card = page.locator(`[data-reservation="${reservation.encrypted_id}"]`);
  await card.getByRole('button', { name: 'Cancel booking' }).click();
  await page.getByRole('dialog', { name: 'Cancel this booking?' }).getByRole('button', { name: 'Yes, cancel booking' }).click();
  await expect(page.getByText('Your booking has been cancelled')).toBeVisible();
  expect(await balanceOnProfile(page)).toBe(String(earned));
});

test('ภาษาไทย: the points panel and the discount in Thai', async ({ page, request, isMobile }) => {
  const slug = PAY_AT_RESTAURANT_AYCE_SLUGS[isMobile ? 2 : 1];
  const member = await signUpByApi(request, 'สมาชิก ใช้แต้ม', freshEmail('redeem-th'), PASSWORD);
  const earned = await earnPoints(request, member, slug);
  await signInDevice(page, member);

  await bookToStep5(page, { slug, isMobile, lang: 'th', daysAhead: 16 });
  const flow = page.getByRole('region', { name: 'จองโต๊ะ' });
  const panel = flow.getByRole('region', { name: 'ใช้คะแนน' });
  await expect(panel.getByTestId('points-available')).toHaveText(String(earned));
  const field = panel.getByRole('textbox', { name: 'คะแนนที่ต้องการใช้' });
  await field.fill('25');
  await panel.getByRole('button', { name: 'ใช้', exact: true }).click();
  await expect(panel.getByRole('alert')).toHaveText('ใช้คะแนนได้ครั้งละ 10 คะแนน');
  await panel.getByRole('button', { name: 'ใช้สูงสุด' }).click();
  await expect(panel.getByTestId('points-applied')).toHaveText(`ใช้ ${earned} คะแนน: −฿${earned / 10}`);
  await expect(flow.getByText(`ส่วนลดจากคะแนน (${earned} คะแนน)`)).toBeVisible();
  await expect(flow.getByTestId('points-discount')).toHaveText(`−฿${earned / 10}`);
});
