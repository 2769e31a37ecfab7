import { axeViolations } from './support/axe';
import { freshEmail } from './support/accounts-mailbox';
import { signInDevice, signUpByApi } from './support/book-steps';
import { expect, test } from './support/fixtures';

/**
 * Deleting an account, on phone and desktop: from the profile home, a reason, one button; the device is
 * signed out at once with 'Account deleted', the old session is dead on the server and the e-mail is free
 * for a new sign-up. The Thai form asks for a reason in the member's own words when 'other' is chosen.
 */

const PASSWORD = 'journey passphrase 1';
// An argon2 sign-up (twice) and several pages on a shared machine.
test.describe.configure({ timeout: 120_000 });


test('a member deletes the account: signed out, the session dead, the e-mail free again', async ({ page, request, gotoApp }) => {
  const member = await signUpByApi(request, 'Member Leaving', freshEmail('delete'), PASSWORD);
  await signInDevice(page, member);
  await gotoApp('/profile?locale=en');
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete account' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('This cannot be undone.', { exact: false })).toBeVisible();
  // No reason yet: said in the form, nothing sent.
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please tell us why you are leaving');
  await dialog.getByRole('radio', { name: 'I have another account' }).check();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

  const answered = page.waitForResponse((res) => res.url().includes('/api/v5/users/delete_account'));
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  expect((await answered).status()).toBe(200);
  await expect(page.getByText('Account deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/(\?|$)/);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('hh-user'))).toBeNull();

  // The old token opens nothing; the e-mail can join again.
  const profile = await request.get(`/api/v5/users.json?access_token=${member.accessToken}`);
  expect(profile.status()).toBe(401);
  const again = await signUpByApi(request, 'Member Back', member.email, PASSWORD);
  expect(again.email).toBe(member.email);
});

test('ภาษาไทย: the deletion form in Thai, a reason in the member\'s own words', async ({ page, request, gotoApp }) => {
  const member = await signUpByApi(request, 'สมาชิก ลา', freshEmail('delete-th'), PASSWORD);
  await signInDevice(page, member);
  await gotoApp('/profile?locale=th');
  await page.getByRole('button', { name: 'ลบบัญชี' }).click();
  const dialog = page.getByRole('dialog', { name: 'ลบบัญชี' });
  await dialog.getByRole('radio', { name: 'ระบุเหตุผลเอง' }).check();
  await dialog.getByRole('button', { name: 'ลบบัญชีของฉัน' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('โปรดบอกเหตุผลที่คุณต้องการออก');
  await dialog.getByLabel('เหตุผลของคุณ').fill('ย้ายไปต่างประเทศ');
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'ลบบัญชีของฉัน' }).click();
  await expect(page.getByText('ลบบัญชีแล้ว')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'เข้าสู่ระบบ', exact: true })).toBeVisible();
});
