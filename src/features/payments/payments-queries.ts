import { queryOptions } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import type { Language } from '@/contract/envelope';
import { fetchReservationLanding, isNotFound } from '@/features/payments/landing-api';

/**
 * Queries of the payment and landing pages. Keys start with 'payments' (never persisted: a status and a
 * QR are only true for now). The language is in the key because names and addresses come translated.
 */
export const paymentsKeys = {
  all: ['payments'] as const,
  landing: (encryptedId: string, lang: Language) => ['payments', 'landing', encryptedId, lang] as const,
};

export const paymentsQueries = {
  landing: (encryptedId: string, lang: Language) =>
    queryOptions({
      queryKey: paymentsKeys.landing(encryptedId, lang),
      queryFn: ({ signal }) => fetchReservationLanding(encryptedId, signal),
      staleTime: 10_000,
      // An unknown id stays unknown, and no connection is not fixed by asking again (the API client
      // already retried, and the page falls back to the confirmation kept on the device); a failing
      // server is worth another try.
      retry: (count, error) => !isNotFound(error) && !(isApiError(error) && error.kind === 'network') && count < 2,
    }),
};
