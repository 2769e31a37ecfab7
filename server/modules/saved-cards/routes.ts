import { Hono } from 'hono';
import * as endpoints from '@/contract/endpoints/saved-cards';
import type { AppEnv } from '../../context';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth';
import { mount } from '../../http/mount';
import { featureOn } from '../catalogue/config-constants';
import type { PaymentsDeps } from '../payments/payment-service';
import { deleteSavedCard, listSavedCards, makeCardPrimary } from './saved-card-service';

/** The member's saved cards (docs/decisions/0035-saved-cards.md). */
export function createSavedCardRoutes(deps: PaymentsDeps): Hono<AppEnv> {
  const { ctx, gateway } = deps;
  const app = new Hono<AppEnv>();

  // Before anything is read: with the switch off, none of these endpoints exists for the client.
  const available = () => {
    if (!featureOn(ctx, 'enableSaveCc')) throw new AppError(404, 'savedCardsUnavailable');
    return Promise.resolve();
  };
  const member = (user: AuthUser | null): number => {
    if (!user) throw new AppError(401, 'noTokenProvided');
    return user.id;
  };

  mount(
    app,
    ctx,
    endpoints.savedCardList,
    async ({ user, c }) => {
      c.header('Cache-Control', 'no-store');
      return listSavedCards(ctx, member(user));
    },
    { guard: available },
  );

  mount(
    app,
    ctx,
    endpoints.deleteSavedCard,
    async ({ user, params, say }) => {
      await deleteSavedCard(ctx, gateway, member(user), params.cardId);
      return { data: { id: params.cardId }, message: say('savedCardDeleted') };
    },
    { guard: available },
  );

  mount(
    app,
    ctx,
    endpoints.makeSavedCardPrimary,
    async ({ user, params, say }) => ({
      data: await makeCardPrimary(ctx, member(user), params.cardId),
      message: say('savedCardMadePrimary'),
    }),
    { guard: available },
  );

  return app;
}
