import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase, goOffline, onValue, ref, set, type Database } from 'firebase/database';
import { publishVersion, startRealtime, VERSION_PATH, type Realtime } from '@server/realtime/start-realtime';

// The PWA depends on this: the firebase JS SDK (v12) reads what firebase-admin wrote to the local server.
let realtime: Realtime;
const apps: FirebaseApp[] = [];

function readOnce(db: Database, path: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    onValue(ref(db, path), (snap) => resolve(snap.val()), reject, { onlyOnce: true });
  });
}

function client(name: string, databaseURL: string, emulator: boolean): Database {
  const app = initializeApp({ databaseURL, projectId: 'hungry-table-local' }, name);
  apps.push(app);
  const db = getDatabase(app);
  const { emulatorHost, emulatorPort } = realtime.client;
  if (emulator && emulatorHost && emulatorPort) connectDatabaseEmulator(db, emulatorHost, emulatorPort);
  return db;
}

beforeAll(async () => {
  realtime = await startRealtime({ port: 0 }, {});
  await publishVersion(realtime.writer, '1.2.3');
});

afterAll(async () => {
  for (const app of apps) {
    goOffline(getDatabase(app));
    await deleteApp(app);
  }
  await realtime.close();
});

describe('local realtime database', () => {
  it('listens on loopback and describes how clients connect', () => {
    const { databaseUrl, emulatorHost, emulatorPort } = realtime.client;
    expect(emulatorHost).toBe('127.0.0.1');
    expect(emulatorPort).toBeGreaterThan(0);
    expect(databaseUrl).toBe(`http://127.0.0.1:${emulatorPort}?ns=hungry-table`);
  });

  it('admin reads back what it wrote (once, since get() hangs on firebase-server)', async () => {
    expect(await realtime.writer.read(VERSION_PATH)).toBe('1.2.3');
  });

  it('the web SDK reads the version with databaseURL + connectDatabaseEmulator', async () => {
    const db = client('with-emulator', realtime.client.databaseUrl, true);
    expect(await readOnce(db, VERSION_PATH)).toBe('1.2.3');
  });

  it('the web SDK also works with the databaseURL alone', async () => {
    const db = client('url-only', realtime.client.databaseUrl, false);
    expect(await readOnce(db, VERSION_PATH)).toBe('1.2.3');
  });

  it('a client sees its own reservation change live, but cannot list or write', async () => {
    const db = client('watcher', realtime.client.databaseUrl, true);
    const seen: unknown[] = [];
    let first: () => void = () => undefined;
    const listening = new Promise<void>((resolve) => (first = resolve));
    const done = new Promise<void>((resolve) => {
      onValue(ref(db, 'reservations/key-123'), (snap) => {
        const value = snap.val() as { status?: string } | null;
        seen.push(value);
        first();
        if (value?.status === 'confirmed') resolve();
      });
    });
    await listening;
    await realtime.writer.set('reservations/key-123', { status: 'pending' });
    await realtime.writer.set('reservations/key-123', { status: 'confirmed' });
    await done;
    // Missing at first (the PWA retries 15 × 2 s for that), then the statuses as the server writes them.
    expect(seen[0]).toBeNull();
    expect(seen.at(-1)).toEqual({ status: 'confirmed' });

    await expect(readOnce(db, 'reservations')).rejects.toThrow(/permission_denied/);
    await expect(set(ref(db, 'reservations/key-123'), { status: 'paid' })).rejects.toThrow(/PERMISSION_DENIED/i);
    expect(await realtime.writer.read('reservations/key-123')).toEqual({ status: 'confirmed' });
  });
});

describe('the admin credential of the local realtime database', () => {
  it('is random per data directory (kept 0600 there), never a constant', async () => {
    const { mkdtempSync, statSync, readFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const { realtimeAdminSecret, REALTIME_SECRET_FILE } = await import('@server/realtime/start-realtime');
    const dir = mkdtempSync(path.join(tmpdir(), 'ht-rt-'));
    const secret = realtimeAdminSecret(dir);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(realtimeAdminSecret(dir)).toBe(secret);
    expect(readFileSync(path.join(dir, REALTIME_SECRET_FILE), 'utf8')).toBe(secret);
    expect(statSync(path.join(dir, REALTIME_SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(realtimeAdminSecret(mkdtempSync(path.join(tmpdir(), 'ht-rt-')))).not.toBe(secret);
    expect(realtimeAdminSecret(undefined)).not.toBe(realtimeAdminSecret(undefined));
  });

  it("a connection with the SDKs' public emulator credential ('owner') cannot write", async () => {
    const db = client('owner-claims', realtime.client.databaseUrl, true);
    // The web SDK in emulator mode authenticates as 'owner'; that no longer makes it the admin.
    await expect(set(ref(db, 'reservations/forged'), { status: 'paid' })).rejects.toThrow(/PERMISSION_DENIED/i);
    await expect(set(ref(db, VERSION_PATH), '99.0.0')).rejects.toThrow(/PERMISSION_DENIED/i);
    expect(await realtime.writer.read(VERSION_PATH)).toBe('1.2.3');
  });
});
