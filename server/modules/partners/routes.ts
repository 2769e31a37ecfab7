import { Hono } from 'hono';
import * as partners from '@/contract/endpoints/partners';
import type { AppEnv, ServerContext } from '../../context';
import { AppError } from '../../http/app-error';
import { mount } from '../../http/mount';
import { limitsGuard } from '../../http/rate-limit';
import { loadPartnerDirectory, publicPartner, type PartnerDirectory } from './partner-directory';
import {
  PartnerUnavailableError,
  fakePartnerService,
  httpPartnerService,
  partnerLookups,
  type PartnerUserInfoLookup,
} from './user-info-adapter';

/**
 * A partner's page asks once per visit; this stops a script from using us to try tokens against the
 * partner (counted per client and per address, before the partner is asked).
 */
export const PARTNER_LOOKUP_LIMITS = { perClient: 20, perAddress: 100, windowSeconds: 10 * 60 } as const;

export interface PartnersModule {
  directory: PartnerDirectory;
  lookup: PartnerUserInfoLookup;
}

/** The default run: partners from their data file, lookups through the local fake or the partner's HTTP. */
export function createPartnersModule(): PartnersModule {
  return {
    directory: loadPartnerDirectory(),
    lookup: partnerLookups({ fake: fakePartnerService(), http: httpPartnerService() }),
  };
}

/** Partner modes (docs/decisions/0039-partner-modes.md). */
export function createPartnerRoutes(ctx: ServerContext, module: PartnersModule): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { directory, lookup } = module;

  mount(app, ctx, partners.partner, ({ params }) => {
    const entry = directory.find(params.name);
    if (!entry) throw new AppError(404, 'partnerNotFound');
    return Promise.resolve({ data: publicPartner(entry) });
  });

  mount(
    app,
    ctx,
    partners.partnerUserInfo,
    async ({ params, body }) => {
      const entry = directory.find(params.name);
      if (!entry || entry.userInfo === null) throw new AppError(404, 'partnerNotFound');
      let user;
      try {
        user = await lookup.lookup(entry, body.token);
      } catch (err) {
        if (!(err instanceof PartnerUnavailableError)) throw err;
        ctx.log.warn('partner user-info lookup failed', { partner: entry.name, error: err.message });
        throw new AppError(502, 'partnerUserInfoFailed');
      }
      if (!user) throw new AppError(401, 'partnerTokenInvalid');
      return { data: user };
    },
    { guard: limitsGuard(ctx, 'partner.userInfo', PARTNER_LOOKUP_LIMITS) },
  );

  return app;
}
