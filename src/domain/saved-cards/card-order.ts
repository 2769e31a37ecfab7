import { cardExpired, type CardExpiry } from './card-expiry';

/** What ordering and picking need of a saved card. */
export interface OrderedCard extends CardExpiry {
  id: number;
  primary: boolean;
  createdAt: string;
}

/**
 * A member's cards as the lists show them: the primary first, then the newest saved, the higher id
 * breaking ties of the same instant (tests/domain/saved-cards/card-order.test.ts).
 */
export function orderCards<C extends OrderedCard>(list: readonly C[]): C[] {
  return [...list].sort((a, b) => {
    if (a.primary !== b.primary) return a.primary ? -1 : 1;
    return Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id;
  });
}

/** Which card becomes primary when the primary one is deleted: the newest left, none when none is left. */
export function nextPrimaryCard<C extends OrderedCard>(left: readonly C[]): C | null {
  const [newest] = orderCards(left.map((c) => ({ ...c, primary: false })));
  return newest ? (left.find((c) => c.id === newest.id) ?? null) : null;
}

/**
 * The card step 5 starts with: the primary one, else the newest; never an expired card (the gateway
 * would decline it), so with only expired cards the diner starts on a new card.
 */
export function preselectedCard<C extends OrderedCard>(list: readonly C[], now: Date): C | null {
  return orderCards(list).find((c) => !cardExpired(c, now)) ?? null;
}
