import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RealtimeWriter, ServerConfig } from '../context';
import { createAdminRealtimeWriter, credentialFromEnv } from './admin-writer';
import { startLocalRealtimeServer, type LocalRealtimeServer } from './local-server';

/** Where the local realtime database keeps its admin secret, inside the data directory. */
export const REALTIME_SECRET_FILE = 'realtime-admin.secret';

/**
 * The local realtime database's admin credential: 256 random bits, made once per data directory (file
 * mode 0600, so tools of the same user can write, e.g. the journeys' admin), or per process without one.
 * Never a constant (tests/server/realtime/realtime.test.ts).
 */
export function realtimeAdminSecret(dataDir: string | undefined): string {
  if (!dataDir) return randomBytes(32).toString('hex');
  const file = path.join(dataDir, REALTIME_SECRET_FILE);
  if (existsSync(file)) {
    const saved = readFileSync(file, 'utf8').trim();
    if (/^[0-9a-f]{64}$/.test(saved)) return saved;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

export const VERSION_PATH = 'versionchecker/web/version';

export interface Realtime {
  writer: RealtimeWriter & { read: (path: string) => Promise<unknown> };
  /** What the PWA's firebase SDK needs to connect (also served in /config.json). */
  client: ServerConfig['realtime'];
  /** The in-process server, when local; null in production. */
  local: LocalRealtimeServer | null;
  close: () => Promise<void>;
}

/**
 * Production: FIREBASE_DATABASE_URL (+ FIREBASE_SERVICE_ACCOUNT or GOOGLE_APPLICATION_CREDENTIALS)
 * → the real project, no local server. Otherwise: firebase-server on 127.0.0.1:REALTIME_PORT (0 = free).
 */
export async function startRealtime(
  opts: { port?: number; namespace?: string; dataDir?: string } = {},
  env: NodeJS.ProcessEnv = process.env,
): Promise<Realtime> {
  const remoteUrl = env.FIREBASE_DATABASE_URL;
  if (remoteUrl) {
    const writer = createAdminRealtimeWriter({ databaseUrl: remoteUrl, credential: credentialFromEnv(env) });
    return {
      writer,
      client: { databaseUrl: remoteUrl, emulatorHost: null, emulatorPort: null },
      local: null,
      close: () => writer.close(),
    };
  }
  const local = await startLocalRealtimeServer({
    port: opts.port ?? Number(env.REALTIME_PORT ?? 0),
    namespace: opts.namespace ?? 'hungry-table',
    adminSecret: realtimeAdminSecret(opts.dataDir),
  });
  const databaseUrl = `http://${local.host}:${local.port}?ns=${local.namespace}`;
  // The server writes in-process: no credential of its own ever crosses the network.
  const writer = { set: local.set, read: local.read, close: () => Promise.resolve() };
  return {
    writer,
    client: { databaseUrl, emulatorHost: local.host, emulatorPort: local.port },
    local,
    close: () => local.close(),
  };
}

/** The PWA compares this with its own version (dots removed) and offers a refresh when higher. */
export async function publishVersion(writer: RealtimeWriter, version: string): Promise<void> {
  await writer.set(VERSION_PATH, version);
}
