/**
 * Whether the pending-booking offer has anything to look at yet (test:
 * tests/domain/booking/pending-offer-needed.test.ts). A member's pending bookings are on the server, so a
 * signed-in diner always needs it. A guest needs it only once the device holds a draft, or when reading the
 * device's drafts failed (the offer tells the diner so). A first visit has neither: the offer's code (its
 * contract schemas, its calls) is not fetched or run for nothing beside the first page.
 */
export interface PendingOfferFacts {
  signedIn: boolean;
  guestDrafts: 'loading' | 'ready' | 'failed';
  hasGuestDraft: boolean;
}

export function isPendingOfferNeeded({ signedIn, guestDrafts, hasGuestDraft }: PendingOfferFacts): boolean {
  return signedIn || guestDrafts === 'failed' || hasGuestDraft;
}
