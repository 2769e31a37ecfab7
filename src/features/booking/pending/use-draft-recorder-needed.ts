import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { isDraftRecorderNeeded, type DraftRecorderFacts } from '@/domain/booking/draft-recorder-needed';
import { useStore } from '@/lib/create-store';
import { sessionStore } from '@/entities/session/session';
import { hasStoredDrafts } from '@/features/booking/pending/draft-db';

/**
 * Whether this page needs the pending-booking mount: the draft recorder and the offer
 * (src/domain/booking/draft-recorder-needed.ts). Asks the device's draft store once, for its keys only.
 * Once needed it stays so for the page's life: a booking recorded on a restaurant's page is offered on
 * home after it.
 */
export function useDraftRecorderNeeded(): boolean {
  const signedIn = useStore(sessionStore) !== null;
  const onRestaurantPages = useRouterState({
    select: (s) => s.matches.some((m) => m.routeId.startsWith('/restaurants/$restaurantName/')),
  });
  const [deviceDrafts, setDeviceDrafts] = useState<DraftRecorderFacts['deviceDrafts']>('unknown');
  const [once, setOnce] = useState(false);
  const needed = isDraftRecorderNeeded({ signedIn, onRestaurantPages, deviceDrafts });

  useEffect(() => {
    hasStoredDrafts().then(
      (some) => setDeviceDrafts(some ? 'some' : 'none'),
      () => setDeviceDrafts('unreadable'),
    );
  }, []);
  // Remembered during render (React re-renders at once), so the mount never flickers out and back.
  if (needed && !once) setOnce(true);
  return needed || once;
}
