import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { axeViolations } from './support/axe';
import { freshEmail } from './support/accounts-mailbox';
import { signInDevice, signUpByApi } from './support/book-steps';
import { expect, test } from './support/fixtures';

/**
 * Profile edit and password, on phone and desktop: a member changes name, phone, birthday (typed
 * DD/MM/YYYY) and picture, sees them on the profile home and again on a reload of the form; changes the
 * password and signs in with the new one only; the Thai pages read right, and an unknown profile page
 * returns to the profile home.
 */

const PASSWORD = 'journey passphrase 1';
const NEW_PASSWORD = 'a brand new passphrase 2';
// An argon2 sign-up, a picture and several pages on a shared machine.
test.describe.configure({ timeout: 120_000 });


const saved = (page: Page) =>
  page.waitForResponse((res) => res.url().includes('/api/v5/users.json') && res.request().method() === 'PUT');

test('a member edits the profile with a picture, then changes the password and signs in with the new one', async ({
  page,
  request,
  gotoApp,
}) => {
  const member = await signUpByApi(request, 'Member Dao', freshEmail('edit'), PASSWORD);
  await signInDevice(page, member);
  await gotoApp('/profile?locale=en');
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL(/\/profile\/edit/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();

  const name = page.getByLabel('Name');
  await expect(name).toHaveValue('Member Dao');
  // A birthday that is no date is stopped in the form.
  await page.getByLabel('Birthday (DD/MM/YYYY)').fill('31/02/1990');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Birthday is not a valid date')).toBeVisible();
  // A file that is no picture is refused before any upload.
  await page.getByLabel('Choose a picture').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert').filter({ hasText: 'Please choose a JPEG, PNG or WebP picture' })).toBeVisible();

  const picture = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 20, g: 120, b: 60 } } }).png().toBuffer();
  await page.getByLabel('Choose a picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
  await name.fill('Member Dao Edited');
  await page.getByLabel('Phone').fill('0898765432');
  await page.getByLabel('Birthday (DD/MM/YYYY)').fill('03/02/1990');
  expect(await axeViolations(page, '.account-page')).toEqual([]);
  const answer = saved(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const res = await answer;
  expect(res.status()).toBe(200);
  // Sent as a form with the picture; the birthday with dashes.
  expect(res.request().headers()['content-type']).toMatch(/^multipart\/form-data/);
  const body = (await res.json()) as { data: { birthday: string; avatar: string | null } };
  expect(body.data.birthday).toBe('1990-02-03');

  await expect(page).toHaveURL(/\/profile(\?|$)/);
  await expect(page.getByText('Profile updated')).toBeVisible();
  await expect(page.locator('.account-page__name')).toHaveText('Member Dao Edited');
  const avatar = page.getByRole('img', { name: 'Profile picture' });
  await expect(avatar).toBeVisible();
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The navbar's name follows.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Member Dao Edited' })).toBeVisible();

  // The form, opened again, shows what the server kept.
  await gotoApp('/profile/edit?locale=en');
  await expect(page.getByLabel('Name')).toHaveValue('Member Dao Edited');
  await expect(page.getByLabel('Phone')).toHaveValue('0898765432');
  await expect(page.getByLabel('Birthday (DD/MM/YYYY)')).toHaveValue('03/02/1990');

  // Password: a wrong current one is refused at its field; the right one changes it.
  await gotoApp('/profile?locale=en');
  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/profile\/password/);
  await page.getByLabel('Current password').fill('not my password');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('New password again').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Current password is incorrect')).toBeVisible();
  expect(await axeViolations(page, '.account-page')).toEqual([]);
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed')).toBeVisible();
  await expect(page).toHaveURL(/\/profile(\?|$)/);

  // The old password no longer signs in; the new one does.
  const old = await request.post('/api/v5/oauth/token.json', {
    data: { grant_type: 'password', username: member.email, password: PASSWORD },
  });
  expect(old.status()).toBe(401);
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Sign out' }).click();
  await banner.getByRole('button', { name: 'Sign in', exact: true }).click();
  const login = page.getByRole('dialog', { name: 'Sign in' });
  await expect(login).toBeVisible({ timeout: 15_000 });
  await login.getByLabel('Email').fill(member.email);
  await login.getByLabel('Password').fill(NEW_PASSWORD);
  await login.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(banner.getByRole('link', { name: 'Member Dao Edited' })).toBeVisible();
});

test('ภาษาไทย: the edit and password pages in Thai; an unknown profile page goes home', async ({ page, request, gotoApp }) => {
  const member = await signUpByApi(request, 'สมาชิก ดาว', freshEmail('edit-th'), PASSWORD);
  await signInDevice(page, member);
  await gotoApp('/profile/no-such-page?locale=th');
  await expect(page).toHaveURL(/\/profile\?locale=th/);
  await expect(page.getByRole('heading', { level: 1, name: 'บัญชีของฉัน' })).toBeVisible();

  await page.getByRole('link', { name: 'แก้ไขโปรไฟล์' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'แก้ไขโปรไฟล์' })).toBeVisible();
  await page.getByLabel('วันเกิด (วว/ดด/ปปปป)').fill('1990');
  await page.getByRole('button', { name: 'บันทึก', exact: true }).click();
  await expect(page.getByText('วันเกิดไม่ถูกต้อง')).toBeVisible();
  await page.getByLabel('วันเกิด (วว/ดด/ปปปป)').fill('');
  const answer = saved(page);
  await page.getByRole('button', { name: 'บันทึก', exact: true }).click();
  expect((await answer).status()).toBe(200);
  await expect(page.getByText('อัปเดตโปรไฟล์เรียบร้อยแล้ว')).toBeVisible();

  await gotoApp('/me/password?locale=th');
  await expect(page).toHaveURL(/\/profile\/password/);
  await expect(page.getByRole('heading', { level: 1, name: 'เปลี่ยนรหัสผ่าน' })).toBeVisible();
  await page.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }).click();
  await expect(page.getByLabel('รหัสผ่านปัจจุบัน')).toHaveAttribute('aria-invalid', 'true');
  expect(await axeViolations(page, '.account-page')).toEqual([]);
});
