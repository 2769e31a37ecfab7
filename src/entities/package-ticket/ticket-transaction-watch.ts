import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { configQuery } from '@/entities/config/config-query';
import { loadRealtime } from '@/lib/realtime/firebase';
import { useLanguage } from '@/lib/use-language';

/**
 * Follows ticket_transactions/{firebaseKey} while `active` (an order waiting for payment): every change of
 * the record calls `onChange`, and the page reads the order again (the record only says that something
 * moved; the order itself is the truth). Offline or without the realtime database the page's own polling
 * still gets there.
 */
export function useTicketTransactionWatch(firebaseKey: string | undefined, active: boolean, onChange: () => void): void {
  const lang = useLanguage();
  const realtime = useQuery(configQuery(lang)).data?.realtime;
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);
  useEffect(() => {
    if (!firebaseKey || !active || !realtime) return;
    let off: (() => void) | null = null;
    let cancelled = false;
    loadRealtime(realtime)
      .then(({ db, sdk }) => {
        if (cancelled) return;
        off = sdk.onValue(
          sdk.ref(db, `ticket_transactions/${firebaseKey}`),
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
  }, [firebaseKey, active, realtime]);
}
