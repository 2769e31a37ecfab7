/** What ordering needs of an address: its id, whether it is the primary one, when it was saved. */
export interface OrderedAddress {
  id: number;
  primary: boolean;
  createdAt: string;
}

/**
 * A member's addresses as the list shows them: the primary first, then the newest saved, the higher
 * id breaking ties of the same instant (tests/domain/addresses/address-order.test.ts).
 */
export function orderAddresses<A extends OrderedAddress>(list: readonly A[]): A[] {
  return [...list].sort((a, b) => {
    if (a.primary !== b.primary) return a.primary ? -1 : 1;
    const time = Date.parse(b.createdAt) - Date.parse(a.createdAt);
    return time !== 0 ? time : b.id - a.id;
  });
}

/**
 * Which address becomes primary when the primary one is deleted: the newest of those left, none when
 * none is left. A member with addresses always has exactly one primary.
 */
export function nextPrimary<A extends OrderedAddress>(left: readonly A[]): A | null {
  const [newest] = [...left].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
  return newest ?? null;
}
