import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { codeTextedTo, freshEmail, freshThaiPhone } from './support/accounts-mailbox';
import { expect, test } from './support/fixtures';

/**
 * Google and Facebook sign-in through the local Firebase Auth emulator's real popup (no internet): the account has no
 * phone, so the flow asks for it, texts a code (read from the local mailbox) and signs the diner in.
 */

const FIRST_OPEN = { timeout: 20_000 };
test.describe.configure({ timeout: 90_000 });

const TEXT = {
  en: {
    signIn: 'Sign in',
    continueWith: 'Continue with',
    oneMore: 'One more step',
    phone: 'Phone',
    next: 'Continue',
    verifyTitle: 'Verify your phone',
    code: 'Verification code',
    verify: 'Verify',
    welcome: 'Welcome back',
  },
  th: {
    signIn: 'เข้าสู่ระบบ',
    continueWith: 'ดำเนินการต่อด้วย',
    oneMore: 'อีกขั้นตอนเดียว',
    phone: 'โทรศัพท์',
    next: 'ดำเนินการต่อ',
    verifyTitle: 'ยืนยันหมายเลขโทรศัพท์',
    code: 'รหัสยืนยัน',
    verify: 'ยืนยัน',
    welcome: 'ยินดีต้อนรับกลับ',
  },
} as const;

/** The emulator's popup (the same for both providers): add an account with this e-mail and name, and sign in with it. */
async function signInAtEmulatorPopup(popup: Page, email: string, name: string) {
  await popup.waitForLoadState('domcontentloaded');
  await popup.locator('#add-account-button button').click();
  await popup.locator('#email-input').fill(email);
  await popup.locator('#display-name-input').fill(name);
  await popup.locator('#sign-in').click();
}

// Both providers go through the same emulator popup and the same six-step flow; Facebook once, in English.
const CASES = [
  { provider: 'Google', lang: 'en' },
  { provider: 'Google', lang: 'th' },
  { provider: 'Facebook', lang: 'en' },
] as const;

for (const { provider, lang } of CASES) {
  const text = TEXT[lang];
  test(`${provider} sign-in with no phone: phone step, code from the mailbox, signed in (${lang})`, async ({ page, gotoApp, request }) => {
    const email = freshEmail(`${provider.toLowerCase()}-${lang}`);
    const phone = freshThaiPhone();
    const name = lang === 'th' ? `สมชาย ${provider}` : `${provider} Diner`;
    await gotoApp(`/?locale=${lang}`);
    await page.getByRole('banner').getByRole('button', { name: text.signIn, exact: true }).click();
    const login = page.getByRole('dialog', { name: text.signIn });
    const button = login.getByRole('button', { name: `${text.continueWith} ${provider}` });
    await expect(button).toBeVisible(FIRST_OPEN);

    const popupOpened = page.waitForEvent('popup');
    await button.click();
    await signInAtEmulatorPopup(await popupOpened, email, name);

    const steps = page.getByRole('dialog', { name: text.oneMore });
    await expect(steps).toBeVisible(FIRST_OPEN);
    expect(await axeViolations(page)).toEqual([]);
    await steps.getByLabel(text.phone, { exact: true }).fill(phone);
    await steps.getByRole('button', { name: text.next, exact: true }).click();

    const verify = page.getByRole('dialog', { name: text.verifyTitle });
    await expect(verify).toBeVisible(FIRST_OPEN);
    const code = await codeTextedTo(request, phone);
    expect(await axeViolations(page)).toEqual([]);
    await verify.getByLabel(text.code).fill(code);
    await verify.getByRole('button', { name: text.verify, exact: true }).click();

    await expect(page.getByText(`${text.welcome} ${name}`)).toBeVisible();
    await expect(verify).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('hh-phone-verified'))).toBe('1');
  });
}

test('a closed popup says nothing and leaves the diner signed out', async ({ page, gotoApp }) => {
  await gotoApp('/?locale=en');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).click();
  const login = page.getByRole('dialog', { name: 'Sign in' });
  const google = login.getByRole('button', { name: 'Continue with Google' });
  await expect(google).toBeVisible(FIRST_OPEN);
  const popupOpened = page.waitForEvent('popup');
  await google.click();
  const popup = await popupOpened;
  await popup.waitForLoadState('domcontentloaded');
  await popup.close();
  await expect(google).toBeEnabled({ timeout: 15_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(login).toBeVisible();
});
