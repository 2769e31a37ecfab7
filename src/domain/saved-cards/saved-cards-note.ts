/** What the payment form says about the member's saved cards while they are not listed. */
export type SavedCardsNote = 'loading' | 'failed' | null;

/**
 * The saved cards' note beside a card payment: nothing where no list is asked for (a guest, saving off,
 * no card method) or once it has arrived; "failed" when it could not be read; "loading" while it is on
 * its way. The new card form pays whatever the list does, so the note never blocks payment.
 * Used by booking step 5 and the buy pages alike. tests/domain/saved-cards/saved-cards-note.test.ts
 */
export function savedCardsNote(list: {
  asked: boolean;
  arrived: boolean;
  failed: boolean;
  pending: boolean;
}): SavedCardsNote {
  if (!list.asked || list.arrived) return null;
  if (list.failed) return 'failed';
  return list.pending ? 'loading' : null;
}
