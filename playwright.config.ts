import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * The suite starts its own server (e2e/support/serve.ts) on a free loopback port with a fresh PGlite
 * database, serving the built dist/. This file is evaluated again in every worker: the port and data
 * directory are chosen once and handed down through process.env, so all workers agree.
 */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

process.env.E2E_PORT ??= String(await freePort());
// Only a name here: serve.ts creates the directory and removes it when the suite stops.
process.env.E2E_DATA_DIR ??= path.join(tmpdir(), `hungry-table-e2e-${process.pid}-${Date.now()}`);
// The server serves a copy of dist/ made here at start (removed at stop): tests may change a served file
// (e2e/update.spec.ts makes sw.js byte-different) and must restore it, the server is shared.
process.env.E2E_DIST_DIR ??= `${process.env.E2E_DATA_DIR}-dist`;
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Shared memory in /tmp, not /dev/shm: Chromium's browser process dies when /dev/shm runs short, and
      // how big it is depends on the machine (a container's default is 64 MB). Debian's launcher means to
      // add this flag itself when /dev/shm is small, but its check breaks where /dev/shm is mounted twice
      // (`findmnt` prints two sizes, as on the machines this project runs on), so the journeys never rely on it.
      '--disable-dev-shm-usage',
    ],
  },
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  // No retries: a journey that passes only on its second try is a defect to fix, not to hide.
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  // Waits for a state to appear (not timed assertions): on a 2-core CI machine running two browsers and
  // the server (which renders catalogue pictures on first request), some states took longer than 5 s.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    serviceWorkers: 'allow',
    // DOM snapshots only: the screencast behind trace screenshots kept each browser busy encoding frames
    // (catalogue-lists + search, 30 journeys: 7.0 min with it, 4.6 min without, same loaded machine).
    trace: { mode: 'retain-on-failure', screenshots: false },
    locale: 'en-US',
    timezoneId: 'Asia/Bangkok',
  },
  projects: [
    {
      name: 'phone',
      use: {
        ...chromium,
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        userAgent: devices['Pixel 7'].userAgent,
      },
    },
    { name: 'desktop', use: { ...chromium, viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: 'node --import tsx e2e/support/serve.ts',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    // First start creates, migrates and seeds a fresh PGlite database.
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      DIST_DIR: path.resolve('dist'),
      SERVED_DIST_DIR: process.env.E2E_DIST_DIR,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // e2e/payments.spec.ts lets a PromptPay QR run out: short enough to wait for, long enough to pay
      // inside; the sweep that releases the seats runs every 2 s instead of 5.
      PROMPTPAY_COUNTDOWN_SECONDS: process.env.PROMPTPAY_COUNTDOWN_SECONDS ?? '30',
      PAYMENT_SWEEP_SECONDS: process.env.PAYMENT_SWEEP_SECONDS ?? '2',
      // Every browser and API call of the suite comes from 127.0.0.1, as if one address held hundreds of
      // people: the limits are 100× for that crowd. At 20× the suite's own sign-ups (over 600 in a run)
      // reached the per-address sign-up limit and journeys failed with 429. The limits themselves are
      // tested by the server tests, not by journeys.
      RATE_LIMITS: process.env.RATE_LIMITS ?? '100',
      // The painted pages' journeys check the paint: a page's HTML waits 20× its production budgets for its
      // answers and paint (8 s and 6 s), so a cold route on a busy machine is still painted (decision 0062).
      HTML_BUDGETS: process.env.HTML_BUDGETS ?? '20',
      // Each answer is checked against its contract schema: a server drifting from the contract fails here.
      CHECK_RESPONSES: '1',
      // Members with a proven e-mail here are staff (e2e/environments.spec.ts: the developer tools).
      STAFF_EMAIL_DOMAIN: process.env.STAFF_EMAIL_DOMAIN ?? 'staff.example.com',
    },
  },
});
