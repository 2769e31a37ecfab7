import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import WebSocket from 'ws';
import { REALTIME_SECRET_FILE } from '../../server/realtime/start-realtime';

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

export interface RealtimeAdmin {
  set: (path: string, value: unknown) => Promise<void>;
  read: (path: string) => Promise<unknown>;
  close: () => Promise<void>;
}

interface Frame {
  t: string;
  d: { r?: number; a?: string; b?: { s?: string; d?: unknown; p?: string } };
}

/**
 * An admin connection to the e2e server's local realtime database from the test process. The server
 * accepts writes only from a connection that authenticates with the secret of its data directory
 * (server/realtime/start-realtime.ts), which this reads from the suite's data directory, then speaks the
 * database's wire protocol itself: the firebase SDKs would send their public emulator default instead.
 */
export async function connectRealtimeAdmin(request: APIRequestContext): Promise<RealtimeAdmin> {
  const realtime = await realtimeConfig(request);
  if (!realtime.emulator_host || !realtime.emulator_port) {
    throw new Error(`the e2e server must run the local realtime database, got ${realtime.database_url}`);
  }
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const secret = readFileSync(path.join(dataDir, REALTIME_SECRET_FILE), 'utf8').trim();
  const namespace = new URL(realtime.database_url).searchParams.get('ns') ?? 'hungry-table';
  const ws = new WebSocket(`ws://${realtime.emulator_host}:${realtime.emulator_port}/.ws?v=5&ns=${namespace}`);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });

  let next = 1;
  const pending = new Map<number, (frame: Frame) => void>();
  const listeners = new Map<string, (value: unknown) => void>();
  ws.on('message', (data: WebSocket.Data) => {
    const text = typeof data === 'string' ? data : Buffer.from(data as ArrayBuffer).toString('utf8');
    if (/^\d+$/.test(text)) return;
    const frame = JSON.parse(text) as Frame;
    if (frame.t !== 'd') return;
    if (frame.d.a === 'd' && frame.d.b?.p !== undefined) listeners.get(frame.d.b.p.replace(/^\/+/, ''))?.(frame.d.b.d);
    if (frame.d.r !== undefined) pending.get(frame.d.r)?.(frame);
  });
  const ask = (a: string, b: Record<string, unknown>): Promise<Frame> =>
    new Promise((resolve) => {
      const r = next++;
      pending.set(r, resolve);
      ws.send(JSON.stringify({ t: 'd', d: { r, a, b } }));
    });

  const auth = await ask('auth', { cred: secret });
  if (auth.d.b?.s !== 'ok') throw new Error(`realtime admin refused: ${JSON.stringify(auth.d.b)}`);
  return {
    set: async (at, value) => {
      const answer = await ask('p', { p: `/${at}`, d: value });
      if (answer.d.b?.s !== 'ok') throw new Error(`realtime write refused: ${JSON.stringify(answer.d.b)}`);
    },
    read: (at) =>
      new Promise((resolve) => {
        listeners.set(at, (value) => {
          listeners.delete(at);
          resolve(value);
        });
        void ask('q', { p: `/${at}`, h: '' });
      }),
    close: () =>
      new Promise((resolve) => {
        ws.once('close', () => resolve());
        ws.close();
      }),
  };
}
