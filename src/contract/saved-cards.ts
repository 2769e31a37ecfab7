import { z } from 'zod';
import { answerOf } from './answer';
import { idParam } from './fields';

/**
 * A member's saved cards (docs/decisions/0035-saved-cards.md): list, delete and make primary. A card is
 * saved by paying with "save this card" ticked; what is kept is the gateway's view of it — brand, last
 * four digits, expiry — never the number. camelCase as both sides see them.
 */

/** How many cards one member may keep; saving one more while paying is refused before the gateway is asked. */
export const MAX_SAVED_CARDS = 10;

export const savedCardParamsSchema = z.object({ cardId: idParam('cardId') });

export const savedCardSchema = z.object({
  /** Our id: what the member's calls and a payment with this card send. */
  id: z.number().int(),
  /** As the gateway names it: Visa, MasterCard, JCB… */
  brand: z.string(),
  lastDigits: z.string(),
  expirationMonth: z.number().int(),
  expirationYear: z.number().int(),
  primary: z.boolean(),
  createdAt: z.string(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

export const savedCardListSchema = z.object({
  data: z.array(savedCardSchema),
  meta: z.object({ total: z.number().int().nonnegative() }),
});
export type SavedCardList = z.infer<typeof savedCardListSchema>;

export const savedCardAnswerSchema = answerOf(savedCardSchema);
export const savedCardDeletedAnswerSchema = answerOf(z.object({ id: z.number().int() }));
