import type { RealtimeConfig } from '@/lib/realtime/firebase';

/**
 * How the reservation watch reaches the realtime database and moves the page, set by the app at start
 * (src/app/bootstrap.tsx). It lives apart from the watch so that the watch's own chunk loads only when
 * something needs it: a saved watch to resume, or the payment step starting one.
 */
export interface WatchSetup {
  /** The realtime database config (the config entity's `realtime`), asked for when a watch reads. */
  realtime: () => Promise<RealtimeConfig>;
  /** In-app navigation to the landing URL (default: a full page load). */
  navigate?: (url: string) => void;
}

let current: WatchSetup | null = null;

export function setWatchSetup(setup: WatchSetup): void {
  current = setup;
}

export function watchSetup(): WatchSetup | null {
  return current;
}
