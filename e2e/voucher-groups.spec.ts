import type { APIRequestContext } from '@playwright/test';
import { axeViolations } from './support/axe';
import { freshEmail } from './support/accounts-mailbox';
import { signInDevice, signUpByApi } from './support/book-steps';
import { expect, test } from './support/fixtures';
import { goOffline, goOnline, reloadOffline, storedText } from './support/offline';
import { waitForServiceWorkerControl } from './support/pwa';

/**
 * A voucher group's page (/{lang?}/voucher_group/{id}): its public vouchers with what they take off,
 * their terms, a code to copy and a way to use it; not found, an empty group, offline after one visit,
 * Thai, and the link from a member's vouchers.
 */

test.describe.configure({ timeout: 90_000 });

interface Group {
  id: number;
  slug: string;
  name: string;
}

async function seededGroup(request: APIRequestContext, slug: string, lang: 'en' | 'th'): Promise<Group> {
  const res = await request.get('/api/v5/voucher_groups.json', { headers: { 'X-HH-Language': lang } });
  expect(res.status()).toBe(200);
  const groups = ((await res.json()) as { data: Group[] }).data;
  const group = groups.find((g) => g.slug === slug);
  if (!group) throw new Error(`no seeded voucher group ${slug}`);
  return group;
}

test('a voucher group lists its vouchers; a code is copied by keyboard and a voucher leads to a restaurant', async ({
  page,
  context,
  request,
  gotoApp,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const deals = await seededGroup(request, 'restaurant-deals', 'en');
  await gotoApp(`/voucher_group/${deals.id}?locale=en`);

  const region = page.getByRole('region', { name: deals.name });
  await expect(region.getByRole('heading', { level: 1, name: deals.name })).toBeVisible();
  await expect(region.getByText('Discount codes from our restaurants')).toBeVisible();

  const welcome = region.getByRole('article', { name: '฿100 off from ฿500' });
  await expect(welcome.getByText('฿100 off', { exact: true })).toBeVisible();
  await expect(welcome.getByText('Minimum spend ฿500')).toBeVisible();
  await expect(welcome.getByText('Valid 1 Jan 2024 to 31 Dec 2099')).toBeVisible();
  await expect(welcome.getByText('At every restaurant that accepts vouchers')).toBeVisible();

  const dine = region.getByRole('article', { name: '15% off dine-in buffets' });
  await expect(dine.getByText('15% off, up to ฿300')).toBeVisible();
  await expect(dine.getByText('At 5 selected restaurants')).toBeVisible();
  await expect(dine.getByText('Packages: All You Can Eat, Buffet Plus')).toBeVisible();
  await expect(dine.getByText('For: Dine-in')).toBeVisible();
  // An ended voucher is not offered.
  await expect(region.getByText('OLD100')).toHaveCount(0);

  // Keyboard: focus the copy button, press Enter; the status says Copied and the clipboard holds the code.
  const copy = welcome.getByRole('button', { name: 'Copy code WELCOME100' });
  await copy.focus();
  await page.keyboard.press('Enter');
  await expect(welcome.getByRole('status')).toHaveText('Copied WELCOME100');
  await expect(welcome.getByRole('button', { name: 'Copied' })).toBeFocused();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('WELCOME100');

  expect(await axeViolations(page, '.voucher-group')).toEqual([]);
  const noOverflow = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(noOverflow).toBe(true);

  await dine.getByRole('link', { name: 'Find a restaurant to use it' }).click();
  await expect(page).toHaveURL(/\/restaurants\/search/);
});

test('(th) the Thai prefix opens the group in Thai, and copying says so in Thai', async ({
  page,
  context,
  request,
  gotoApp,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const gifts = await seededGroup(request, 'hungry-hub-voucher', 'th');
  await gotoApp(`/th/voucher_group/${gifts.id}`);

  await expect(page.getByRole('heading', { level: 1, name: 'บัตรกำนัล Hungry Hub' })).toBeVisible();
  const card = page.getByRole('article', { name: 'บัตรกำนัล ฿500' });
  await expect(card.getByText('มูลค่า ฿500')).toBeVisible();
  await expect(card.getByText('ใช้ได้ 1 ม.ค. 2567 ถึง 31 ธ.ค. 2642')).toBeVisible();
  await card.getByRole('button', { name: 'คัดลอกโค้ด HHGIFT500' }).click();
  await expect(card.getByRole('status')).toHaveText('คัดลอก HHGIFT500 แล้ว');
  await expect(card.getByRole('link', { name: 'ค้นหาร้านเพื่อใช้บัตรกำนัล' })).toBeVisible();
});

test('an unknown or malformed group shows not found in English and Thai', async ({ page, gotoApp }) => {
  await gotoApp('/voucher_group/999999?locale=en');
  await expect(page.getByRole('heading', { name: 'Voucher group not found' })).toBeVisible();
  await expect(page.getByText('This voucher group does not exist or is no longer available.')).toBeVisible();

  await gotoApp('/th/voucher_group/not-a-group');
  await expect(page.getByRole('heading', { name: 'ไม่พบกลุ่มบัตรกำนัล' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'ค้นหาร้านอาหาร' }).first()).toBeVisible();
});

test('a group with no vouchers says so and offers the search', async ({ page, gotoApp }) => {
  // No seeded group is empty: the answer is the server's shape with an empty list.
  await page.route('**/api/v5/voucher_groups/424242.json*', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        data: { id: 424242, slug: 'empty', name: 'Quiet group', description: '', vouchers: [] },
      }),
    }),
  );
  await gotoApp('/voucher_group/424242?locale=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Quiet group' })).toBeVisible();
  await expect(page.getByText('No vouchers in this group right now.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find restaurants' })).toBeVisible();
});

test('a group seen once opens offline', async ({ page, request, gotoApp }) => {
  const deals = await seededGroup(request, 'restaurant-deals', 'en');
  await gotoApp(`/voucher_group/${deals.id}?locale=en`);
  await waitForServiceWorkerControl(page);
  await expect(page.getByRole('heading', { level: 1, name: deals.name })).toBeVisible();
  await expect(page.getByRole('article', { name: '฿100 off from ฿500' })).toBeVisible();
  // The persister writes at most once a second: the group is in IndexedDB before going offline.
  await expect.poll(() => storedText(page)).toContain(`"voucher-group","${deals.id}","en"`);

  await goOffline(page);
  await reloadOffline(page);
  await expect(page.getByRole('heading', { level: 1, name: deals.name })).toBeVisible();
  await expect(
    page.getByRole('article', { name: '฿100 off from ฿500' }).getByText('WELCOME100', { exact: true }),
  ).toBeVisible();
  await goOnline(page);
});

test('a member finds the voucher groups under their own vouchers', async ({ page, request, gotoApp }) => {
  const member = await signUpByApi(
    request,
    'Member Gee',
    freshEmail('voucher-groups'),
    'journey passphrase 1',
  );
  await signInDevice(page, member);
  const gifts = await seededGroup(request, 'hungry-hub-voucher', 'en');
  await gotoApp('/profile/voucher?locale=en');
  const groups = page.getByRole('navigation', { name: 'More vouchers for everyone' });
  await groups.getByRole('link', { name: gifts.name }).click();
  await expect(page).toHaveURL(new RegExp(`/voucher_group/${gifts.id}(\\?|$)`));
  await expect(page.getByRole('heading', { level: 1, name: gifts.name })).toBeVisible();
});
