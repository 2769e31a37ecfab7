import { isRefusal } from '@/api/api-error';
import { call } from '@/api/call';
import * as partners from '@/contract/endpoints/partners';
import type { PartnerUser } from '@/contract/partners';
import type { PartnerRequest } from '@/domain/partners/partner-query';
import type { PartnerModeState } from '@/entities/partner/partner-mode-state';

/** The tab's partner mode as partner-mode.ts holds it: read, saved, and the tokens already looked up. */
export interface PartnerModeAccess {
  read: () => PartnerModeState;
  save: (state: PartnerModeState) => void;
  lookedUp: Set<string>;
}

/**
 * Asks the server for a partner's settings and, with a token, for its user (syncPartnerMode in
 * partner-mode.ts decides when). A chunk of its own: only a partner's visits need it (decision 0064).
 * Never rejects. tests/entities/partner/partner-mode.test.ts.
 */
export async function fetchPartnerMode(request: PartnerRequest, mode: PartnerModeAccess): Promise<void> {
  let partner = mode.read().partner;
  if (!partner) {
    try {
      partner = (
        await call(partners.partner, { params: { name: request.name }, dontReport: true, validate: true })
      ).data;
    } catch (error) {
      // The server does not know the partner: the mode ends.
      if (isRefusal(error, 404) && mode.read().request?.name === request.name) mode.save({ request: null, partner: null, user: null });
      return;
    }
  }
  if (mode.read().request?.name !== request.name) return;
  let user: PartnerUser | null = null;
  if (request.token && partner.hasUserInfo && !mode.lookedUp.has(`${request.name}:${request.token}`)) {
    mode.lookedUp.add(`${request.name}:${request.token}`);
    try {
      user = (
        await call(partners.partnerUserInfo, {
          params: { name: request.name },
          body: { token: request.token },
          dontReport: true,
          validate: true,
        })
      ).data;
    } catch {
      // The token is only a convenience (the diner's details filled in): the mode works without it.
    }
  }
  const current = mode.read();
  if (current.request?.name === request.name) mode.save({ ...current, partner, user: user ?? current.user });
}
