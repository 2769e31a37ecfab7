import type { ServerConfig } from '../../context';

export interface RelyingParty {
  /** The domain passkeys are bound to (no scheme, no port). */
  rpId: string;
  /** Page origins allowed to use them (scheme, host and port). */
  origins: string[];
  name: string;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/**
 * Where passkeys live (tests/server/accounts/relying-party.test.ts). WEBAUTHN_RP_ID and WEBAUTHN_ORIGINS
 * (comma-separated) when set; otherwise the host of the public URL and its origin. Browsers refuse an IP
 * address as a relying party, so a loopback public URL (the local run, the tests) binds passkeys to
 * `localhost` and accepts that page origin on the same port: open the app at http://localhost:<port> to
 * use them.
 */
export function relyingParty(config: Pick<ServerConfig, 'publicUrl' | 'webauthn'>): RelyingParty {
  const url = new URL(config.publicUrl || 'http://localhost:8080');
  const loopback = LOOPBACK.has(url.hostname);
  const rpId = config.webauthn?.rpId || (loopback ? 'localhost' : url.hostname);
  const own = loopback ? `${url.protocol}//localhost${url.port ? `:${url.port}` : ''}` : url.origin;
  const origins = config.webauthn?.origins?.length ? config.webauthn.origins : [own];
  return { rpId, origins, name: 'Hungry Table' };
}

export function webauthnFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig['webauthn'] {
  const rpId = env.WEBAUTHN_RP_ID?.trim() || undefined;
  const origins = (env.WEBAUTHN_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return { rpId, origins };
}
