import { axeViolations } from './support/axe';
import { signInDevice, signUpByApi } from './support/book-steps';
import { expect, test } from './support/fixtures';

/**
 * Passkeys, in Thai, on phone and desktop: a member adds one on /profile/passkeys, signs out, and signs in
 * with it from the login modal. Chromium's virtual authenticator plays the phone's screen lock. Browsers
 * refuse an IP address as a passkey's site, so the journey opens the app at localhost (the server's
 * default relying party for a loopback address).
 */

test.describe.configure({ timeout: 90_000 });

test('ภาษาไทย: a passkey is added, then signs the member in', async ({ page, request }) => {
  const base = new URL(test.info().project.use.baseURL!);
  const local = `http://localhost:${base.port}`;
  const email = `passkey-${test.info().project.name}-${Date.now()}@example.com`;
  const member = await signUpByApi(request, 'สมาชิก พาสคีย์', email, 'journey passphrase 1');

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await signInDevice(page, member);
  await page.goto(`${local}/profile/passkeys?locale=th`, { waitUntil: 'load' });
  await expect(page.getByRole('heading', { name: 'พาสคีย์' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('คุณยังไม่มีพาสคีย์')).toBeVisible();
  expect(await axeViolations(page, '.account-page')).toEqual([]);

  await page.getByLabel('ชื่อพาสคีย์ (ไม่บังคับ)').fill('โทรศัพท์ของฉัน');
  await page.getByRole('button', { name: 'เพิ่มพาสคีย์' }).click();
  await expect(page.getByText('เพิ่มพาสคีย์แล้ว')).toBeVisible();
  await expect(page.locator('.passkey-list__item').getByText('โทรศัพท์ของฉัน')).toBeVisible();
  // The private key stays in the authenticator, as a discoverable credential.
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials.map((c) => c.isResidentCredential)).toEqual([true]);

  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'ออกจากระบบ' }).click();
  await expect(page.getByText('ออกจากระบบเรียบร้อยแล้ว')).toBeVisible();
  const oldToken = member.accessToken;

  await banner.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
  const login = page.getByRole('dialog', { name: 'เข้าสู่ระบบ' });
  await expect(login).toBeVisible({ timeout: 20_000 });
  const passkeyButton = login.getByRole('button', { name: 'เข้าสู่ระบบด้วยพาสคีย์' });
  await expect(passkeyButton).toBeVisible();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await passkeyButton.click();
  await expect(login).toBeHidden();
  await expect(page.getByText('ยินดีต้อนรับกลับ สมาชิก พาสคีย์')).toBeVisible();
  await expect(banner.getByRole('link', { name: 'สมาชิก พาสคีย์' })).toBeVisible();
  const saved = await page.evaluate(() => JSON.parse(window.localStorage.getItem('hh-user') ?? 'null') as { accessToken: string } | null);
  expect(saved?.accessToken).toBeTruthy();
  expect(saved?.accessToken).not.toBe(oldToken);
  // The new session is a real one.
  const profile = await request.get('/api/v5/users.json', { headers: { Authorization: `Bearer ${saved!.accessToken}` } });
  expect(profile.status()).toBe(200);
});
