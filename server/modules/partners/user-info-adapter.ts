import { partnerUserSchema, type PartnerUser } from '@/contract/partners';
import type { PartnerEntry } from './partner-directory';

/**
 * The edge of the world: the one place the server asks a partner who its user is. Everything inward
 * (routes, tests, the PWA) sees only this interface; a partner's real service and the local fake are
 * interchangeable behind it. `null`: the partner does not know the token.
 */
export interface PartnerUserInfoLookup {
  lookup: (partner: PartnerEntry, token: string) => Promise<PartnerUser | null>;
}

/** The partner did not answer usably (down, slow, or an answer we cannot read). */
export class PartnerUnavailableError extends Error {}

/**
 * The local fake partner service, standing in for the partner at the edge of the world in the default
 * run and the tests: it knows a few fixed tokens, and `tt-down` plays a partner that is down.
 */
export const FAKE_PARTNER_USERS: Readonly<Record<string, PartnerUser>> = {
  'tt-somchai': { name: 'Somchai Jaidee', email: 'somchai@tagthai.example', phone: '0812345678' },
  'tt-malee': { name: 'Malee Srisuk', email: 'malee@tagthai.example', phone: '0898765432' },
};
export const FAKE_PARTNER_DOWN_TOKEN = 'tt-down';

export function fakePartnerService(): PartnerUserInfoLookup {
  return {
    lookup: (_partner, token) => {
      if (token === FAKE_PARTNER_DOWN_TOKEN)
        return Promise.reject(new PartnerUnavailableError('fake partner is down'));
      return Promise.resolve(FAKE_PARTNER_USERS[token] ?? null);
    },
  };
}

/** How long a partner gets to answer before the diner is told the lookup failed. */
export const PARTNER_LOOKUP_TIMEOUT_MS = 5000;

/**
 * A partner's own user-info service over HTTP: POST `{ token }`, answer `{ name, email, phone }`;
 * 404 or 401 means an unknown token. Not used by the default run (no partner's service is reachable
 * from here).
 */
export function httpPartnerService(fetchImpl: typeof fetch = fetch): PartnerUserInfoLookup {
  return {
    lookup: async (partner, token) => {
      if (partner.userInfo?.adapter !== 'http') return null;
      let res: Response;
      try {
        res = await fetchImpl(partner.userInfo.url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ token }),
          signal: AbortSignal.timeout(PARTNER_LOOKUP_TIMEOUT_MS),
        });
      } catch (err) {
        throw new PartnerUnavailableError(String(err));
      }
      if (res.status === 404 || res.status === 401) return null;
      if (!res.ok) throw new PartnerUnavailableError(`partner answered ${res.status}`);
      const user = partnerUserSchema.safeParse(await res.json().catch(() => null));
      if (!user.success) throw new PartnerUnavailableError('partner answer unreadable');
      return user.data;
    },
  };
}

/** Each partner's lookup goes through the adapter its data names. */
export function partnerLookups(adapters: {
  fake: PartnerUserInfoLookup;
  http: PartnerUserInfoLookup;
}): PartnerUserInfoLookup {
  return {
    lookup: (partner, token) => {
      if (partner.userInfo === null) return Promise.resolve(null);
      return adapters[partner.userInfo.adapter].lookup(partner, token);
    },
  };
}
