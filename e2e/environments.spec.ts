import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { signInDevice, signUpByApi, type Member } from './support/book-steps';
import { expect, test } from './support/fixtures';

/**
 * Environments and the developer tools, on phone and desktop. The local run is a production site whose
 * only reachable API is its own: a staff member sees the environment alert and the settings button on
 * every page, switches between the site's own configuration and production (one API), and a switch to
 * another environment fails plainly, in English and Thai, without any request leaving the machine (the
 * server's Content-Security-Policy refuses those origins in the browser). A member who is not staff sees
 * no tools, cannot switch by link or by the page, and a stored choice sends them back to production.
 */

const PASSWORD = 'journey passphrase 1';
const NEW_PASSWORD = 'journey passphrase 2';
// Argon2 hashes, a reset and several page loads per journey.
test.describe.configure({ timeout: 90_000 });

function freshEmail(name: string, domain: string): string {
  const project = test.info().project.name;
  return `${name}-${project}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@${domain}`;
}

/** The reset link's secret from the newest mail to `to`. */
async function resetToken(request: APIRequestContext, to: string): Promise<string> {
  let token: string | null = null;
  await expect
    .poll(async () => {
      const res = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
      const mail = ((await res.json()) as { data: { body: string }[] }).data[0];
      const link = mail ? /https?:\/\/\S+/.exec(mail.body)?.[0] : undefined;
      token = link ? new URL(link).searchParams.get('token') : null;
      return token;
    })
    .not.toBeNull();
  return token!;
}

/**
 * A staff member: an account at the staff domain whose e-mail is proven by using a mailed reset link
 * (a typed address alone is never staff), signed in afresh since the reset ends its sessions.
 */
async function staffMember(request: APIRequestContext): Promise<Member> {
  const email = freshEmail('staff', 'staff.example.com');
  await signUpByApi(request, 'Staff Somchai', email, PASSWORD);
  expect((await request.post('/api/v5/passwords/reset.json', { data: { email } })).status()).toBe(200);
  const token = await resetToken(request, email);
  expect((await request.put('/api/v5/passwords/reset.json', { data: { token, password: NEW_PASSWORD } })).status()).toBe(200);
  const res = await request.post('/api/v5/oauth/token.json', { data: { username: email, password: NEW_PASSWORD, grant_type: 'password' } });
  expect(res.status(), await res.text()).toBe(200);
  const data = ((await res.json()) as { data: { name: string; email: string; access_token: string; is_staff: boolean } }).data;
  expect(data.is_staff).toBe(true);
  return { name: data.name, email: data.email, accessToken: data.access_token };
}

/** The radio of one environment: its label, then "(in use)" or its domains (so Production is not Production support). */
const choice = (page: Page, label: string) => page.getByRole('radio', { name: new RegExp(`^${label}\\s*(\\(|API)`) });
const alert = (page: Page) => page.getByTestId('environment-alert');
const settingsButton = (page: Page, name = 'Developer settings') => page.getByRole('link', { name });

test('a staff member switches environment and sees the alert on every page; another environment fails plainly', async ({
  page,
  request,
  gotoApp,
  offLoopbackRequests,
}) => {
  await signInDevice(page, await staffMember(request));
  await gotoApp('/?locale=en');
  // The profile fetched at start says staff: the tools appear. The device starts on production (the site).
  await expect(alert(page)).toContainText('Environment: Production');
  await expect(alert(page)).toContainText('API: this site');

  await settingsButton(page).click();
  await expect(page).toHaveURL(/\/developer\/environment/);
  await expect(page.getByRole('heading', { level: 1, name: 'Developer' })).toBeVisible();
  // Every environment is offered with its domains.
  for (const label of ['Use env', 'Engineering', 'New staging', 'Ballbot', 'Venus', 'Production support', 'Production']) {
    await expect(choice(page, label)).toHaveCount(1);
  }
  await expect(page.getByText('https://engineering-api.hungrytable.co')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Engineering's API is not reachable from here: the switch says so and nothing changes.
  await choice(page, 'Engineering').check();
  await page.getByRole('button', { name: 'Switch environment' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Could not reach' })).toHaveText(
    'Could not reach Engineering at https://engineering-api.hungrytable.co. You are still on Production.',
  );
  await expect(alert(page)).toContainText('Environment: Production');
  expect(await page.evaluate(() => localStorage.getItem('hh-environment'))).toBeNull();

  // The site's own configuration is reachable: the switch takes, and shows on every page.
  await choice(page, 'Use env').check();
  await page.getByRole('button', { name: 'Switch environment' }).click();
  await expect(alert(page)).toContainText('Environment: Use env');
  expect(await page.evaluate(() => localStorage.getItem('hh-environment'))).toBe('env');
  for (const path of ['/?locale=en', '/restaurants/search?locale=en', '/profile?locale=en', '/developer?locale=en']) {
    await gotoApp(path);
    await expect(alert(page), path).toContainText('Environment: Use env');
    await expect(settingsButton(page), path).toBeVisible();
  }
  await expect(page).toHaveURL(/\/developer\/environment/);

  // In Thai.
  await gotoApp('/developer/environment?locale=th');
  await expect(alert(page)).toContainText('สภาพแวดล้อม: Use env');
  await expect(settingsButton(page, 'การตั้งค่าสำหรับนักพัฒนา')).toBeVisible();
  await choice(page, 'Venus').check();
  await page.getByRole('button', { name: 'เปลี่ยนสภาพแวดล้อม' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'ไม่สามารถเชื่อมต่อ' })).toHaveText(
    'ไม่สามารถเชื่อมต่อ Venus ที่ https://venus-api.hungrytable.co ได้ คุณยังอยู่ที่ Use env',
  );

  // A link may choose too, and fails the same way.
  await gotoApp('/?locale=en&env=ballbot');
  await expect(page.getByText('Could not reach Ballbot at https://ballbot-api.hungrytable.co. You are still on Use env.')).toBeVisible();
  await expect(alert(page)).toContainText('Environment: Use env');

  // No request left the machine: the browser refused the other environments' APIs.
  expect(offLoopbackRequests).toEqual([]);
});

test('a member who is not staff, on production, gets no tools and cannot switch', async ({ page, request, gotoApp, offLoopbackRequests }) => {
  const member = await signUpByApi(request, 'Diner Malee', freshEmail('diner', 'example.com'), PASSWORD);
  await signInDevice(page, member);
  // A choice stored on this device earlier is not honoured: production, and the choice is overwritten.
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('e2e-env-seeded')) {
      localStorage.setItem('hh-environment', 'engineering');
      sessionStorage.setItem('e2e-env-seeded', '1');
    }
  });

  await gotoApp('/?locale=en&env=venus');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Diner Malee' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('hh-environment'))).toBe('production');
  await expect(alert(page)).toHaveCount(0);
  await expect(settingsButton(page)).toHaveCount(0);

  // The developer page itself refuses.
  await gotoApp('/developer?locale=en');
  await expect(page).toHaveURL(/\/developer\/environment/);
  await expect(page.getByRole('alert').filter({ hasText: 'Only staff' })).toHaveText('Only staff can choose the environment on this site.');
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(alert(page)).toHaveCount(0);

  await gotoApp('/developer/environment?locale=th');
  await expect(page.getByRole('alert').filter({ hasText: 'เฉพาะพนักงาน' })).toHaveText('เฉพาะพนักงานเท่านั้นที่เลือกสภาพแวดล้อมบนเว็บไซต์นี้ได้');

  expect(offLoopbackRequests).toEqual([]);
});

test.describe('an environment that answers', () => {
  // Venus is played by our own server behind a route: the browser must be let call its origin (the local
  // run's policy refuses it) and the service worker kept out of the way of the route.
  test.use({ bypassCSP: true, serviceWorkers: 'block' });

  test('switching points the API client at it and forgets what the old environment left', async ({ page, request, gotoApp }) => {
    const venus = 'https://venus-api.hungrytable.co';
    const local = new URL(test.info().project.use.baseURL ?? '').origin;
    const venusCalls: string[] = [];
    await page.route(`${venus}/**`, async (route) => {
      const origin = (await route.request().headerValue('origin')) ?? '*';
      const cors = {
        'access-control-allow-origin': origin,
        'access-control-allow-headers': '*',
        'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
      };
      if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
      venusCalls.push(new URL(route.request().url()).pathname);
      const answer = await route.fetch({ url: route.request().url().replace(venus, local) });
      return route.fulfill({ response: answer, headers: { ...answer.headers(), ...cors } });
    });

    await signInDevice(page, await staffMember(request));
    await gotoApp('/?locale=en');
    await expect(alert(page)).toContainText('Environment: Production');
    // What this environment left on the device.
    await page.evaluate(() => {
      localStorage.setItem('hh-reservation-watch', JSON.stringify({ id: 'old-environment' }));
      localStorage.setItem('hh-tracked-reservation', 'old-environment');
      localStorage.setItem('hh-survey-9', 'answered');
    });
    expect(venusCalls).toEqual([]);

    await gotoApp('/developer/environment?locale=en');
    await choice(page, 'Venus').check();
    await page.getByRole('button', { name: 'Switch environment' }).click();
    await expect(alert(page)).toContainText('Environment: Venus');
    await expect(alert(page)).toContainText(`API: ${venus}`);
    expect(await page.evaluate(() => localStorage.getItem('hh-environment'))).toBe('venus');
    for (const key of ['hh-reservation-watch', 'hh-tracked-reservation', 'hh-survey-9']) {
      expect(await page.evaluate((k) => localStorage.getItem(k), key), key).toBeNull();
    }
    // Still signed in (the session is kept), and the pages now read Venus's API.
    await gotoApp('/?locale=en');
    await expect(alert(page)).toContainText('Environment: Venus');
    await expect.poll(() => venusCalls.some((path) => path === '/api/v5/config.json')).toBe(true);
    await expect.poll(() => venusCalls.some((path) => path === '/api/v5/users.json')).toBe(true);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
