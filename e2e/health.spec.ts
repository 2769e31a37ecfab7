import { expect, test } from './support/fixtures';

// Proves the harness: our server on a free port, fresh database, built PWA, Debian Chromium.
test('the app loads from our own server with a CSP, and nothing leaves loopback', async ({
  page,
  request,
  gotoApp,
  offLoopbackRequests,
  cspViolations,
}) => {
  const health = await request.get('/healthz');
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ success: true, data: { status: 'ok', database: 'ok' } });

  const response = await gotoApp('/');
  const csp = response.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  // The home page carries this visitor's first API answers (decision 0053): revalidated, never shared.
  expect(response.headers()['cache-control']).toBe('private, no-cache');

  // The PWA rendered into its root: React replaced index.html's boot shell with the page.
  await expect(page.locator('#root > .boot-shell')).toHaveCount(0);
  await expect(page.locator('#root header.site-header')).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(offLoopbackRequests).toEqual([]);
  expect(cspViolations).toEqual([]);
});

test('unknown API paths answer JSON 404; client routes fall back to the app', async ({ request, gotoApp }) => {
  const missing = await request.get('/api/v5/no-such-thing.json');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ success: false, message: 'Not found' });

  const deep = await gotoApp('/some/client/route');
  expect(deep.headers()['content-type']).toMatch(/^text\/html/);
});
