import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { freshEmail } from './support/accounts-mailbox';
import { signInDevice, signUpByApi } from './support/book-steps';
import { expect, test } from './support/fixtures';

/**
 * Saved addresses, on phone and desktop: a member reaches /profile/address from the profile home, adds
 * two addresses (the first is primary), makes the second primary, edits it, deletes the first after a
 * confirmation; the page speaks Thai and says which field is missing.
 */

const PASSWORD = 'journey passphrase 1';
// An argon2 sign-up and several calls on a shared machine.
test.describe.configure({ timeout: 120_000 });


const answered = (page: Page, method: string) =>
  page.waitForResponse(
    (res) => /\/api\/v5\/users\/\d+\/addresses/.test(res.url()) && res.request().method() === method,
  );

interface FormWords {
  label: string;
  type: string;
  address: string;
  detail: string;
  save: string;
}
interface FormValues {
  label: string;
  type: string;
  address: string;
  detail: string;
}

/** Fills the open form (found by its labels in the page's language), saves it, and waits for the answer. */
async function saveForm(page: Page, words: FormWords, v: FormValues): Promise<void> {
  await page.getByLabel(words.label, { exact: true }).fill(v.label);
  await page.getByLabel(words.type, { exact: true }).selectOption({ label: v.type });
  await page.getByLabel(words.address, { exact: true }).fill(v.address);
  await page.getByLabel(words.detail, { exact: true }).fill(v.detail);
  const saved = answered(page, 'POST');
  await page.getByRole('button', { name: words.save, exact: true }).click();
  expect((await saved).status()).toBe(200);
}

/** The browser may tell where the member stands, and stands there. */
async function standAt(context: BrowserContext, latitude: number, longitude: number): Promise<void> {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude, longitude });
}

/** A new member, signed in on this device, on the address page in the given language. */
async function signInAtAddresses(
  page: Page,
  request: APIRequestContext,
  gotoApp: (path: string) => Promise<unknown>,
  name: string,
  locale: 'en' | 'th',
): Promise<void> {
  const member = await signUpByApi(request, name, freshEmail(`addr-${locale}`), PASSWORD);
  await signInDevice(page, member);
  await gotoApp(`/profile/address?locale=${locale}`);
}

const EN = {
  label: 'Label',
  type: 'Type',
  address: 'Address',
  detail: 'Address detail (optional)',
  save: 'Save address',
};

test('a member adds two addresses, makes the second primary, edits it and deletes the first', async ({
  page,
  request,
  gotoApp,
}) => {
  const member = await signUpByApi(request, 'Member Dao', freshEmail('addr'), PASSWORD);
  await signInDevice(page, member);
  await gotoApp('/profile?locale=en');
  await page.getByRole('link', { name: 'Saved addresses', exact: true }).click();
  await expect(page).toHaveURL(/\/profile\/address/);
  const region = page.getByRole('region', { name: 'Saved addresses' });
  await expect(region.getByText('No saved addresses yet.', { exact: false })).toBeVisible();

  // The first address: primary by itself.
  await region.getByRole('button', { name: 'Add address' }).click();
  await saveForm(page, EN, {
    label: 'Home',
    type: 'Home',
    address: '12 Sukhumvit 11, Khlong Toei Nuea',
    detail: 'Floor 3',
  });
  const cards = region.getByRole('list', { name: 'Your addresses' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Home');
  await expect(cards.first()).toContainText('Primary');
  await expect(cards.first()).toContainText('Floor 3');

  // Keyboard focus comes back to the add button after a save.
  await expect(region.getByRole('button', { name: 'Add address' })).toBeFocused();
  await region.getByRole('button', { name: 'Add address' }).click();
  await saveForm(page, EN, {
    label: 'Office',
    type: 'Work',
    address: '999/9 Rama I Rd, Pathum Wan',
    detail: '',
  });
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('Home');
  await expect(cards.nth(1)).toContainText('Office');
  await expect(cards.nth(1)).not.toContainText('Primary');
  expect(await axeViolations(page, '.addresses-page')).toEqual([]);

  // The second becomes primary and moves first.
  const made = answered(page, 'PATCH');
  await region.getByRole('button', { name: 'Make Office primary' }).click();
  expect((await made).status()).toBe(200);
  await expect(cards.nth(0)).toContainText('Office');
  await expect(cards.nth(0)).toContainText('Primary');
  await expect(cards.nth(1)).not.toContainText('Primary');

  // Edit it: the form opens with its values.
  await region.getByRole('button', { name: 'Edit Office' }).click();
  await expect(page.getByLabel('Label', { exact: true })).toHaveValue('Office');
  await page.getByLabel('Address detail (optional)', { exact: true }).fill('Tower B, 20th floor');
  const edited = answered(page, 'PATCH');
  await region.getByRole('button', { name: 'Save address' }).click();
  expect((await edited).status()).toBe(200);
  await expect(cards.nth(0)).toContainText('Tower B, 20th floor');

  // Delete the first after a confirmation; keeping it first changes nothing.
  await region.getByRole('button', { name: 'Delete Home' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this address?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(cards).toHaveCount(2);
  await region.getByRole('button', { name: 'Delete Home' }).click();
  const deleted = answered(page, 'DELETE');
  await dialog.getByRole('button', { name: 'Delete address' }).click();
  expect((await deleted).status()).toBe(200);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Office');

  // The list is the server's: a reload shows the same.
  await gotoApp('/profile/address?locale=en');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Primary');
});

test('ภาษาไทย: the address page in Thai, a missing field named, an address pinned and saved', async ({
  page,
  context,
  request,
  gotoApp,
}) => {
  await standAt(context, 13.73, 100.56);
  await signInAtAddresses(page, request, gotoApp, 'สมาชิก ดาว', 'th');
  const region = page.getByRole('region', { name: 'ที่อยู่ที่บันทึกไว้' });
  await expect(region.getByText('ยังไม่มีที่อยู่ที่บันทึกไว้', { exact: false })).toBeVisible();
  await region.getByRole('button', { name: 'เพิ่มที่อยู่' }).click();

  // Nothing filled: the label is asked for, and nothing is sent.
  let posts = 0;
  page.on('request', (req) => {
    if (req.method() === 'POST' && /\/addresses\.json/.test(req.url())) posts += 1;
  });
  await region.getByRole('button', { name: 'บันทึกที่อยู่' }).click();
  await expect(region.getByText('กรุณากรอกชื่อเรียกที่อยู่')).toBeVisible();
  await expect(page.getByLabel('ชื่อเรียก', { exact: true })).toBeFocused();
  expect(posts).toBe(0);

  const TH = {
    label: 'ชื่อเรียก',
    type: 'ประเภท',
    address: 'ที่อยู่',
    detail: 'รายละเอียดที่อยู่ (ไม่บังคับ)',
    save: 'บันทึกที่อยู่',
  };
  const point = region.getByRole('group', { name: 'ตำแหน่งบนแผนที่ (ไม่บังคับ)' });
  await point.getByRole('button', { name: 'ปักหมุดตำแหน่งปัจจุบัน' }).click();
  await expect(point.getByRole('status')).toContainText('ปักหมุดที่ 13.73000, 100.56000');
  await saveForm(page, TH, {
    label: 'บ้านแม่',
    type: 'บ้าน',
    address: 'ซอยสุขุมวิท 11 แขวงคลองเตยเหนือ',
    detail: 'ตึก A ชั้น 3',
  });
  const card = region.getByRole('list', { name: 'ที่อยู่ของคุณ' }).getByRole('listitem').first();
  await expect(card).toContainText('บ้านแม่');
  await expect(card).toContainText('ที่อยู่หลัก');
  await expect(card).toContainText('ตึก A ชั้น 3');
  await expect(card).toContainText('ปักหมุดบนแผนที่แล้ว');
  await expect(region.getByRole('button', { name: 'แก้ไข บ้านแม่' })).toBeVisible();
  expect(await axeViolations(page, '.addresses-page')).toEqual([]);
});

test('a member pins an address where they stand, the point is saved with it, and the pin can be removed', async ({
  page,
  context,
  request,
  gotoApp,
}) => {
  await standAt(context, 13.745612, 100.534876);
  await signInAtAddresses(page, request, gotoApp, 'Member Pin', 'en');
  const region = page.getByRole('region', { name: 'Saved addresses' });
  await region.getByRole('button', { name: 'Add address' }).click();
  const point = region.getByRole('group', { name: 'Map point (optional)' });
  await expect(point.getByRole('status')).toContainText('Not pinned');
  await point.getByRole('button', { name: 'Pin my current location' }).click();
  await expect(point.getByRole('status')).toContainText('Pinned at 13.74561, 100.53488');

  await page.getByLabel('Label', { exact: true }).fill('Condo');
  await page.getByLabel('Address', { exact: true }).fill('88 Soi Lang Suan, Lumphini');
  const saved = answered(page, 'POST');
  await region.getByRole('button', { name: 'Save address' }).click();
  const post = await saved;
  expect(post.status()).toBe(200);
  expect(post.request().postDataJSON()).toMatchObject({ lat: 13.745612, lng: 100.534876 });
  const card = region.getByRole('list', { name: 'Your addresses' }).getByRole('listitem').first();
  await expect(card).toContainText('Pinned on the map');
  expect(await axeViolations(page, '.addresses-page')).toEqual([]);

  // Editing keeps the point unless the member removes it; removing sends none.
  await region.getByRole('button', { name: 'Edit Condo' }).click();
  await expect(point.getByRole('status')).toContainText('Pinned at 13.74561, 100.53488');
  await point.getByRole('button', { name: 'Remove pin' }).click();
  await expect(point.getByRole('status')).toContainText('Not pinned');
  const edited = answered(page, 'PATCH');
  await region.getByRole('button', { name: 'Save address' }).click();
  const patch = await edited;
  expect(patch.status()).toBe(200);
  expect(patch.request().postDataJSON()).toMatchObject({ lat: null, lng: null });
  await expect(card).not.toContainText('Pinned on the map');
});
