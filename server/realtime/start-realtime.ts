import type { RealtimeWriter, ServerConfig } from '../context';
import { createAdminRealtimeWriter, credentialFromEnv, type AdminRealtimeWriter } from './admin-writer';
import { startLocalRealtimeServer, type LocalRealtimeServer } from './local-server';

export const VERSION_PATH = 'versionchecker/web/version';

export interface Realtime {
  writer: AdminRealtimeWriter;
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
  opts: { port?: number; namespace?: string } = {},
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
  });
  const databaseUrl = `http://${local.host}:${local.port}?ns=${local.namespace}`;
  const writer = createAdminRealtimeWriter({ databaseUrl });
  return {
    writer,
    client: { databaseUrl, emulatorHost: local.host, emulatorPort: local.port },
    local,
    close: async () => {
      await writer.close();
      await local.close();
    },
  };
}

/** The PWA compares this with its own version (dots removed) and offers a refresh when higher. */
export async function publishVersion(writer: RealtimeWriter, version: string): Promise<void> {
  await writer.set(VERSION_PATH, version);
}
