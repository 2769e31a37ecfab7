import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEFAULT_HOLD_MINUTES } from '@/contract/booking-constants';
import type { ServerConfig, ServerContext } from './context';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { seedIfEmpty } from './db/seed';
import { createApp } from './http/app';
import { createHttpServer, requestTimeoutsFromEnv, type RequestTimeouts } from './http/node-server';
import { limitScaleFromEnv } from './http/rate-limit';
import { htmlBudgetScaleFromEnv } from './http/static-files';
import { createLogger } from './logger';
import { clientPaymentConfig, paymentsConfigFromEnv } from './modules/payments/payment-config';
import { createPaymentsModule, startPaymentSweeper } from './modules/payments/payments-module';
import { publishVersion, startRealtime } from './realtime/start-realtime';
import { webauthnFromEnv } from './modules/accounts/relying-party';
import { operatorSecretFromEnv } from './modules/loyalty/operator-secret';
import { trackingConfigFromEnv } from './modules/tracking/tracking-config';
import { startSocialAuth } from './auth/social-auth';
import { nodemailerTransport, startOutboxSender } from './mail/outbox-sender';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface StartOptions {
  port?: number;
  host?: string;
  /** postgres://… switches from the embedded PGlite to a PostgreSQL server. */
  databaseUrl?: string;
  /** The data directory (default <project>/.data); PGlite keeps its files in <dataDir>/pglite. */
  dataDir?: string;
  /** The built PWA; default <project>/dist when it exists. */
  distDir?: string;
  /** Seed the catalogue when the database is empty (default true). */
  seed?: boolean;
  /** How long a request may take to arrive (default: REQUEST_TIMEOUT_SECONDS / HEADERS_TIMEOUT_SECONDS, 30 s / 10 s). */
  requestTimeouts?: RequestTimeouts;
  /**
   * Wait for social sign-in to be ready before answering (the local Auth emulator takes ~10 s to start):
   * the e2e server waits; `npm start` does not, and social sign-in works a few seconds after the rest.
   */
  waitForSocialAuth?: boolean;
}

export interface RunningServer {
  url: string;
  port: number;
  close: () => Promise<void>;
}

export function readAppVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

/**
 * One process: database (opened, migrated, seeded), the local realtime database, and the HTTP server
 * for the API, images and the built PWA. Everything started is closed by `close()`, in reverse order.
 */
export async function startServer(opts: StartOptions = {}): Promise<RunningServer> {
  const started = performance.now();
  const log = createLogger();
  const host = opts.host ?? '127.0.0.1';
  const appVersion = readAppVersion();
  const cleanup: (() => Promise<void>)[] = [];
  const closeAll = async (): Promise<void> => {
    for (const step of cleanup.splice(0).reverse()) {
      await step().catch((err: unknown) => log.error('shutdown step failed', { error: String(err) }));
    }
  };

  try {
    const database = await openDatabase({
      databaseUrl: opts.databaseUrl,
      dataDir: path.join(opts.dataDir ?? path.join(PROJECT_ROOT, '.data'), 'pglite'),
    });
    cleanup.push(() => database.close());
    await migrate(database.db, database.kind);
    const { seeded } = opts.seed === false ? { seeded: false } : await seedIfEmpty(database.db);

    const realtime = await startRealtime({ dataDir: opts.dataDir ?? path.join(PROJECT_ROOT, '.data') });
    cleanup.push(() => realtime.close());
    await publishVersion(realtime.writer, appVersion);

    // Social sign-in (decision 0024): the Firebase project of FIREBASE_*, or the local Auth emulator.
    const social = await startSocialAuth();
    cleanup.push(() => social.close());
    if (opts.waitForSocialAuth) await social.ready;
    else
      social.ready.then(
        () => social.client?.emulatorUrl && log.info('auth emulator ready', { url: social.client.emulatorUrl }),
        (err: unknown) => log.error('auth emulator failed to start', { error: String(err) }),
      );

    const distDir = opts.distDir ?? defaultDistDir();
    // PAYMENT_GATEWAY (decision 0013); a gateway without its keys stops the start here, clearly.
    const paymentsConfig = paymentsConfigFromEnv();
    const config: ServerConfig = {
      // Filled in below once the port is known (port 0 = any free one), before any request is served.
      publicUrl: process.env.PUBLIC_URL ?? '',
      appVersion,
      realtime: realtime.client,
      ...clientPaymentConfig(
        paymentsConfig,
        process.env.PAYMENT_PROVIDER === 'gbprimepay' ? 'gbprimepay' : 'omise',
      ),
      promptpayCountdownSeconds: Number(process.env.PROMPTPAY_COUNTDOWN_SECONDS ?? 300),
      holdMinutes: Number(process.env.HOLD_MINUTES ?? DEFAULT_HOLD_MINUTES),
      checkResponses: process.env.CHECK_RESPONSES === '1',
      rateLimitScale: limitScaleFromEnv(),
      htmlBudgetScale: htmlBudgetScaleFromEnv(),
      localMailbox: process.env.LOCAL_MAILBOX !== '0' && process.env.NODE_ENV !== 'production',
      asyncBooking: process.env.ASYNC_BOOKING === '1',
      webauthn: webauthnFromEnv(),
      staffEmailDomain: process.env.STAFF_EMAIL_DOMAIN?.trim() || null,
      socialAuth: social.client,
      operatorSecret: operatorSecretFromEnv(opts.dataDir ?? path.join(PROJECT_ROOT, '.data')),
      tracking: trackingConfigFromEnv(),
    };
    const ctx: ServerContext = {
      db: database.db,
      config,
      realtime: realtime.writer,
      log,
      ...(social.verifier ? { idTokens: social.verifier } : {}),
    };
    const payments = createPaymentsModule(ctx, { config: paymentsConfig });
    const app = createApp(ctx, { distDir, realtimeOrigin: realtime.client.databaseUrl, payments });
    const http = createHttpServer(app.fetch, opts.requestTimeouts ?? requestTimeoutsFromEnv());
    await listen(http, opts.port ?? 0, host);
    cleanup.push(() => closeHttp(http));
    // With SMTP_URL the outbox's e-mail goes out through it (decision 0024); without it the rows stay the
    // local mailbox. No text-message provider is wired yet: phone codes wait in the outbox.
    if (process.env.SMTP_URL) {
      const email = nodemailerTransport(process.env.SMTP_URL, process.env.MAIL_FROM || 'Hungry Table <no-reply@localhost>');
      const stopSender = startOutboxSender(database.db, { email }, log);
      cleanup.push(async () => {
        await stopSender();
        email.close();
      });
    }
    // Pending payments past their expiry release their seats (issue 5); stopped before the database closes.
    cleanup.push(startPaymentSweeper(payments));
    const port = (http.address() as AddressInfo).port;
    config.publicUrl ||= `http://${displayHost(host)}:${port}`;

    const url = `http://${displayHost(host)}:${port}`;
    log.info('server started', {
      url,
      database: database.kind,
      seeded,
      realtime: realtime.client.databaseUrl,
      dist: distDir ?? null,
      ms: Math.round(performance.now() - started),
    });
    return { url, port, close: closeAll };
  } catch (err) {
    await closeAll();
    throw err;
  }
}

function defaultDistDir(): string | undefined {
  const dir = path.join(PROJECT_ROOT, 'dist');
  return existsSync(path.join(dir, 'index.html')) ? dir : undefined;
}

/** Browsers and people read "localhost"; 127.0.0.1 stays as is so tests get exactly what they bound. */
function displayHost(host: string): string {
  return host === '0.0.0.0' || host === '::' || host === 'localhost' ? 'localhost' : host;
}

function listen(http: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    http.once('error', reject);
    http.listen(port, host, () => {
      http.off('error', reject);
      resolve();
    });
  });
}

async function closeHttp(http: Server): Promise<void> {
  const closed = new Promise<void>((resolve) => http.close(() => resolve()));
  http.closeIdleConnections();
  // Requests in flight get a moment to finish; then the sockets are cut.
  const timer = setTimeout(() => http.closeAllConnections(), 2000);
  await closed;
  clearTimeout(timer);
}

/** `npm start` / `node --import tsx server/index.ts`: env in, URL out, clean stop on Ctrl-C. */
export async function main(): Promise<void> {
  const server = await startServer({
    port: Number(process.env.PORT ?? 8080),
    host: process.env.HOST ?? '127.0.0.1',
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR || undefined,
    distDir: process.env.DIST_DIR || undefined,
  });
  const shown = process.env.HOST ? server.url : `http://localhost:${server.port}`;
  console.log(`Hungry Table is running at ${shown}`);
  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    server.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(entry).href) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
