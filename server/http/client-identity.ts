import { createHash } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { DEVICE_HEADER } from '@/contract/envelope';
import type { AppEnv } from '../context';
import type { AuthUser } from './auth';

/**
 * Who is asking, for limits per client (tests/server/accounts/account-limits.test.ts): the member when signed in,
 * else the device id the PWA keeps in local storage (sent as X-HH-Device), else the address alone.
 * A client can change its device id at will, which is why every limit per client has a looser twin per
 * address. The address is the socket's, or the first X-Forwarded-For hop when TRUST_PROXY=1 (only behind
 * a proxy that sets it: anyone can send the header).
 */
export interface ClientIdentity {
  /** "member:12", "device:<sha256>" or "address:1.2.3.4". */
  key: string;
  address: string;
}

const DEVICE_ID = /^[A-Za-z0-9_-]{8,64}$/;

export function clientOf(c: Context<AppEnv>, user: AuthUser | null): ClientIdentity {
  const address = addressOf(c);
  if (user) return { key: `member:${user.id}`, address };
  const device = c.req.header(DEVICE_HEADER);
  if (device && DEVICE_ID.test(device)) {
    return { key: `device:${createHash('sha256').update(device).digest('hex').slice(0, 32)}`, address };
  }
  return { key: `address:${address}`, address };
}

function addressOf(c: Context<AppEnv>): string {
  if (process.env.TRUST_PROXY === '1') {
    const first = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (first) return first.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Not behind @hono/node-server (app.request in tests): one shared unknown address.
    return 'unknown';
  }
}
