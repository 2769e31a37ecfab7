import { queryOptions } from '@tanstack/react-query';
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
      // An unknown id stays unknown; other failures are worth a retry.
      retry: (count, error) => !isNotFound(error) && count < 2,
    }),
};
