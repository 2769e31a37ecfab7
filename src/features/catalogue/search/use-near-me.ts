import { useEffect, useRef, useState } from 'react';
import {
  GEOLOCATION_OPTIONS,
  locationFailure,
  locationLookupAllowed,
  roundCoordinate,
  type LocationFailure,
} from '@/domain/catalogue/geolocation-permission';

export type NearMeState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'failed'; failure: LocationFailure };

async function permissionState(): Promise<string | undefined> {
  try {
    const status = await navigator.permissions?.query({ name: 'geolocation' });
    return status?.state;
  } catch {
    // Some browsers do not know the 'geolocation' permission name: let the lookup's own prompt decide.
    return undefined;
  }
}

/**
 * Near me (tests/features/catalogue/search-page.test.tsx): when `active` and no position is known yet, checks
 * the location permission (prompt or granted allows the lookup, anything else is rejected), then asks for the
 * position with high accuracy and a 5000 ms timeout and hands it to `onPosition` (rounded to ~11 m).
 */
export function useNearMe(active: boolean, onPosition: (position: { lat: number; lng: number }) => void): NearMeState {
  const [state, setState] = useState<NearMeState>({ status: 'idle' });
  // The latest callback, so a new identity on each render does not ask for the position again.
  const onPositionRef = useRef(onPosition);
  useEffect(() => {
    onPositionRef.current = onPosition;
  });

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    const fail = (failure: LocationFailure) => {
      if (!cancelled) setState({ status: 'failed', failure });
    };
    void (async () => {
      if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return fail('device');
      const permission = await permissionState();
      if (cancelled) return;
      if (!locationLookupAllowed(permission)) return fail(locationFailure({ permission }));
      navigator.geolocation.getCurrentPosition(
        (position) => {
          if (cancelled) return;
          onPositionRef.current({
            lat: roundCoordinate(position.coords.latitude),
            lng: roundCoordinate(position.coords.longitude),
          });
        },
        (error) => fail(locationFailure({ permission, errorCode: error.code })),
        GEOLOCATION_OPTIONS,
      );
    })();
    return () => {
      cancelled = true;
      // A later near-me search starts afresh, not from this one's failure.
      setState({ status: 'idle' });
    };
  }, [active]);

  // While active, no answer yet means the position is being looked up.
  if (!active) return { status: 'idle' };
  return state.status === 'idle' ? { status: 'locating' } : state;
}
