import { useRealtimeRecordWatch } from '@/entities/payment/realtime-record-watch';

/** Follows ticket_transactions/{firebaseKey} while the order waits for payment (see useRealtimeRecordWatch). */
export function useTicketTransactionWatch(firebaseKey: string | undefined, active: boolean, onChange: () => void): void {
  useRealtimeRecordWatch(firebaseKey ? `ticket_transactions/${firebaseKey}` : null, active, onChange);
}
