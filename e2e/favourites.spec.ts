import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { freshEmail } from './support/accounts-mailbox';
import { signInDevice, signUpByApi } from './support/book-steps';
import { expect, test } from './support/fixtures';

/**
 * Favourites, on phone and desktop: a member hearts restaurants on their cards, finds them on
 * /profile/favourite (newest first), meets the navbar's shortcut at the third, and takes one off from its
 * restaurant page; a guest's heart opens sign-in and changes nothing; the page speaks Thai.
 */

const PASSWORD = 'journey passphrase 1';
// An argon2 sign-up and several pages on a shared machine.
test.describe.configure({ timeout: 120_000 });


const TOP = '/restaurants/top?city_id=1';
const toggled = (page: Page) =>
  page.waitForResponse(
    (res) => res.url().includes('/api/v5/users/favorite_restaurants/toggle.json') && res.request().method() === 'PATCH',
  );

/** The first `n` cards that open a restaurant page (not a branch search): their names and paths. */
async function restaurantCards(page: Page, n: number): Promise<{ name: string; href: string }[]> {
  const cards = page.locator('article.restaurant-card');
  await expect(cards.first()).toBeVisible();
  const all = await cards.evaluateAll((nodes) =>
    nodes.map((card) => {
      const link = card.querySelector<HTMLAnchorElement>('a.restaurant-card__link');
      return { name: link?.textContent?.trim() ?? '', href: link?.getAttribute('href') ?? '' };
    }),
  );
  const direct = all.filter((c) => c.href.startsWith('/restaurants/') && !c.href.startsWith('/restaurants/search'));
  expect(direct.length).toBeGreaterThanOrEqual(n);
  return direct.slice(0, n);
}

test('a member keeps favourites from cards, finds them in the profile, and drops one on its page', async ({
  page,
  request,
  gotoApp,
}) => {
  const member = await signUpByApi(request, 'Member Nok', freshEmail('fav'), PASSWORD);
  await signInDevice(page, member);
  await gotoApp(`${TOP}&locale=en`);
  const picked = await restaurantCards(page, 3);
  const shortcut = page.getByRole('link', { name: 'My favourite restaurants' });

  for (const [i, card] of picked.entries()) {
    await expect(shortcut).toHaveCount(0);
    const heart = page
      .locator('article.restaurant-card')
      .filter({ has: page.getByRole('link', { name: card.name, exact: true }) })
      .first()
      .getByRole('button', { name: `Favourite: ${card.name}`, exact: true });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    const answered = toggled(page);
    await heart.click();
    // Pressed at once, and the server agrees.
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect((await answered).status(), `toggle ${i}`).toBe(200);
  }
  // Three favourites: the shortcut shows.
  await expect(shortcut).toBeVisible();
  expect(await axeViolations(page, 'article.restaurant-card')).toEqual([]);

  await shortcut.click();
  await expect(page).toHaveURL(/\/profile\/favourite/);
  const list = page.getByRole('region', { name: 'Favourite restaurants' });
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(picked.map((c) => c.name).reverse());
  // On the profile the shortcut is not offered.
  await expect(shortcut).toHaveCount(0);
  expect(await axeViolations(page, '.favourites-page')).toEqual([]);

  // The newest one, from its own page.
  const dropped = picked[2]!;
  await gotoApp(`${dropped.href.split('?')[0]}?locale=en`);
  await expect(page.getByRole('heading', { level: 1, name: dropped.name })).toBeVisible();
  const pageHeart = page.getByRole('button', { name: `Favourite: ${dropped.name}`, exact: true }).first();
  await expect(pageHeart).toHaveAttribute('aria-pressed', 'true');
  const answered = toggled(page);
  await pageHeart.click();
  await expect(pageHeart).toHaveAttribute('aria-pressed', 'false');
  expect((await answered).status()).toBe(200);
  // Two left: below the shortcut's threshold again.
  await expect(shortcut).toHaveCount(0);

  await gotoApp('/profile/favourite?locale=en');
  await expect(list.getByRole('heading', { level: 2 })).toHaveText([picked[1]!.name, picked[0]!.name]);
});

test('ภาษาไทย: a guest heart opens sign-in and nothing else; the favourites page in Thai', async ({
  page,
  request,
  gotoApp,
}) => {
  await gotoApp(`${TOP}&locale=th`);
  const [first] = await restaurantCards(page, 1);
  const heart = page.getByRole('button', { name: `ร้านโปรด: ${first!.name}`, exact: true }).first();
  let calls = 0;
  page.on('request', (req) => {
    if (req.url().includes('/favorite_restaurants')) calls += 1;
  });
  await heart.click();
  await expect(page.getByRole('dialog', { name: 'เข้าสู่ระบบ' })).toBeVisible({ timeout: 15_000 });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(page).toHaveURL(/\/restaurants\/top/);
  expect(calls).toBe(0);

  // A member in Thai: the empty list says so, and offers a way to restaurants.
  const member = await signUpByApi(request, 'สมาชิก นก', freshEmail('fav-th'), PASSWORD);
  await page.evaluate((saved) => window.localStorage.setItem('hh-user', JSON.stringify(saved)), member);
  // Reached from the profile home's links.
  await gotoApp('/profile?locale=th');
  await page.getByRole('link', { name: 'ร้านอาหารโปรด', exact: true }).click();
  await expect(page).toHaveURL(/\/profile\/favourite/);
  const list = page.getByRole('region', { name: 'ร้านอาหารโปรด' });
  await expect(list.getByText('ยังไม่มีร้านอาหารโปรด แตะรูปหัวใจที่ร้านอาหารเพื่อเก็บไว้ที่นี่')).toBeVisible();
  await expect(list.getByRole('link', { name: 'ค้นหาร้านอาหาร' })).toBeVisible();
  expect(await axeViolations(page, '.favourites-page')).toEqual([]);
});
