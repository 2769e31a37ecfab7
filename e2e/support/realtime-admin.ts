import type { APIRequestContext } from '@playwright/test';
import { createAdminRealtimeWriter, type AdminRealtimeWriter } from '../../server/realtime/admin-writer';

/** `realtime` of GET /api/v5/config.json, as the server sends it (snake_case). */
export interface RealtimeWireConfig {
  database_url: string;
  emulator_host: string | null;
  emulator_port: number | null;
}

export async function realtimeConfig(request: APIRequestContext): Promise<RealtimeWireConfig> {
  const res = await request.get('/api/v5/config.json');
  if (!res.ok()) throw new Error(`GET /api/v5/config.json answered ${res.status()}`);
  const body = (await res.json()) as { data: { realtime: RealtimeWireConfig } };
  return body.data.realtime;
}

/**
 * An admin connection to the e2e server's local realtime database, from the test process. It reuses the
 * server's own writer (server/realtime/admin-writer.ts): firebase-admin pointed at the `http://` database
 * URL (same namespace) is an emulator client that authenticates with the `owner` secret, the only
 * connection the local server lets write (server/realtime/local-server.ts). Close it when done.
 */
export async function connectRealtimeAdmin(request: APIRequestContext): Promise<AdminRealtimeWriter> {
  const realtime = await realtimeConfig(request);
  if (!realtime.emulator_host || !realtime.database_url.startsWith('http://')) {
    throw new Error(`the e2e server must run the local realtime database, got ${realtime.database_url}`);
  }
  return createAdminRealtimeWriter({ databaseUrl: realtime.database_url });
}
