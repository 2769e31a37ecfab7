import { and, count, desc, eq } from 'drizzle-orm';
import { FAVOURITES_PAGE_SIZE, type FavouritesPage, type FavouriteState } from '@/contract/favourites';
import type { Language } from '@/contract/envelope';
import type { ServerContext } from '../../context';
import { favouriteRestaurants } from '../../db/schema/favourites';
import { restaurants } from '../../db/schema/restaurants';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth';
import { cardResources } from '../catalogue/listing-cards';
import { pageLinks } from '../../http/page-links';

/**
 * Every query is scoped by the caller's own user id (the token's), never by an id the request names, so
 * one member can neither see nor change another's favourites (tests/server/favourites/favourites.test.ts).
 */

/** Only restaurants still open to the public are listed (and counted). */
const listed = (user: AuthUser) => and(eq(favouriteRestaurants.userId, user.id), eq(restaurants.isActive, true));

export async function listFavourites(
  ctx: ServerContext,
  user: AuthUser,
  page: number,
  lang: Language,
  requestUrl: string,
): Promise<FavouritesPage> {
  const from = ctx.db
    .select({ id: favouriteRestaurants.restaurantId })
    .from(favouriteRestaurants)
    .innerJoin(restaurants, eq(restaurants.id, favouriteRestaurants.restaurantId))
    .where(listed(user))
    .orderBy(desc(favouriteRestaurants.createdAt), desc(favouriteRestaurants.restaurantId))
    .limit(FAVOURITES_PAGE_SIZE)
    .offset((page - 1) * FAVOURITES_PAGE_SIZE);
  const [rows, [totals]] = await Promise.all([
    from,
    ctx.db
      .select({ total: count() })
      .from(favouriteRestaurants)
      .innerJoin(restaurants, eq(restaurants.id, favouriteRestaurants.restaurantId))
      .where(listed(user)),
  ]);
  const total = totals?.total ?? 0;
  return {
    data: await cardResources(
      ctx,
      rows.map((r) => r.id),
      lang,
    ),
    links: pageLinks(requestUrl, { number: page, size: FAVOURITES_PAGE_SIZE }, total, 'page'),
    meta: { total },
  };
}

/**
 * Removes the favourite when it is there, else adds it (an unknown or closed restaurant cannot be added:
 * 404). One transaction, and the (member, restaurant) key makes a doubled add store one row.
 */
export async function toggleFavourite(ctx: ServerContext, user: AuthUser, restaurantId: number): Promise<FavouriteState> {
  return ctx.db.transaction(async (tx) => {
    const removed = await tx
      .delete(favouriteRestaurants)
      .where(and(eq(favouriteRestaurants.userId, user.id), eq(favouriteRestaurants.restaurantId, restaurantId)))
      .returning({ id: favouriteRestaurants.restaurantId });
    if (removed.length > 0) return { restaurantId, favourite: false };
    const [open] = await tx
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(and(eq(restaurants.id, restaurantId), eq(restaurants.isActive, true)));
    if (!open) throw new AppError(404, 'restaurantNotFound');
    await tx.insert(favouriteRestaurants).values({ userId: user.id, restaurantId }).onConflictDoNothing();
    return { restaurantId, favourite: true };
  });
}

/** The ids behind the member's hearts, newest first (the same rows the list shows). */
export async function favouriteIds(ctx: ServerContext, user: AuthUser): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: favouriteRestaurants.restaurantId })
    .from(favouriteRestaurants)
    .innerJoin(restaurants, eq(restaurants.id, favouriteRestaurants.restaurantId))
    .where(listed(user))
    .orderBy(desc(favouriteRestaurants.createdAt), desc(favouriteRestaurants.restaurantId));
  return rows.map((r) => r.id);
}
