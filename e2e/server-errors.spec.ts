import { expect, test } from './support/fixtures';
import { withoutInlinedAnswers } from './support/inlined-answers';

test('a 503 from the API opens the server-busy modal', async ({ page, gotoApp }) => {
  await withoutInlinedAnswers(page);
  await page.route('**/api/v5/homes/sections.json*', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"success":false,"message":"busy"}' }),
  );
  await gotoApp('/?locale=en');
  const modal = page.getByRole('dialog', { name: 'Server busy' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('We are sorry, our server still busy, please try again within few minutes');
  await modal.getByRole('button', { name: 'OK' }).click();
  await expect(modal).toBeHidden();
});

test('the server-busy modal reads in Thai', async ({ page, gotoApp }) => {
  await withoutInlinedAnswers(page);
  await page.route('**/api/v5/homes/sections.json*', (route) => route.fulfill({ status: 503, body: '' }));
  await gotoApp('/?locale=th');
  await expect(page.getByRole('dialog')).toContainText('ขออภัย เซิร์ฟเวอร์ของเรายังมีผู้ใช้งานหนาแน่น');
});

test('a dropped connection shows the network toast once', async ({ page, gotoApp }) => {
  await gotoApp('/?locale=en');
  await expect(page.locator('article.restaurant-card').first()).toBeVisible();
  // Count every toast that appears, however briefly (one at a time, replaced in place).
  await page.evaluate(() => {
    const w = window as unknown as { __toasts: string[] };
    w.__toasts = [];
    new MutationObserver((records) => {
      for (const r of records)
        r.addedNodes.forEach((n) => {
          if (n instanceof HTMLElement && n.dataset.testid === 'toast') w.__toasts.push(n.innerText);
        });
    }).observe(document.body, { childList: true, subtree: true });
  });
  let failedSectionCalls = 0;
  page.on('requestfailed', (r) => {
    if (r.url().includes('/homes/sections.json')) failedSectionCalls += 1;
  });
  await page.route('**/api/v5/**', (route) => route.abort('internetdisconnected'));

  // Two cities never loaded before: each needs its sections and banners from the network.
  const city = page.getByLabel('City');
  await city.selectOption({ label: 'Singapore' });
  await expect(page.getByTestId('toast')).toHaveText(/Network Error, Please check your internet connection/);
  await city.selectOption({ label: 'Phuket' });
  // Each GET is tried 4 times (1 + 3 retries): wait until both cities' calls have given up.
  await expect.poll(() => failedSectionCalls, { timeout: 15_000 }).toBeGreaterThanOrEqual(8);
  const toasts = await page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);
  expect(toasts.filter((t) => t.includes('Network Error'))).toHaveLength(1);
});
