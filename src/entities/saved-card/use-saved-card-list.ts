import { useQuery } from '@tanstack/react-query';
import { savedCardsNote, type SavedCardsNote } from '@/domain/saved-cards/saved-cards-note';
import type { SavedCard } from '@/contract/saved-cards';
import { savedCardsQuery } from '@/entities/saved-card/saved-card-query';

/**
 * A card payment's saved cards: asked for only where the member may save cards and the payment needs
 * them, with the note the form shows while they are not listed (domain/saved-cards/saved-cards-note).
 * Booking step 5 and the buy pages share it.
 */
export function useSavedCardList(
  email: string | null,
  { canSave, needed }: { canSave: boolean; needed: boolean },
): { cards: readonly SavedCard[]; note: SavedCardsNote } {
  const asked = canSave && needed;
  const list = useQuery({ ...savedCardsQuery(email), enabled: asked });
  return {
    cards: canSave ? (list.data ?? []) : [],
    note: savedCardsNote({ asked, arrived: list.data !== undefined, failed: list.isError, pending: list.isPending }),
  };
}
