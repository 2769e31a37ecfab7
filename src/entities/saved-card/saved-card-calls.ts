import { call } from '@/api/call';
import * as savedCards from '@/contract/endpoints/saved-cards';
import type { SavedCard } from '@/contract/saved-cards';

/** The saved-card calls of the contract (src/contract/endpoints/saved-cards.ts), as the screens use them. */

export async function fetchSavedCards(signal?: AbortSignal): Promise<SavedCard[]> {
  const answer = await call(savedCards.savedCardList, { signal, dontReport: true });
  if (!Array.isArray(answer.data)) throw new Error('The saved card list answer holds no list');
  return answer.data;
}

export async function deleteSavedCard(cardId: number): Promise<string | null> {
  const answer = await call(savedCards.deleteSavedCard, { params: { cardId }, dontReport: true });
  return answer.message;
}

export async function makeSavedCardPrimary(cardId: number): Promise<{ card: SavedCard; message: string | null }> {
  const answer = await call(savedCards.makeSavedCardPrimary, { params: { cardId }, dontReport: true });
  return { card: answer.data, message: answer.message };
}
