import { jsonEndpoint } from '@/contract/endpoint';

/** A member's favourite restaurants (docs/decisions/0026-favourites.md). */
const schemas = () => import('@/contract/favourites');

/** The member's favourites, newest first, FAVOURITES_PAGE_SIZE per page; `links.next` while more remain. */
export const favouriteRestaurants = jsonEndpoint({
  name: 'favourites.list',
  method: 'GET',
  path: '/users/favorite_restaurants.json',
  access: 'member',
  schemas: async () => {
    const s = await schemas();
    return { query: s.favouritesQuerySchema, response: s.favouritesPageSchema };
  },
});

/**
 * Adds the restaurant to the member's favourites, or removes it when it is there; answers the new state.
 * Open to guests only so that a call without a token is told 'No token provided' (as the web client
 * words it), never served.
 */
export const toggleFavouriteRestaurant = jsonEndpoint({
  name: 'favourites.toggle',
  method: 'PATCH',
  path: '/users/favorite_restaurants/toggle.json',
  access: 'guest-or-member',
  schemas: async () => {
    const s = await schemas();
    return { body: s.favouriteToggleSchema, response: s.favouriteToggleAnswerSchema };
  },
});

/** Every favourite restaurant id of the member, so each heart shows filled without loading the list. */
export const favouriteRestaurantIds = jsonEndpoint({
  name: 'favourites.ids',
  method: 'GET',
  path: '/users/favorite_restaurants/ids.json',
  access: 'member',
  schemas: async () => ({ response: (await schemas()).favouriteIdsAnswerSchema }),
});
