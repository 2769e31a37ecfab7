import { z } from 'zod';
import { answerOf } from './answer';
import { INT4_MAX } from './fields';
import { cardResourceSchema } from './listings';
import { refusal } from './refusal';
import { pageLinksSchema } from './search';

/**
 * A member's favourite restaurants (tests/server/favourites/favourites.test.ts): the list, newest
 * favourite first, in pages; the toggle; the ids that fill the hearts. camelCase as both sides see them.
 */

/** Restaurants per page of the favourites list. */
export const FAVOURITES_PAGE_SIZE = 10;

/** `page` is 1-based; a page past the end is simply empty. Extra flags the web client sends are ignored. */
export const favouritesQuerySchema = z.object({
  page: z.coerce
    .number({ error: refusal('invalidPage', { field: 'page' }) })
    .int(refusal('invalidPage', { field: 'page' }))
    .min(1, refusal('invalidPage', { field: 'page' }))
    .max(100_000, refusal('invalidPage', { field: 'page' }))
    .default(1),
});

export const favouritesPageSchema = z.object({
  data: z.array(cardResourceSchema),
  links: pageLinksSchema,
  meta: z.object({ total: z.number().int().nonnegative() }),
});
export type FavouritesPage = z.infer<typeof favouritesPageSchema>;

/** Every refusal of the restaurant id says the same: there is no restaurant to toggle. */
const restaurantIdField = z
  .union([z.string().regex(/^\d{1,10}$/, refusal('selectRestaurant')), z.number().int(refusal('selectRestaurant'))], {
    error: refusal('selectRestaurant'),
  })
  .transform(Number)
  .refine((n) => n >= 1 && n <= INT4_MAX, refusal('selectRestaurant'));

export const favouriteToggleSchema = z.object({ restaurantId: restaurantIdField });

export const favouriteStateSchema = z.object({ restaurantId: z.number(), favourite: z.boolean() });
export type FavouriteState = z.infer<typeof favouriteStateSchema>;
export const favouriteToggleAnswerSchema = answerOf(favouriteStateSchema);

export const favouriteIdsAnswerSchema = answerOf(z.object({ restaurantIds: z.array(z.number()) }));
