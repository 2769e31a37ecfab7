import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { configQuery } from '@/entities/config/config-query';
import { loadRealtime } from '@/lib/realtime/firebase';
import { useLanguage } from '@/lib/use-language';

/**
 * Follows one realtime record of an order (ticket_transactions/{key}, voucher_transactions/{key}) while
 * `active` (the order waits for payment): every change calls `onChange`, and the page reads the order
 * again (the record only says that something moved; the order itself is the truth). Offline or without
 * the realtime database the page's own polling still gets there.
 */
export function useRealtimeRecordWatch(path: string | null, active: boolean, onChange: () => void): void {
  const lang = useLanguage();
  const realtime = useQuery(configQuery(lang)).data?.realtime;
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);
  useEffect(() => {
    if (!path || !active || !realtime) return;
    let off: (() => void) | null = null;
    let cancelled = false;
    loadRealtime(realtime)
      .then(({ db, sdk }) => {
        if (cancelled) return;
        off = sdk.onValue(
          sdk.ref(db, path),
          (snapshot) => {
            if (snapshot.exists()) latest.current();
          },
          () => undefined,
        );
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      off?.();
    };
  }, [path, active, realtime]);
}
