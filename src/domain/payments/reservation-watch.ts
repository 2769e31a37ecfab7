import type { ReservationStatus } from '@/contract/booking-constants';

/**
 * The reservation status watch (tests/domain/payments/reservation-watch.test.ts) as a pure reducer: time
 * comes in with every event, and what the caller must do (save or clear local storage, read the record again,
 * redirect, report) comes out as effects.
 *
 * - The watch is saved as { reservationId, landingUrl, expiresAt }; a reload resumes from it.
 * - The realtime record missing → read again, up to 15 times, 2 s apart; then 'failed watch reservation status'.
 * - The expiry is checked every second (the caller sends `tick` each 1 s); when it passes the expired flag
 *   is set and the watch cleared. Without an expiry the watch lasts 5000 ms.
 * - waiting_for_payment → pending_arrival redirects to the saved landing URL and clears the saved watch.
 *   A watch only exists while payment is awaited, so its starting status is waiting_for_payment: a
 *   record already at pending_arrival when a reloaded tab resumes still redirects.
 */
export const WATCH_RETRY_LIMIT = 15;
export const WATCH_RETRY_DELAY_MS = 2000;
export const WATCH_EXPIRY_CHECK_MS = 1000;
export const WATCH_DEFAULT_EXPIRY_MS = 5000;
export const WATCH_FAILED_MESSAGE = 'failed watch reservation status';

export interface SavedWatch {
  /** The realtime record key (reservations/{reservationId}). */
  reservationId: string;
  landingUrl: string;
  /** Epoch ms. */
  expiresAt: number;
}

/** What the realtime record carries (status, and the 3-D Secure and wallet urls). */
export interface WatchedRecord {
  status: ReservationStatus;
  authorizeUri?: string | null;
  walletUrl?: string | null;
}

export type WatchPhase = 'idle' | 'watching' | 'redirected' | 'expired' | 'cancelled' | 'failed';

export interface WatchState {
  phase: WatchPhase;
  saved: SavedWatch | null;
  /** Last status seen (waiting_for_payment until a record says otherwise). */
  status: ReservationStatus | null;
  record: WatchedRecord | null;
  /** Reads that found no record so far. */
  missingReads: number;
  /** When to read again (epoch ms), while the record is missing. */
  retryAt: number | null;
  expired: boolean;
  error: string | null;
}

export type WatchEvent =
  | { type: 'start'; reservationId: string; landingUrl: string; expiresAt?: number | null; now: number }
  | { type: 'resume'; saved: SavedWatch | null; now: number }
  /** A read or a change of the record; null = it does not exist (yet). */
  | { type: 'snapshot'; record: WatchedRecord | null; now: number }
  /** Sent every WATCH_EXPIRY_CHECK_MS. */
  | { type: 'tick'; now: number }
  /** The realtime listener failed. */
  | { type: 'error'; now: number }
  | { type: 'stop' };

export type WatchEffect =
  | { type: 'save'; watch: SavedWatch }
  | { type: 'clear' }
  /** (Re)subscribe to / read reservations/{reservationId}. */
  | { type: 'read'; reservationId: string }
  | { type: 'redirect'; url: string }
  | { type: 'report'; message: string };

export interface WatchStep {
  state: WatchState;
  effects: WatchEffect[];
}

export const initialWatchState: WatchState = {
  phase: 'idle',
  saved: null,
  status: null,
  record: null,
  missingReads: 0,
  retryAt: null,
  expired: false,
  error: null,
};

function begin(saved: SavedWatch, save: boolean): WatchStep {
  const state: WatchState = { ...initialWatchState, phase: 'watching', saved, status: 'waiting_for_payment' };
  const effects: WatchEffect[] = save ? [{ type: 'save', watch: saved }] : [];
  effects.push({ type: 'read', reservationId: saved.reservationId });
  return { state, effects };
}

/** Ends the watch: the saved id, landing URL and expiry are cleared in every ending. */
function end(
  state: WatchState,
  phase: WatchPhase,
  extra: Partial<WatchState>,
  effects: WatchEffect[],
): WatchStep {
  return {
    state: { ...state, ...extra, phase, saved: null, retryAt: null },
    effects: [{ type: 'clear' }, ...effects],
  };
}

export function watchReducer(state: WatchState, event: WatchEvent): WatchStep {
  switch (event.type) {
    case 'start':
      return begin(
        {
          reservationId: event.reservationId,
          landingUrl: event.landingUrl,
          expiresAt: event.expiresAt ?? event.now + WATCH_DEFAULT_EXPIRY_MS,
        },
        true,
      );
    case 'resume': {
      if (!event.saved) return { state, effects: [] };
      // A saved watch that expired while the tab was closed ends now instead of watching again.
      if (event.now >= event.saved.expiresAt) return end(state, 'expired', { expired: true }, []);
      return begin(event.saved, false);
    }
    case 'stop':
      return state.phase === 'watching' ? end(state, 'idle', {}, []) : { state, effects: [] };
    default:
      break;
  }
  if (state.phase !== 'watching' || !state.saved) return { state, effects: [] };
  const saved = state.saved;

  switch (event.type) {
    case 'tick': {
      if (event.now >= saved.expiresAt) return end(state, 'expired', { expired: true }, []);
      if (state.retryAt !== null && event.now >= state.retryAt)
        return {
          state: { ...state, retryAt: null },
          effects: [{ type: 'read', reservationId: saved.reservationId }],
        };
      return { state, effects: [] };
    }
    case 'error':
      return end(state, 'failed', { error: WATCH_FAILED_MESSAGE }, [
        { type: 'report', message: WATCH_FAILED_MESSAGE },
      ]);
    case 'snapshot': {
      if (event.record === null) {
        if (state.missingReads >= WATCH_RETRY_LIMIT)
          return end(state, 'failed', { error: WATCH_FAILED_MESSAGE }, [
            { type: 'report', message: WATCH_FAILED_MESSAGE },
          ]);
        return {
          state: {
            ...state,
            missingReads: state.missingReads + 1,
            retryAt: event.now + WATCH_RETRY_DELAY_MS,
          },
          effects: [],
        };
      }
      const record = event.record;
      const next: WatchState = { ...state, record, status: record.status, missingReads: 0, retryAt: null };
      if (state.status === 'waiting_for_payment' && record.status === 'pending_arrival')
        return end(next, 'redirected', {}, [{ type: 'redirect', url: saved.landingUrl }]);
      if (record.status === 'cancelled') return end(next, 'cancelled', {}, []);
      return { state: next, effects: [] };
    }
  }
}
