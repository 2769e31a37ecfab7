import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

/**
 * Accounts with e-mail and password, on phone and desktop: register, signed in, sign out, sign in again;
 * forgot password, the link from the local mailbox, the new password works and the old session is gone.
 */

const PASSWORD = 'journey passphrase 1';
/** Each modal is a chunk of its own, fetched on first use: on a busy machine that can take a while. */
const FIRST_OPEN = { timeout: 20_000 };

// Several argon2 hashes and page loads per journey.
test.describe.configure({ timeout: 90_000 });

/** A fresh e-mail per run and project (the suite's database is shared by all tests). */
function freshEmail(name: string): string {
  const project = test.info().project.name;
  return `${name}-${project}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** The newest mail to `to` in the local mailbox, and the link inside it. */
async function latestMail(request: APIRequestContext, to: string): Promise<{ subject: string; link: string }> {
  let found: { subject: string; body: string } | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
      found = ((await res.json()) as { data: { subject: string; body: string }[] }).data[0];
      return found?.subject ?? null;
    })
    .not.toBeNull();
  const link = /https?:\/\/\S+/.exec(found!.body)?.[0];
  if (!link) throw new Error(`the mail to ${to} has no link`);
  return { subject: found!.subject, link };
}

async function openAccountModal(page: Page, which: 'Sign in' | 'Join') {
  // On a phone the navbar's account corner still shows both buttons.
  await page.getByRole('banner').getByRole('button', { name: which, exact: true }).click();
}

async function signIn(page: Page, email: string, password: string) {
  await openAccountModal(page, 'Sign in');
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible(FIRST_OPEN);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('register, signed in, sign out, sign in again', async ({ page, gotoApp }) => {
  const email = freshEmail('joiner');
  await gotoApp('/register?locale=en');
  const register = page.getByRole('dialog', { name: 'Create an account' });
  await expect(register).toBeVisible(FIRST_OPEN);
  // The sign-in modals are 530 px wide on desktop, 90% of the screen on a phone.
  const width = (await register.boundingBox())!.width;
  const viewport = page.viewportSize()!.width;
  expect(Math.round(width)).toBe(viewport < 768 ? Math.round(viewport * 0.9) : 530);
  expect(await axeViolations(page)).toEqual([]);

  await register.getByLabel('Name').fill('Journey Joiner');
  await register.getByLabel('Email').fill(email);
  await register.getByLabel('Phone').fill('0812345678');
  await register.getByLabel('Password').fill(PASSWORD);
  await register.getByRole('button', { name: 'Join' }).click();
  // The phone is verified later (e2e/phone-verification.spec.ts verifies it with the texted code).
  await page.getByRole('dialog', { name: 'Verify your phone' }).getByRole('button', { name: 'Later' }).click();
  await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: 'Welcome Journey Joiner' })).toBeVisible();
  await expect(register).toBeHidden();
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Journey Joiner' })).toBeVisible();

  // Signed in across a reload (the profile is fetched again on first load).
  await page.reload();
  await expect(banner.getByRole('link', { name: 'Journey Joiner' })).toBeVisible();

  await banner.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('Signed Out Successfully')).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();

  // A wrong password is refused in the form, like an unknown e-mail.
  await signIn(page, email, 'not the password');
  const login = page.getByRole('dialog', { name: 'Sign in' });
  await expect(login.getByRole('alert')).toHaveText('Invalid email or password');
  expect(await axeViolations(page)).toEqual([]);
  await login.getByLabel('Password').fill(PASSWORD);
  await login.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Welcome back Journey Joiner')).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Journey Joiner' })).toBeVisible();
});

test('forgot password: the mailed link sets a new password, the old session ends', async ({ page, gotoApp, request, browser }) => {
  const email = freshEmail('forgetful');
  // An account signed in on another device, whose session the reset must end.
  const signUp = await request.post('/api/v5/users.json', {
    headers: { 'X-HH-Language': 'en' },
    data: { name: 'Forgetful Fon', email, password: PASSWORD, phone: '0899999999', calling_code: '+66' },
  });
  expect(signUp.status()).toBe(200);
  const otherDevice = ((await signUp.json()) as { data: { access_token: string } }).data.access_token;

  await gotoApp('/?locale=en');
  await openAccountModal(page, 'Sign in');
  await page.getByRole('dialog', { name: 'Sign in' }).getByRole('button', { name: 'Forgot password?' }).click(FIRST_OPEN);
  const forgot = page.getByRole('dialog', { name: 'Forgot password' });
  await expect(forgot).toBeVisible(FIRST_OPEN);
  await forgot.getByLabel('Email').fill(email);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(forgot.getByRole('status')).toContainText(`If an account exists for ${email}`);
  expect(await axeViolations(page)).toEqual([]);

  const mail = await latestMail(request, email);
  expect(mail.subject).toBe('Reset your Hungry Table password');
  const link = new URL(mail.link);
  await gotoApp(`${link.pathname}${link.search}`);
  await page.getByLabel('New password', { exact: true }).fill('a fresh passphrase 2');
  await page.getByLabel('New password again').fill('a fresh passphrase 2');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password has been changed, please sign in with the new one')).toBeVisible();
  await expect(page).toHaveURL(/\/\?|\/$/);

  // Login opened by itself; the old password is refused, the new one works.
  const login = page.getByRole('dialog', { name: 'Sign in' });
  await expect(login).toBeVisible(FIRST_OPEN);
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password').fill(PASSWORD);
  await login.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(login.getByRole('alert')).toHaveText('Invalid email or password');
  await login.getByLabel('Password').fill('a fresh passphrase 2');
  await login.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Forgetful Fon' })).toBeVisible();

  // The other device's session ended with the reset: its next call is 401.
  const stale = await request.get(`/api/v5/users.json?access_token=${otherDevice}`);
  expect(stale.status()).toBe(401);

  // And the same link does not work twice.
  const reuse = await browser.newPage();
  await reuse.goto(`${link.pathname}${link.search}`);
  await reuse.getByLabel('New password', { exact: true }).fill('third passphrase 3');
  await reuse.getByLabel('New password again').fill('third passphrase 3');
  await reuse.getByRole('button', { name: 'Save new password' }).click();
  await expect(reuse.getByRole('alert')).toContainText('This password reset link is invalid or has expired');
  await reuse.close();
});

test('a lost session says so once and opens login over the same page', async ({ page, gotoApp, request }) => {
  const email = freshEmail('expiring');
  const signUp = await request.post('/api/v5/users.json', {
    headers: { 'X-HH-Language': 'en' },
    data: { name: 'Expiring Eak', email, password: PASSWORD },
  });
  const token = ((await signUp.json()) as { data: { access_token: string } }).data.access_token;
  await gotoApp('/?locale=en');
  // Signed in on this device with that session, which then ends elsewhere (a sign-out on the server).
  await page.evaluate(
    ([t, e]) => localStorage.setItem('hh-user', JSON.stringify({ name: 'Expiring Eak', email: e, accessToken: t })),
    [token, email] as const,
  );
  await request.delete('/api/v5/oauth/token.json', { headers: { Authorization: `Bearer ${token}` } });
  await gotoApp('/restaurants/top?locale=en');
  await expect(page.getByText('Your session has expired, Please login again')).toHaveCount(1);
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible(FIRST_OPEN);
  await expect(page).toHaveURL(/\/restaurants\/top/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
});
