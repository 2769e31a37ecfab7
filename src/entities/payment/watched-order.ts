import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useRealtimeRecordWatch } from '@/entities/payment/realtime-record-watch';

/** How often a waiting order is read again when the realtime record is quiet (a missed event, no socket). */
const WAITING_POLL_MS = 3000;

/**
 * An order page's read of its order (gift cards, restaurant vouchers): while it waits for payment it is
 * read again on every change of its realtime record and every few seconds besides; `reread` is for the
 * PromptPay panel when its QR runs out.
 */
export function useWatchedOrder<TData extends { status: string; firebaseKey: string }, TKey extends QueryKey>(
  options: UseQueryOptions<TData, Error, TData, TKey>,
  recordPath: (order: TData) => string,
) {
  const query = useQuery({
    ...options,
    refetchInterval: (q) => (q.state.data?.status === 'waiting_for_payment' ? WAITING_POLL_MS : false),
  });
  const { refetch } = query;
  const reread = useCallback(() => void refetch(), [refetch]);
  const order = query.data;
  useRealtimeRecordWatch(order ? recordPath(order) : null, order?.status === 'waiting_for_payment', reread);
  return { query, reread };
}
