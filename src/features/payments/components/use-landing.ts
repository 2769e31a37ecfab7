import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '@/lib/use-language';
import { paymentsQueries } from '@/features/payments/payments-queries';

/**
 * The landing data of a reservation. `pollWhileWaiting`: read again every 2 s while the booking waits
 * for payment (the payment pages: a confirmation may land a moment after the diner comes back).
 */
export function useLanding(encryptedId: string, opts: { pollWhileWaiting?: boolean } = {}) {
  const lang = useLanguage();
  return useQuery({
    ...paymentsQueries.landing(encryptedId, lang),
    refetchInterval: (query) =>
      opts.pollWhileWaiting && query.state.data?.reservation.status === 'waiting_for_payment' ? 2000 : false,
  });
}
