import { cardExpired } from './card-expiry';
import { preselectedCard, type OrderedCard } from './card-order';

/** What a card payment pays with: one of the member's saved cards (by its id), or a new card in the gateway's form. */
export type CardChoice<C> = { kind: 'saved'; card: C } | { kind: 'new' };

/**
 * The card choice in force: the payer's own pick while it still stands (a new card, or a saved card still
 * listed and not expired), else the preselection (the primary card, else the newest not expired), else a
 * new card. So a list that arrives late picks a card only for someone who has not picked, and a card
 * deleted elsewhere is never sent.
 */
export function currentCardChoice<C extends OrderedCard>(
  cards: readonly C[],
  picked: CardChoice<C> | null,
  now: Date,
): CardChoice<C> {
  if (picked?.kind === 'new') return picked;
  if (picked?.kind === 'saved') {
    const listed = cards.find((c) => c.id === picked.card.id);
    if (listed && !cardExpired(listed, now)) return { kind: 'saved', card: listed };
  }
  const preselected = preselectedCard(cards, now);
  return preselected ? { kind: 'saved', card: preselected } : { kind: 'new' };
}
