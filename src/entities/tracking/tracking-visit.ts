import { capturedParams } from '@/domain/tracking/captured-params';
import type { TrackingParam } from '@/domain/tracking/cookie-lifetimes';
import { mayTrack } from '@/domain/tracking/consent-gate';
import { notrackingRequested } from '@/domain/tracking/notracking';
import { reservationTracking, type ReservationTracking } from '@/domain/tracking/tracking-payload';
import { consentStore } from '@/entities/tracking/consent';
import { flagNotracking, notrackingFlagged } from '@/entities/tracking/notracking-flag';
import { clearTrackingCookies, readCookie, readTrackingCookies, writeTrackingCookie } from '@/entities/tracking/tracking-cookies';

let notracking = false;
/** The landing URL's tracking values, held in memory until the visitor accepts (never written before). */
let pending: Partial<Record<TrackingParam, string>> = {};
const changeListeners = new Set<(allowed: boolean) => void>();

/** Whether anything may be tracked now: consent given and no notracking in this visit. */
export function trackingAllowed(): boolean {
  // The tab's flag too: the page sets it before this visit has started (tracking-handoff.ts).
  return mayTrack({ consent: consentStore.get(), notracking: notracking || notrackingFlagged() });
}

/** Called when tracking becomes allowed or stops being allowed (the analytics queue follows it). */
export function onTrackingChange(listener: (allowed: boolean) => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/**
 * Reads the landing URL once at start: notracking=true turns everything off for the visit; otherwise
 * its tracking parameters wait for consent and become cookies when it is given (or at once when it was
 * given before). Refusing removes the cookies.
 */
export function startTrackingVisit(search: string): void {
  notracking = notrackingRequested(search) || notrackingFlagged();
  if (notracking) {
    flagNotracking();
    return;
  }
  pending = capturedParams(search);
  let allowed = trackingAllowed();
  if (allowed) writePending();
  // Refused before this visit's tracking had started (it starts once the page has settled).
  else if (consentStore.get() === 'refused') clearTrackingCookies();
  consentStore.subscribe(() => {
    const now = trackingAllowed();
    if (now) writePending();
    else if (consentStore.get() === 'refused') clearTrackingCookies();
    if (now !== allowed) {
      allowed = now;
      changeListeners.forEach((l) => l(now));
    }
  });
}

/** What a reservation made now carries of the visit's tracking; nothing without consent or with notracking. */
export function reservationTrackingNow(): ReservationTracking | null {
  if (!trackingAllowed()) return null;
  return reservationTracking(readTrackingCookies(), { fbp: readCookie('_fbp'), fbc: readCookie('_fbc') });
}

function writePending(): void {
  for (const [name, value] of Object.entries(pending) as [TrackingParam, string][]) writeTrackingCookie(name, value);
  pending = {};
}
