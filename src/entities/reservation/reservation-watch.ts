import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { reservationStatuses, type ReservationStatus } from '@/contract/booking-constants';
import {
  initialWatchState,
  WATCH_EXPIRY_CHECK_MS,
  watchReducer,
  type SavedWatch,
  type WatchedRecord,
  type WatchEffect,
  type WatchEvent,
  type WatchState,
} from '@/domain/payments/reservation-watch';
import { createStore, useStore, type Store } from '@/lib/create-store';
import { loadRealtime } from '@/lib/realtime/firebase';
import { showToast } from '@/lib/toast-store';
import { storageKeys } from '@/lib/storage-keys';
import { setWatchSetup, watchSetup, type WatchSetup } from '@/entities/reservation/watch-setup';

/**
 * The reservation status watch (tests/features/payments/reservation-watch.test.ts):
 * the pure reducer of src/domain/payments/reservation-watch.ts driven by real time, local storage and
 * the realtime database (`onValue` on reservations/{firebaseKey}; `get()` never resolves against the
 * local RTDB-protocol server). It lives in src/entities because two features use it: the booking's payment
 * step starts it, the payment pages show it.
 *
 * - `startReservationWatch({ firebaseKey, landingUrl, expiresAt })` — saves the watch and starts it.
 * - `resumeReservationWatch()` — at app start: a reload or a reopened tab during payment goes on watching.
 * - waiting_for_payment → pending_arrival navigates to the saved landing URL (the configured `navigate`).
 */
export const WATCH_STORAGE_KEY = storageKeys.reservationWatch;

export interface WatchRuntime {
  now: () => number;
  storage: () => Storage | null;
  /** Listens to reservations/{key}: the record (or null when missing) on every change. */
  listen: (
    key: string,
    onRecord: (value: unknown) => void,
    onError: () => void,
  ) => (() => void) | Promise<() => void>;
  navigate: (url: string) => void;
  /** Shows the watch's failure (already the catalogue's English text; translated here). */
  report: (message: string) => void;
}

export interface ReservationWatch {
  store: Store<WatchState>;
  dispatch: (event: WatchEvent) => void;
  start: (input: StartWatchInput) => void;
  resume: () => void;
  stop: () => void;
}

export interface StartWatchInput {
  /** The realtime record key (the reservation's firebaseKey). */
  firebaseKey: string;
  /** Where to go once paid, e.g. reservationLandingPath(slug, encryptedId). */
  landingUrl: string;
  /** When the payment stops being payable (epoch ms, ISO string or Date); default 5000 ms from now. */
  expiresAt?: number | string | Date | null;
}

/** /restaurants/{slug}/landing/{encryptedId}: the booking confirmation the watch redirects to. */
export function reservationLandingPath(slug: string, encryptedId: string): string {
  return `/restaurants/${encodeURIComponent(slug)}/landing/${encodeURIComponent(encryptedId)}`;
}

export function readSavedWatch(storage: Storage | null): SavedWatch | null {
  try {
    const raw = storage?.getItem(WATCH_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<SavedWatch>;
    if (
      typeof value.reservationId === 'string' &&
      value.reservationId &&
      typeof value.landingUrl === 'string' &&
      // Only our own paths: a tampered value must not send the diner to another site.
      value.landingUrl.startsWith('/') &&
      !value.landingUrl.startsWith('//') &&
      typeof value.expiresAt === 'number' &&
      Number.isFinite(value.expiresAt)
    )
      return { reservationId: value.reservationId, landingUrl: value.landingUrl, expiresAt: value.expiresAt };
  } catch {
    // Unreadable storage or JSON: there is no watch to resume.
  }
  return null;
}

/** The record as the watch needs it; anything without a known status counts as missing. */
export function toWatchedRecord(value: unknown): WatchedRecord | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (typeof v.status !== 'string' || !(reservationStatuses as readonly string[]).includes(v.status)) return null;
  return {
    status: v.status as ReservationStatus,
    authorizeUri: typeof v.authorizeUri === 'string' ? v.authorizeUri : null,
    walletUrl: typeof v.walletUrl === 'string' ? v.walletUrl : null,
  };
}

function toEpochMs(value: StartWatchInput['expiresAt']): number | null {
  if (value === null || value === undefined) return null;
  const ms = value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : value;
  return Number.isFinite(ms) ? ms : null;
}

export function createReservationWatch(runtime: WatchRuntime): ReservationWatch {
  const store = createStore<WatchState>(initialWatchState);
  let unlisten: (() => void) | null = null;
  // Bumped on every (re)subscription and on clear: callbacks of an old listener are ignored.
  let generation = 0;
  let ticker: ReturnType<typeof setInterval> | null = null;

  const stopListening = (): void => {
    generation += 1;
    unlisten?.();
    unlisten = null;
  };

  const listen = (key: string): void => {
    stopListening();
    const mine = generation;
    const current = () => mine === generation;
    try {
      const subscribed = runtime.listen(
        key,
        (value) => {
          if (current()) dispatch({ type: 'snapshot', record: toWatchedRecord(value), now: runtime.now() });
        },
        () => {
          if (current()) dispatch({ type: 'error', now: runtime.now() });
        },
      );
      void Promise.resolve(subscribed).then(
        (off) => {
          if (current()) unlisten = off;
          else off();
        },
        () => {
          if (current()) dispatch({ type: 'error', now: runtime.now() });
        },
      );
    } catch {
      dispatch({ type: 'error', now: runtime.now() });
    }
  };

  const run = (effect: WatchEffect): void => {
    switch (effect.type) {
      case 'save':
        try {
          runtime.storage()?.setItem(WATCH_STORAGE_KEY, JSON.stringify(effect.watch));
        } catch {
          // Storage full or blocked: this tab still watches; only a reload could not resume.
        }
        return;
      case 'clear':
        try {
          runtime.storage()?.removeItem(WATCH_STORAGE_KEY);
        } catch {
          // Nothing saved to clear.
        }
        stopListening();
        return;
      case 'read':
        listen(effect.reservationId);
        return;
      case 'redirect':
        runtime.navigate(effect.url);
        return;
      case 'report':
        runtime.report(effect.message);
        return;
    }
  };

  const syncTicker = (state: WatchState): void => {
    if (state.phase === 'watching' && ticker === null) {
      ticker = setInterval(() => dispatch({ type: 'tick', now: runtime.now() }), WATCH_EXPIRY_CHECK_MS);
    } else if (state.phase !== 'watching' && ticker !== null) {
      clearInterval(ticker);
      ticker = null;
    }
  };

  function dispatch(event: WatchEvent): void {
    const { state, effects } = watchReducer(store.get(), event);
    store.set(state);
    syncTicker(state);
    for (const effect of effects) run(effect);
  }

  return {
    store,
    dispatch,
    start: (input) => {
      // A new watch replaces the one running (another booking paid in this tab).
      if (store.get().phase === 'watching') dispatch({ type: 'stop' });
      dispatch({
        type: 'start',
        reservationId: input.firebaseKey,
        landingUrl: input.landingUrl,
        expiresAt: toEpochMs(input.expiresAt),
        now: runtime.now(),
      });
    },
    resume: () => {
      if (store.get().phase === 'watching') return;
      dispatch({ type: 'resume', saved: readSavedWatch(runtime.storage()), now: runtime.now() });
    },
    stop: () => dispatch({ type: 'stop' }),
  };
}

// ------------------------------------------------------------------------------------------------
// The app's one watch
// ------------------------------------------------------------------------------------------------


function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Listens to reservations/{key} (also used to follow an asynchronous booking until it exists). */
export async function listenToRecord(
  key: string,
  onRecord: (value: unknown) => void,
  onError: () => void,
): Promise<() => void> {
  const setup = watchSetup();
  if (!setup) throw new Error('reservation watch: realtime database not configured');
  const { db, sdk } = await loadRealtime(await setup.realtime());
  // Rules allow reading a single key (never listing reservations/), so this is the record alone.
  return sdk.onValue(sdk.ref(db, `reservations/${key}`), (snapshot) => onRecord(snapshot.val()), onError);
}

/**
 * Opens the realtime connection ahead of need (step 5 with asynchronous booking): following the booking
 * then waits for the record alone, not for the SDK to load and connect. Failures are left to the
 * listen that follows.
 */
export function warmRealtime(): void {
  const setup = watchSetup();
  if (!setup) return;
  setup
    .realtime()
    .then(loadRealtime)
    .then(({ db, sdk }) => {
      // A reference makes the SDK open its connection now.
      sdk.ref(db, '.info/connected');
    })
    .catch(() => {
      // Offline or not configured: the listen reports it when it is needed.
    });
}

const appWatch = createReservationWatch({
  now: () => Date.now(),
  storage: browserStorage,
  listen: listenToRecord,
  navigate: (url) => (watchSetup()?.navigate ?? ((to: string) => window.location.assign(to)))(url),
  report: () => showToast(i18n._(msg`failed watch reservation status`), 'error'),
});

export const reservationWatchStore = appWatch.store;

/** At start when a watch is saved (and in tests): wires the realtime database and navigation if given, then resumes it. */
export function resumeReservationWatch(setup?: WatchSetup): void {
  if (setup) setWatchSetup(setup);
  appWatch.resume();
}

/** For the payment step: watch this reservation until it is paid, cancelled or the payment expires. */
export function startReservationWatch(input: StartWatchInput): void {
  appWatch.start(input);
}

export function stopReservationWatch(): void {
  appWatch.stop();
}

export function useReservationWatch(): WatchState {
  return useStore(reservationWatchStore);
}
