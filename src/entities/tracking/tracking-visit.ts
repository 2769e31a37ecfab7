import { capturedParams } from '@/domain/tracking/captured-params';
import type { TrackingParam } from '@/domain/tracking/cookie-lifetimes';
import { mayTrack } from '@/domain/tracking/consent-gate';
import { notrackingRequested } from '@/domain/tracking/notracking';
import { reservationTracking, type ReservationTracking } from '@/domain/tracking/tracking-payload';
import { consentStore } from '@/entities/tracking/consent';
import { storageKeys } from '@/lib/storage-keys';
import { clearTrackingCookies, readCookie, readTrackingCookies, writeTrackingCookie } from '@/entities/tracking/tracking-cookies';

/** The tab asked for notracking: the flag outlives in-app navigation and reloads, not the tab. */
const NOTRACKING_KEY = storageKeys.notracking;

let notracking = false;
/** The landing URL's tracking values, held in memory until the visitor accepts (never written before). */
let pending: Partial<Record<TrackingParam, string>> = {};
const changeListeners = new Set<(allowed: boolean) => void>();

/** Whether anything may be tracked now: consent given and no notracking in this visit. */
export function trackingAllowed(): boolean {
  return mayTrack({ consent: consentStore.get(), notracking });
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
  notracking = notrackingRequested(search) || sessionFlag();
  if (notracking) {
    rememberNotracking();
    return;
  }
  pending = capturedParams(search);
  let allowed = trackingAllowed();
  if (allowed) writePending();
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

function sessionFlag(): boolean {
  try {
    return window.sessionStorage.getItem(NOTRACKING_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberNotracking(): void {
  try {
    window.sessionStorage.setItem(NOTRACKING_KEY, '1');
  } catch {
    // The flag then lasts as long as this page, which is the visit as far as we can tell.
  }
}
