import { PAY_AT_RESTAURANT_AYCE_SLUGS } from '../server/db/seed/booking-prepayment';
import { axeViolations } from './support/axe';
import { bookToStep5, signInDevice, signUpByApi, stepPath } from './support/book-steps';
import { expect, test } from './support/fixtures';

/**
 * Booking as a member, on phone and desktop: step 5 skips the guest form (the account's details); a
 * session that ends mid-booking says so once, opens login, and after signing in the diner is on the same
 * step with nothing lost; a guest who books and then joins with the same e-mail gets that booking.
 */

const PASSWORD = 'journey passphrase 1';
// argon2 sign-ups and the five steps on a shared machine.
test.describe.configure({ timeout: 120_000 });

function freshEmail(name: string): string {
  return `${name}-${test.info().project.name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}


test('a member books a table without the guest form', async ({ page, request, isMobile }) => {
  const slug = PAY_AT_RESTAURANT_AYCE_SLUGS[isMobile ? 1 : 2];
  const member = await signUpByApi(request, 'Member Malee', freshEmail('member'), PASSWORD);
  await signInDevice(page, member);
  await bookToStep5(page, { slug, isMobile, daysAhead: 4 });
  const flow = page.getByRole('region', { name: 'Book a table' });
  await expect(flow.getByText('Seats held for')).toBeVisible();

  const details = flow.getByTestId('member-details');
  await expect(details.getByText('Booking as Member Malee')).toBeVisible();
  await expect(details.getByText(member.email)).toBeVisible();
  await expect(details.getByText('+66812345678')).toBeVisible();
  await expect(flow.getByLabel('Name', { exact: true })).toHaveCount(0);
  await expect(flow.getByLabel('Email', { exact: true })).toHaveCount(0);
  // The booking flow (the restaurant page beside it on desktop has its own checks).
  expect(await axeViolations(page, '.booking')).toEqual([]);

  const booked = page.waitForRequest((req) => req.url().includes('/api/v5/reservations.json') && req.method() === 'POST');
  await flow.getByRole('button', { name: 'Confirm booking' }).click();
  // The reservation carries the token and no guest details.
  const body = (await booked).postDataJSON() as { access_token?: string; guest_user?: unknown };
  expect(body.access_token).toBe(member.accessToken);
  expect(body.guest_user ?? null).toBeNull();
  // The booking itself can take a while on a busy machine.
  await expect(page).toHaveURL(new RegExp(`/restaurants/${slug}/booking-success/`), { timeout: 30_000 });
  await expect(page.getByTestId('confirmation-name')).toHaveText('Member Malee');
});

test('ภาษาไทย: session expiry mid-booking says so once and keeps the step', async ({ page, request, isMobile }) => {
  const slug = PAY_AT_RESTAURANT_AYCE_SLUGS[isMobile ? 0 : 1];
  const member = await signUpByApi(request, 'สมาชิก มาลี', freshEmail('expiry'), PASSWORD);
  await signInDevice(page, member);
  // Step 5 reads the member's own vouchers as it opens. The session must end after that read has been
  // answered, as it would for a diner sitting on the step: revoked while it was on its way, the read itself
  // met the expiry, and the login (with its toast over the button on a phone) came before the click.
  const vouchersRead = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/users/vouchers.json'));
  await bookToStep5(page, { slug, isMobile, lang: 'th', daysAhead: 5 });
  const flow = page.getByRole('region', { name: 'จองโต๊ะ' });
  await expect(flow.getByText('จองในชื่อ สมาชิก มาลี')).toBeVisible();
  await page.getByLabel('คำขอพิเศษ').fill('โต๊ะริมหน้าต่าง');
  expect((await vouchersRead).status()).toBe(200);

  // The session ends elsewhere (signed out on another device).
  const revoked = await request.delete('/api/v5/oauth/token.json', {
    headers: { Authorization: `Bearer ${member.accessToken}` },
  });
  expect(revoked.status()).toBe(200);

  const expired = 'เซสชันของคุณหมดอายุแล้ว กรุณาเข้าสู่ระบบอีกครั้ง';
  const toasts: string[] = [];
  await page.exposeFunction('e2eToast', (text: string) => toasts.push(text));
  await page.evaluate(() => {
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[role="status"], [role="alert"]')) {
        const text = el.textContent ?? '';
        if (text && el.getAttribute('data-e2e-seen') !== text) {
          el.setAttribute('data-e2e-seen', text);
          void (window as unknown as { e2eToast: (t: string) => Promise<void> }).e2eToast(text);
        }
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await flow.getByRole('button', { name: 'ยืนยันการจอง' }).click();
  const login = page.getByRole('dialog', { name: 'เข้าสู่ระบบ' });
  await expect(login).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(expired)).toBeVisible();
  await expect(page).toHaveURL(stepPath(isMobile, slug, 5));

  await login.getByLabel('อีเมล').fill(member.email);
  await login.getByLabel('รหัสผ่าน').fill(PASSWORD);
  await login.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
  // The login closes. Should it stay open, the verdict says what the diner saw: a refusal in the form, or
  // the messages shown so far (a welcome among them would mean it closed and opened again).
  const refusal = login.getByRole('alert');
  const loginState = async (): Promise<string> => {
    if (!(await login.isVisible())) return 'closed';
    if ((await refusal.count()) > 0) return `refused: ${await refusal.first().innerText()}`;
    return `open; messages so far: ${toasts.join(' | ')}`;
  };
  await expect.poll(loginState, { timeout: 20_000 }).toBe('closed');
  // Back on the same step, with what was typed, as the member again.
  await expect(page).toHaveURL(stepPath(isMobile, slug, 5));
  await expect(flow.getByText('จองในชื่อ สมาชิก มาลี')).toBeVisible();
  await expect(page.getByLabel('คำขอพิเศษ')).toHaveValue('โต๊ะริมหน้าต่าง');
  expect(toasts.filter((t) => t.includes(expired))).toHaveLength(1);

  await flow.getByRole('button', { name: 'ยืนยันการจอง' }).click();
  // The booking itself can take a while on a busy machine.
  await expect(page).toHaveURL(new RegExp(`/restaurants/${slug}/booking-success/`), { timeout: 30_000 });
  await expect(page.getByTestId('confirmation-name')).toHaveText('สมาชิก มาลี');
  expect(toasts.filter((t) => t.includes(expired))).toHaveLength(1);
});

test('a guest books, then joins with the same e-mail and the booking becomes theirs', async ({ page, isMobile }) => {
  const slug = PAY_AT_RESTAURANT_AYCE_SLUGS[isMobile ? 2 : 0];
  const email = freshEmail('claimer');
  await bookToStep5(page, { slug, isMobile, daysAhead: 6 });
  const flow = page.getByRole('region', { name: 'Book a table' });
  // A guest is offered to sign in instead of typing.
  await expect(flow.getByRole('button', { name: 'Sign in to book with your details' })).toBeVisible();
  expect(await axeViolations(page, '.booking')).toEqual([]);
  await flow.getByLabel('Name', { exact: true }).fill('Guest Somchai');
  await flow.getByLabel('Email', { exact: true }).fill(email);
  await flow.getByLabel('Phone', { exact: true }).fill('0812345678');
  await flow.getByRole('button', { name: 'Confirm booking' }).click();
  // The booking itself can take a while on a busy machine.
  await expect(page).toHaveURL(new RegExp(`/restaurants/${slug}/booking-success/`), { timeout: 30_000 });
  const encryptedId = /booking-success\/([^/?]+)/.exec(page.url())![1]!;

  await page.getByRole('banner').getByRole('button', { name: 'Join', exact: true }).click();
  const register = page.getByRole('dialog', { name: 'Create an account' });
  await expect(register).toBeVisible({ timeout: 20_000 });
  await register.getByLabel('Name').fill('Guest Somchai');
  await register.getByLabel('Email').fill(email);
  await register.getByLabel('Phone').fill('0812345678');
  await register.getByLabel('Password').fill(PASSWORD);
  const signUp = page.waitForResponse((res) => res.url().includes('/api/v5/users.json') && res.request().method() === 'POST');
  await register.getByRole('button', { name: 'Join' }).click();
  const answer = (await (await signUp).json()) as { data: { claimed_booking_ids: string[] } };
  expect(answer.data.claimed_booking_ids).toEqual([encryptedId]);
  // The new member's phone is verified later (e2e/phone-verification.spec.ts covers the code).
  await page.getByRole('dialog', { name: 'Verify your phone' }).getByRole('button', { name: 'Later' }).click();
  await expect(page.getByText('Welcome Guest Somchai. Your earlier booking is now in your account.')).toBeVisible();
  // The device stops offering it.
  expect(await page.evaluate(() => window.localStorage.getItem('hh-guest-bookings'))).toBeNull();
});
