import { createStore } from './create-store';

/** Global shell signals set from below (src/api, sw registration, realtime) and rendered by features/shell. */
export interface AppSignals {
  /** Requests in flight; the progress bar shows while > 0. */
  pendingRequests: number;
  /** The maintenance flag, set by a 503 (service unavailable) answer. */
  maintenance: boolean;
  serverBusyOpen: boolean;
  /** A newer app version exists (waiting service worker or higher realtime version). */
  updateAvailable: boolean;
}

export const appSignals = createStore<AppSignals>({
  pendingRequests: 0,
  maintenance: false,
  serverBusyOpen: false,
  updateAvailable: false,
});

export function patchSignals(patch: Partial<AppSignals> | ((s: AppSignals) => Partial<AppSignals>)): void {
  appSignals.set((s) => ({ ...s, ...(typeof patch === 'function' ? patch(s) : patch) }));
}
