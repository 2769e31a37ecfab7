import { queryOptions } from '@tanstack/react-query';
import { isRefusal } from '@/api/api-error';
import type { Language } from '@/contract/envelope';
import { loadConfirmation } from '@/entities/confirmation/confirmation-calls';

/**
 * The confirmation of one booking. The key starts with 'confirmation': not a persisted prefix (the
 * device's own copy is kept apart, see saved-confirmations.ts). Names come translated: the language is
 * in the key. `today` (Bangkok) only decides which old copies are dropped when this one is saved.
 */
export const confirmationKeys = {
  one: (encryptedId: string, lang: Language) => ['confirmation', encryptedId, lang] as const,
};

export const confirmationQuery = (encryptedId: string, lang: Language, today: string) =>
  queryOptions({
    queryKey: confirmationKeys.one(encryptedId, lang),
    queryFn: ({ signal }) => loadConfirmation(encryptedId, lang, today, signal),
    staleTime: 10_000,
    // The API retries network failures itself; a 404 stays a 404.
    retry: false,
  });

export function isUnknownBooking(error: unknown): boolean {
  return isRefusal(error, 404);
}
