import { axeViolations } from './support/axe';
import { codeTextedTo, freshEmail, freshThaiPhone } from './support/accounts-mailbox';
import { expect, test } from './support/fixtures';

/**
 * Register with e-mail, verify the phone with the code texted to it (read from the local mailbox: what
 * the server would have sent), signed in; a wrong code first says how many tries are left.
 */

const FIRST_OPEN = { timeout: 20_000 };
test.describe.configure({ timeout: 90_000 });

const TEXT = {
  en: {
    join: 'Join',
    title: 'Create an account',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    password: 'Password',
    verifyTitle: 'Verify your phone',
    code: 'Verification code',
    verify: 'Verify',
    wrong: 'The code is not correct, 4 tries left',
    welcome: 'Welcome',
  },
  th: {
    join: 'สมัครสมาชิก',
    title: 'สร้างบัญชี',
    name: 'ชื่อ',
    email: 'อีเมล',
    phone: 'โทรศัพท์',
    password: 'รหัสผ่าน',
    verifyTitle: 'ยืนยันหมายเลขโทรศัพท์',
    code: 'รหัสยืนยัน',
    verify: 'ยืนยัน',
    wrong: 'รหัสไม่ถูกต้อง เหลืออีก 4 ครั้ง',
    welcome: 'ยินดีต้อนรับ',
  },
} as const;

for (const lang of ['en', 'th'] as const) {
  const text = TEXT[lang];
  test(`register, verify the phone with the texted code, signed in (${lang})`, async ({ page, gotoApp, request }) => {
    const phone = freshThaiPhone();
    const name = lang === 'th' ? 'มาลี ใจดี' : 'Malee Verified';
    await gotoApp(`/register?locale=${lang}`);
    const register = page.getByRole('dialog', { name: text.title });
    await expect(register).toBeVisible(FIRST_OPEN);
    await register.getByLabel(text.name, { exact: true }).fill(name);
    await register.getByLabel(text.email, { exact: true }).fill(freshEmail(`phone-${lang}`));
    await register.getByLabel(text.phone, { exact: true }).fill(phone);
    await register.getByLabel(text.password, { exact: true }).fill('journey passphrase 1');
    await register.getByRole('button', { name: text.join, exact: true }).click();

    const verify = page.getByRole('dialog', { name: text.verifyTitle });
    await expect(verify).toBeVisible(FIRST_OPEN);
    expect(await axeViolations(page)).toEqual([]);
    const code = await codeTextedTo(request, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    await verify.getByLabel(text.code).fill(wrong);
    await verify.getByRole('button', { name: text.verify, exact: true }).click();
    await expect(verify.getByRole('alert')).toHaveText(text.wrong);

    await verify.getByLabel(text.code).fill(code);
    await verify.getByRole('button', { name: text.verify, exact: true }).click();
    await expect(page.getByText(`${text.welcome} ${name}`)).toBeVisible();
    await expect(verify).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('hh-phone-verified'))).toBe('1');
  });
}
