import { randomUUID } from 'node:crypto';
import { applicationDefault, cert, deleteApp, initializeApp, type Credential } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import type { RealtimeWriter } from '../context';

export interface AdminRealtimeWriter extends RealtimeWriter {
  /** Reads once. `get()` never resolves against firebase-server, so this uses once('value'). */
  read: (path: string) => Promise<unknown>;
}

/**
 * A RealtimeWriter on firebase-admin for the Firebase project of production (FIREBASE_DATABASE_URL,
 * an `https://…` URL, with `credential`). The local database is written in-process instead
 * (server/realtime/local-server.ts): firebase-admin would authenticate to it with the emulators' public
 * default credential, which the local server does not accept.
 */
export function createAdminRealtimeWriter(opts: { databaseUrl: string; credential?: Credential }): AdminRealtimeWriter {
  // A unique app name per writer: several servers (tests) can live in one process.
  const app = initializeApp(
    { databaseURL: opts.databaseUrl, credential: opts.credential ?? applicationDefault() },
    `realtime-${randomUUID()}`,
  );
  const db = getDatabase(app);
  let closed: Promise<void> | undefined;
  return {
    set: async (path, value) => {
      await db.ref(path).set(value);
    },
    read: async (path) => {
      const snap = await db.ref(path).once('value');
      return snap.val() as unknown;
    },
    close: () =>
      (closed ??= (async () => {
        db.goOffline();
        await deleteApp(app);
      })()),
  };
}

/** FIREBASE_SERVICE_ACCOUNT (the JSON key as a string) wins; otherwise Google's application default. */
export function credentialFromEnv(env: NodeJS.ProcessEnv = process.env): Credential {
  const json = env.FIREBASE_SERVICE_ACCOUNT;
  return json ? cert(JSON.parse(json) as Record<string, string>) : applicationDefault();
}
