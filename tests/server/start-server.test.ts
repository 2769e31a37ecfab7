import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase, goOffline, onValue, ref } from 'firebase/database';
import { readAppVersion, startServer, type RunningServer } from '@server/index';

// The whole process as `npm start` runs it: PGlite on disk, migrations, realtime, HTTP, the PWA files.
let server: RunningServer;
const dataDir = mkdtempSync(path.join(tmpdir(), 'ht-start-'));
const distDir = mkdtempSync(path.join(tmpdir(), 'ht-start-dist-'));

beforeAll(async () => {
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
  server = await startServer({ port: 0, host: '127.0.0.1', dataDir, distDir, seed: false });
}, 120_000);

afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(distDir, { recursive: true, force: true });
});

const PRODUCT_VERSION = '2.122.0';

describe('startServer', () => {
  it('listens on the loopback port it reports and answers health with the database', async () => {
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, data: { database: 'ok', version: PRODUCT_VERSION } });
  });

  it('is product version 2.122.0: package.json, config.json and the version record the update check compares', async () => {
    expect(readAppVersion()).toBe(PRODUCT_VERSION);
    const config = (await (await fetch(`${server.url}/api/v5/config.json`)).json()) as { data: { version: string } };
    expect(config.data.version).toBe(PRODUCT_VERSION);
  });

  it('serves the PWA with a CSP that names its realtime port, and publishes the version there', async () => {
    const res = await fetch(`${server.url}/`);
    expect(await res.text()).toContain('<div id="root">');
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    const port = /ws:\/\/127\.0\.0\.1:(\d+)/.exec(csp)?.[1];
    expect(port).toBeDefined();

    const app = initializeApp({ databaseURL: `http://127.0.0.1:${port}?ns=hungry-table` }, 'start-server-test');
    const db = getDatabase(app);
    connectDatabaseEmulator(db, '127.0.0.1', Number(port));
    const version = await new Promise((resolve, reject) =>
      onValue(ref(db, 'versionchecker/web/version'), (snap) => resolve(snap.val()), reject, { onlyOnce: true }),
    );
    goOffline(db);
    await deleteApp(app);
    expect(version).toBe(PRODUCT_VERSION);
  });

  it('runs side by side with another instance (port 0 = a free port), and close() frees the port', async () => {
    const otherData = mkdtempSync(path.join(tmpdir(), 'ht-start-2-'));
    const other = await startServer({ port: 0, host: '127.0.0.1', dataDir: otherData, seed: false });
    try {
      expect(other.port).not.toBe(server.port);
      expect((await fetch(`${other.url}/api/v5/health.json`)).status).toBe(200);
    } finally {
      await other.close();
      rmSync(otherData, { recursive: true, force: true });
    }
    await expect(fetch(`${other.url}/healthz`)).rejects.toThrow();
  }, 120_000);
});
