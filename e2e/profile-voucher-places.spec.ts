import { axeViolations } from './support/axe';
import { freshEmail } from './support/accounts-mailbox';
import { signInDevice, signUpByApi } from './support/book-steps';
import { expect, test } from './support/fixtures';

/**
 * The vouchers and the offers-and-gift-cards pages have their place in the profile menu, on phone and
 * desktop: a member reaches each from the profile home and reads that there are none yet, in English and
 * Thai; a guest who opens one is sent away with 'Please login to continue'.
 */

const PASSWORD = 'journey passphrase 1';
test.describe.configure({ timeout: 90_000 });


const CASES = [
  {
    locale: 'en',
    vouchers: 'My vouchers',
    vouchersEmpty: 'You have no vouchers yet.',
    offers: 'Offers and gift cards',
    offersEmpty: 'No offers or gift cards for you right now.',
    back: 'Back to my account',
  },
  {
    locale: 'th',
    vouchers: 'บัตรกำนัลของฉัน',
    vouchersEmpty: 'คุณยังไม่มีบัตรกำนัล',
    offers: 'ข้อเสนอและบัตรของขวัญ',
    offersEmpty: 'ยังไม่มีข้อเสนอหรือบัตรของขวัญสำหรับคุณในตอนนี้',
    back: 'กลับไปที่บัญชีของฉัน',
  },
] as const;

for (const c of CASES) {
  test(`(${c.locale}) a member opens vouchers and offers-and-gift-cards from the profile menu`, async ({
    page,
    request,
    gotoApp,
  }) => {
    const member = await signUpByApi(request, 'Member Vee', freshEmail(`vouchers-${c.locale}`), PASSWORD);
    await signInDevice(page, member);
    await gotoApp(`/profile?locale=${c.locale}`);

    await page.getByRole('link', { name: c.vouchers, exact: true }).click();
    await expect(page).toHaveURL(/\/profile\/voucher(\?|$)/);
    const vouchers = page.getByRole('region', { name: c.vouchers });
    await expect(vouchers.getByText(c.vouchersEmpty, { exact: false })).toBeVisible();
    expect(await axeViolations(page, '.member-vouchers')).toEqual([]);

    await page.goBack();
    await page.getByRole('link', { name: c.offers, exact: true }).click();
    await expect(page).toHaveURL(/\/profile\/offers-and-gift-card(\?|$)/);
    const offers = page.getByRole('region', { name: c.offers });
    await expect(offers.getByText(c.offersEmpty, { exact: false })).toBeVisible();
    expect(await axeViolations(page, '.member-vouchers')).toEqual([]);
    await offers.getByRole('link', { name: c.back }).click();
    await expect(page).toHaveURL(/\/profile(\?|$)/);
  });
}

test('a guest who opens the vouchers page is asked to sign in and sees no voucher page', async ({ page, gotoApp }) => {
  await gotoApp('/profile/voucher?locale=en');
  await expect(page.getByText('Please login to continue')).toBeVisible();
  await expect(page).not.toHaveURL(/\/profile\/voucher/);
  await expect(page.getByRole('heading', { name: 'My vouchers' })).toHaveCount(0);
});
