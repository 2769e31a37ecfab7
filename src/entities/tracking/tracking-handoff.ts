import { notrackingRequested } from '@/domain/tracking/notracking';
import { flagNotracking } from '@/entities/tracking/notracking-flag';
import { storageKeys } from '@/lib/storage-keys';

/** Pages kept while tracking waits; a visitor does not settle on more before the page does. */
export const MAX_HELD_VIEWS = 20;

/** What the page kept for page-view tracking until its code started (decision 0068). */
export interface TrackingHandoff {
  /** The visit's landing query: this page's, then what an earlier page of the tab left unread. */
  landingSearch: string;
  /** The paths settled on before tracking started, oldest first; tracking's own listener takes over. */
  takeViews: () => string[];
  onPageResolved: (listener: () => void) => void;
}

let answered: (() => void) | null = null;

/**
 * The visitor answered the consent banner: tracking starts now rather than when the page settles, and the
 * pages seen before the answer are not sent (only the one open now counts, as an accepted page view).
 */
export function trackingAnswered(): void {
  answered?.();
}

/**
 * Holds page-view tracking while its code waits (bootstrap starts it once the page has settled): a
 * notracking landing is flagged for the tab at once, the landing query is kept in the tab so a reload
 * before then keeps its tags, and the pages settled on meanwhile are kept to be sent. Returns the start,
 * which runs `start` once (tests/entities/tracking/tracking-handoff.test.ts).
 */
export function holdTracking(
  search: string,
  onPageResolved: (listener: () => void) => void,
  start: (handoff: TrackingHandoff) => void,
): () => void {
  const landingSearch = keptLanding(search);
  if (notrackingRequested(landingSearch)) flagNotracking();
  const views: string[] = [];
  let started = false;
  onPageResolved(() => {
    if (!started && views.length < MAX_HELD_VIEWS) views.push(window.location.pathname);
  });
  const startOnce = () => {
    if (started) return;
    started = true;
    answered = null;
    session((s) => s.removeItem(storageKeys.trackingLanding));
    start({ landingSearch, takeViews: () => views.splice(0), onPageResolved });
  };
  answered = () => {
    views.length = 0;
    startOnce();
  };
  return startOnce;
}

/** This page's query, with an earlier page's behind it when that page left before tracking started. */
function keptLanding(search: string): string {
  const earlier = session((s) => s.getItem(storageKeys.trackingLanding));
  if (earlier == null || earlier === '') {
    if (search !== '') session((s) => s.setItem(storageKeys.trackingLanding, search));
    return search;
  }
  // URLSearchParams reads a name's first value: this page's own tags win over the earlier ones.
  return search === '' ? earlier : `${search}&${earlier.replace(/^\?/, '')}`;
}

function session<T>(act: (storage: Storage) => T): T | undefined {
  try {
    return act(window.sessionStorage);
  } catch {
    return undefined;
  }
}
