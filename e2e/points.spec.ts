import { PAY_AT_RESTAURANT_AYCE_SLUGS } from '../server/db/seed/booking-prepayment';
import { axeViolations } from './support/axe';
import { freshEmail } from './support/accounts-mailbox';
import { bookToStep5, signInDevice, signUpByApi } from './support/book-steps';
import { expect, test } from './support/fixtures';
import { completeVisit, memberBookingByApi } from './support/operator';

/**
 * Points and loyalty, on phone and desktop: a member books, the restaurant completes the visit (the
 * operator's step), and the restaurant's points appear on /profile/point and in the point history; the
 * benefits page lists every level with the member's own marked; a guest cannot open the history; Thai.
 */

const PASSWORD = 'journey passphrase 1';
// An argon2 sign-up and the five booking steps on a shared machine.
test.describe.configure({ timeout: 120_000 });


test('a member books, the visit is completed, and the points show on the profile and in the history', async ({
  page,
  request,
  isMobile,
  gotoApp,
}) => {
  const slug = PAY_AT_RESTAURANT_AYCE_SLUGS[isMobile ? 2 : 0];
  const member = await signUpByApi(request, 'Points Pim', freshEmail('points'), PASSWORD);
  await signInDevice(page, member);

  // Before any visit: nothing yet, the starting level, the way to the next.
  await gotoApp('/profile/point');
  const points = page.getByRole('region', { name: 'My points' });
  await expect(points.getByTestId('points-balance')).toHaveText('0');
  await expect(points.getByTestId('loyalty-level')).toHaveText('Silver');
  await expect(points.getByRole('progressbar', { name: 'Reservations toward Gold: 0%' })).toBeVisible();

  // The member books through the flow.
  await bookToStep5(page, { slug, isMobile, daysAhead: 9 });
  const flow = page.getByRole('region', { name: 'Book a table' });
  await flow.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page).toHaveURL(new RegExp(`/restaurants/${slug}/booking-success/`), { timeout: 30_000 });
  const encryptedId = decodeURIComponent(new URL(page.url()).pathname.split('/').filter(Boolean).pop() ?? '');

  // The restaurant completes the visit: the member earns its points, once.
  const { earnedPoints } = await completeVisit(request, encryptedId);
  expect(earnedPoints).toBeGreaterThan(0);
  expect((await completeVisit(request, encryptedId)).earnedPoints).toBe(earnedPoints);

  // The profile home shows them, and leads to the points page.
  await gotoApp('/profile');
  await expect(page.getByTestId('points-balance')).toHaveText(String(earnedPoints));
  await page.getByRole('link', { name: 'My points', exact: true }).click();
  await expect(page).toHaveURL(/\/profile\/point(\?|$)/);
  await expect(points.getByTestId('points-balance')).toHaveText(String(earnedPoints));
  await expect(points.getByRole('progressbar', { name: 'Reservations toward Gold: 20%' })).toBeVisible();
  await expect(points.getByText('4 more reservations')).toBeVisible();
  await expect(points.getByTestId('points-expiry')).toContainText(`${earnedPoints} points expire on`);
  expect(await axeViolations(page, '.loyalty-page')).toEqual([]);

  // The history lists the earned row for this booking.
  await points.getByRole('link', { name: 'Point history' }).click();
  await expect(page).toHaveURL(/\/profile\/point-history/);
  const history = page.getByRole('region', { name: 'Point history' });
  const row = history.locator('.point-history__row').first();
  await expect(row).toContainText('Earned');
  await expect(row).toContainText(`+${earnedPoints}`);
  expect(await axeViolations(page, '.loyalty-page')).toEqual([]);

  // The benefits: every level, the member's own marked.
  await gotoApp('/profile/benefits');
  const benefits = page.getByRole('region', { name: 'Member benefits' });
  const cards = benefits.getByTestId('loyalty-level-card');
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0)).toHaveAttribute('aria-current', 'true');
  await expect(cards.nth(0)).toContainText('Your level');
  await expect(cards.nth(1)).toContainText('5 completed reservations or ฿10,000 spend in 12 months');
  expect(await axeViolations(page, '.loyalty-page')).toEqual([]);
});

test('ภาษาไทย: points, history and benefits in Thai; a guest cannot open the history', async ({ page, request, isMobile, gotoApp }) => {
  // A guest is sent home by the profile guard.
  await gotoApp('/profile/point-history?locale=th');
  await expect(page).toHaveURL(/\/(\?.*)?$/);

  const slug = PAY_AT_RESTAURANT_AYCE_SLUGS[isMobile ? 1 : 2];
  const member = await signUpByApi(request, 'สมาชิก แต้ม', freshEmail('points-th'), PASSWORD);
  const booked = await memberBookingByApi(request, member, slug, 10);
  const { earnedPoints } = await completeVisit(request, booked.encryptedId);

  await page.evaluate((saved) => window.localStorage.setItem('hh-user', JSON.stringify(saved)), member);
  await gotoApp('/profile/point?locale=th');
  const points = page.getByRole('region', { name: 'คะแนนของฉัน' });
  await expect(points.getByTestId('points-balance')).toHaveText(String(earnedPoints));
  await expect(points.getByTestId('loyalty-level')).toHaveText('ซิลเวอร์');
  await expect(points.getByRole('progressbar', { name: 'การจองสู่ระดับ โกลด์: 20%' })).toBeVisible();

  await points.getByRole('link', { name: 'ประวัติคะแนน' }).click();
  const history = page.getByRole('region', { name: 'ประวัติคะแนน' });
  await expect(history.locator('.point-history__row').first()).toContainText('ได้รับคะแนน');

  await gotoApp('/profile/benefits?locale=th');
  const benefits = page.getByRole('region', { name: 'สิทธิประโยชน์สมาชิก' });
  await expect(benefits.getByTestId('loyalty-level-card')).toHaveCount(3);
  await expect(benefits.getByRole('heading', { name: /แพลทินัม/ })).toBeVisible();
  await expect(benefits.getByTestId('loyalty-level-card').first()).toContainText('ระดับของคุณ');
});
