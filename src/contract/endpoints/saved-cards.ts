import { jsonEndpoint } from '@/contract/endpoint';

/**
 * A member's saved cards (docs/decisions/0035-saved-cards.md), always the token's own: a card id of
 * another member is not found. Served only while the config's enableSaveCc switch is on.
 */
const schemas = () => import('@/contract/saved-cards');

/** The member's cards, primary first, then newest. */
export const savedCardList = jsonEndpoint({
  name: 'savedCards.list',
  method: 'GET',
  path: '/users/credit_cards.json',
  access: 'member',
  schemas: async () => ({ response: (await schemas()).savedCardListSchema }),
});

/** Removes the card here and at the gateway; deleting the primary card makes the newest one left primary. */
export const deleteSavedCard = jsonEndpoint({
  name: 'savedCards.delete',
  method: 'DELETE',
  path: '/users/credit_cards/{cardId}.json',
  access: 'member',
  schemas: async () => {
    const s = await schemas();
    return { params: s.savedCardParamsSchema, response: s.savedCardDeletedAnswerSchema };
  },
});

/** The card step 5 starts with. */
export const makeSavedCardPrimary = jsonEndpoint({
  name: 'savedCards.makePrimary',
  method: 'PATCH',
  path: '/users/credit_cards/{cardId}/primary.json',
  access: 'member',
  schemas: async () => {
    const s = await schemas();
    return { params: s.savedCardParamsSchema, response: s.savedCardAnswerSchema };
  },
});
