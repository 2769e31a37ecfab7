import { Hono } from 'hono';
import * as favourites from '@/contract/endpoints/favourites';
import type { AppEnv, ServerContext } from '../../context';
import { AppError } from '../../http/app-error';
import { mount } from '../../http/mount';
import { limitsGuard } from '../../http/rate-limit';
import { favouriteIds, listFavourites, toggleFavourite } from './favourite-service';

/**
 * A member toggles a heart a few times a minute at most; this is far above that and still stops a
 * script from churning rows (counted per member and per address, before any work).
 */
export const FAVOURITE_TOGGLE_LIMITS = { perClient: 120, perAddress: 600, windowSeconds: 10 * 60 } as const;

/** The member's favourite restaurants (docs/decisions/0026-favourites.md). */
export function createFavouriteRoutes(ctx: ServerContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  mount(app, ctx, favourites.favouriteRestaurants, async ({ user, query, lang, c }) =>
    listFavourites(ctx, user, query.page, lang, c.req.url),
  );

  mount(app, ctx, favourites.favouriteRestaurantIds, async ({ user }) => ({
    data: { restaurantIds: await favouriteIds(ctx, user) },
  }));

  const limit = limitsGuard(ctx, 'favourite.toggle', FAVOURITE_TOGGLE_LIMITS);
  mount(
    app,
    ctx,
    favourites.toggleFavouriteRestaurant,
    async ({ user, body, say }) => {
      if (!user) throw new AppError(401, 'noTokenProvided');
      const state = await toggleFavourite(ctx, user, body.restaurantId);
      return { data: state, message: say(state.favourite ? 'favouriteAdded' : 'favouriteRemoved') };
    },
    {
      // Before the body is read: without a token the answer is 'No token provided', whatever was sent.
      guard: async (caller) => {
        if (!caller.user) throw new AppError(401, 'noTokenProvided');
        await limit(caller);
      },
    },
  );

  return app;
}
