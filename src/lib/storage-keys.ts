/**
 * Every key this app keeps on the device (local storage, session storage and the IndexedDB entries of
 * idb-keyval), under one namespace: `hh-`. A module that keeps something takes its key from here, so two
 * features cannot pick the same name and a new key is seen next to the others
 * (tests/lib/storage-keys.test.ts).
 *
 * `environmentBound` lists what belongs to the environment the data came from (its ids, its bookings,
 * its answers): switching environment removes those (src/lib/environment/clear-environment-data.ts).
 */
export const STORAGE_NAMESPACE = 'hh-';

export const storageKeys = {
  /** The signed-in member's saved profile and token. */
  savedUser: 'hh-user',
  /** The visitor's city (the saved user location of the shell). */
  city: 'hh-city-id',
  /** The language chosen on this device. */
  language: 'hh-language',
  /** Whether the signed-in member's phone is verified. */
  phoneVerified: 'hh-phone-verified',
  /** The device id sent as X-HH-Device (rate limits of guests). */
  deviceId: 'hh-device-id',
  /** The cookie consent. */
  cookieConsent: 'hh-cookie-consent',
  /** Guest bookings a later sign-up claims. */
  guestBookings: 'hh-guest-bookings',
  /** A pending payment's watch (reservation, landing URL, expiry). */
  reservationWatch: 'hh-reservation-watch',
  /** A reservation already reported as a conversion, so a reload does not report it twice. */
  trackedReservation: 'hh-tracked-reservation',
  /** A voucher purchase already reported, likewise. */
  voucherPurchased: 'hh-voucher-purchased',
  /** The restaurant whose 3D view was last opened. */
  threeDViewRestaurantId: 'hh-3d-view-restaurant-id',
  /** The environment a staff member chose (src/domain/environments/). */
  environment: 'hh-environment',
  /** The group landing cache and the time it was last refreshed. */
  groupLanding: 'hh-group-landing',
  groupLandingUpdatedAt: 'hh-group-landing-updated-at',
  /** Session storage: the booking in progress and its delivery part. */
  booking: 'hh-booking',
  bookingDelivery: 'hh-booking-delivery',
  /** Session storage: the corporate event opened in this tab. */
  corporateEvent: 'hh-corporate-event',
  /** Session storage: the partner mode of this tab (partner, token, layout and the partner's settings). */
  partnerMode: 'hh-partner-mode',
  /** Session storage: notracking=true was asked for in this tab (the visit), so nothing is tracked. */
  notracking: 'hh-notracking',
  /** Session storage: the landing address's query, kept until page-view tracking has started (a reload before then keeps its tags). */
  trackingLanding: 'hh-tracking-landing',
  /** Session storage: the one reload after a failed chunk load. */
  chunkReload: 'hh-chunk-reload',
  /** IndexedDB (idb-keyval): the persisted React Query cache. */
  queryCache: 'hh-query-cache',
  /** IndexedDB (idb-keyval): confirmations kept for the door. */
  confirmations: 'hh-confirmations',
  /** An IndexedDB database of its own: a guest's pending bookings (dine-in and delivery). */
  pendingBookingsDb: 'hh-pending-bookings',
} as const;

export type StorageKeyName = keyof typeof storageKeys;

/** A survey's answer is kept per survey id. */
export function surveyKey(surveyId: string | number): string {
  return `${STORAGE_NAMESPACE}survey-${surveyId}`;
}

/** Local-storage keys (and the prefix of per-id keys) whose data belongs to one environment. */
export const environmentBound = {
  localStorage: [
    storageKeys.guestBookings,
    storageKeys.reservationWatch,
    storageKeys.trackedReservation,
    storageKeys.voucherPurchased,
    storageKeys.threeDViewRestaurantId,
    storageKeys.groupLanding,
    storageKeys.groupLandingUpdatedAt,
    storageKeys.city,
  ],
  localStoragePrefixes: [`${STORAGE_NAMESPACE}survey-`],
  sessionStorage: [storageKeys.booking, storageKeys.bookingDelivery, storageKeys.corporateEvent],
  indexedDb: [storageKeys.queryCache, storageKeys.confirmations],
  indexedDbDatabases: [storageKeys.pendingBookingsDb],
} as const;
