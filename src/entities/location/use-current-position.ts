import { useCallback, useEffect, useRef, useState } from 'react';
import {
  GEOLOCATION_OPTIONS,
  locationFailure,
  locationLookupAllowed,
  type LocationFailure,
} from '@/domain/catalogue/geolocation-permission';

export type PositionLookup = { status: 'idle' } | { status: 'locating' } | { status: 'failed'; failure: LocationFailure };

async function permissionState(): Promise<string | undefined> {
  try {
    return (await navigator.permissions?.query({ name: 'geolocation' }))?.state;
  } catch {
    // A browser that does not know the permission name: its own prompt decides.
    return undefined;
  }
}

/**
 * "Use my location": on request, checks the permission
 * (prompt or granted allows the lookup, anything else is refused with 'Please allow location access in
 * your browser'), then asks for one position with high accuracy and a 5000 ms timeout. A device that
 * gives none gets 'Please turn on permission location on your device settings'. Positions are not
 * rounded: a delivery goes to this point. Shared by step 5's delivery form and the profile's address
 * form (e2e/booking-delivery.spec.ts, e2e/addresses.spec.ts).
 */
export function useCurrentPosition(onPosition: (at: { lat: number; lng: number }) => void): {
  lookup: PositionLookup;
  locate: () => void;
} {
  const [lookup, setLookup] = useState<PositionLookup>({ status: 'idle' });
  const onPositionRef = useRef(onPosition);
  const mounted = useRef(true);
  useEffect(() => {
    onPositionRef.current = onPosition;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const locate = useCallback(() => {
    const fail = (failure: LocationFailure) => {
      if (mounted.current) setLookup({ status: 'failed', failure });
    };
    setLookup({ status: 'locating' });
    void (async () => {
      if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return fail('device');
      const permission = await permissionState();
      if (!locationLookupAllowed(permission)) return fail(locationFailure({ permission }));
      navigator.geolocation.getCurrentPosition(
        (position) => {
          if (!mounted.current) return;
          setLookup({ status: 'idle' });
          onPositionRef.current({ lat: position.coords.latitude, lng: position.coords.longitude });
        },
        (error) => fail(locationFailure({ permission, errorCode: error.code })),
        GEOLOCATION_OPTIONS,
      );
    })();
  }, []);

  return { lookup, locate };
}
