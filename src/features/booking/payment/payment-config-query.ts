import { queryOptions } from '@tanstack/react-query';
import { fetchPaymentConfig } from '@/api/payments';
import type { Language } from '@/contract/envelope';

/** The config entity as step 5 needs it (provider, PromptPay countdown, save-card flag). */
export const paymentConfigQuery = (lang: Language) =>
  queryOptions({
    queryKey: ['booking', 'config', lang] as const,
    queryFn: ({ signal }) => fetchPaymentConfig(signal),
    staleTime: 10 * 60_000,
  });
