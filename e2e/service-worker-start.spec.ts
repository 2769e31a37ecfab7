import { SETTLE_DELAY_MS } from '../src/lib/after-page-settles';
import { expect, test } from './support/fixtures';
import { waitForServiceWorkerControl } from './support/pwa';

const TIMER_MARGIN_MS = 50;

/**
 * A first visit registers the service worker only once the page has settled (decision 0067): its install
 * fetches the whole precache, which must not compete with the first page's own pictures and lists. The
 * figure checked is a lower bound set by our own timer (the load event plus SETTLE_DELAY_MS), never how fast
 * anything ran. Then the worker installs and controls the page as before.
 */
test('a first visit registers the service worker after the page has settled, and the worker then controls it', async ({
  page,
  gotoApp,
  cspViolations,
  offLoopbackRequests,
}) => {
  await page.addInitScript(() => {
    const container = window.ServiceWorkerContainer.prototype;
    type Register = ServiceWorkerContainer['register'];
    const register = Object.getOwnPropertyDescriptor(container, 'register')?.value as Register;
    container.register = function (this: ServiceWorkerContainer, ...args: Parameters<Register>) {
      (window as unknown as { __registeredAt?: number }).__registeredAt ??= performance.now();
      return register.apply(this, args);
    };
  });

  await gotoApp('/');
  await expect(page.locator('main article').first()).toBeVisible();

  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __registeredAt?: number }).__registeredAt ?? null), {
      message: 'the app registers the service worker once the page has settled',
      timeout: SETTLE_DELAY_MS + 15_000,
    })
    .not.toBeNull();
  const { registeredAt, loadStart, scriptsAt } = await page.evaluate(() => ({
    registeredAt: (window as unknown as { __registeredAt: number }).__registeredAt,
    // The settle timer starts in the load event (or later): never before the event began.
    loadStart: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
    // When the registration's code (and workbox-window) was asked for.
    scriptsAt: performance
      .getEntriesByType('resource')
      .filter((e) => /\/assets\/(register-sw|workbox-window)[^/]*\.js$/.test(new URL(e.name).pathname))
      .map((e) => e.startTime),
  }));
  // Timers may fire a clock tick early; the margin is that, far below the delay told apart here.
  const settled = loadStart + SETTLE_DELAY_MS - TIMER_MARGIN_MS;
  expect(registeredAt).toBeGreaterThanOrEqual(settled);
  expect(scriptsAt).toHaveLength(2);
  for (const at of scriptsAt) expect(at).toBeGreaterThanOrEqual(settled);

  await waitForServiceWorkerControl(page);
  expect(cspViolations).toEqual([]);
  expect(offLoopbackRequests).toEqual([]);
});
