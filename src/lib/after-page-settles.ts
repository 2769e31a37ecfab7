/**
 * Work nobody waits for (the realtime SDK behind the new-version check) starts only once the page has
 * settled: after the load event, a further SETTLE_DELAY_MS, then the browser's next idle moment (or
 * IDLE_TIMEOUT_MS at the latest). On a mid-range phone the Firebase SDK's start is about half a second of
 * script; run beside the first page's render it was the largest task left after React's
 * (docs/decisions/0054-realtime-after-the-page-settles.md). Test: tests/lib/after-page-settles.test.ts.
 */
export const SETTLE_DELAY_MS = 5000;
export const IDLE_TIMEOUT_MS = 5000;

export interface SettleHost {
  readyState: () => DocumentReadyState;
  onLoad: (listener: () => void) => () => void;
  setTimeout: (run: () => void, ms: number) => () => void;
  /** The browser's idle callback; absent in Safari, where the timer alone decides. */
  requestIdle?: (run: () => void, timeoutMs: number) => () => void;
}

function browserHost(): SettleHost {
  return {
    readyState: () => document.readyState,
    onLoad: (listener) => {
      window.addEventListener('load', listener, { once: true });
      return () => window.removeEventListener('load', listener);
    },
    setTimeout: (run, ms) => {
      const id = window.setTimeout(run, ms);
      return () => window.clearTimeout(id);
    },
    requestIdle:
      typeof window.requestIdleCallback === 'function'
        ? (run, timeoutMs) => {
            const id = window.requestIdleCallback(run, { timeout: timeoutMs });
            return () => window.cancelIdleCallback(id);
          }
        : undefined,
  };
}

/** Runs `run` once the page has settled; the returned function cancels it if it has not run yet. */
export function afterPageSettles(run: () => void, host: SettleHost = browserHost()): () => void {
  let cancel: () => void = () => undefined;
  const whenIdle = () => {
    if (host.requestIdle) cancel = host.requestIdle(run, IDLE_TIMEOUT_MS);
    else run();
  };
  const afterLoad = () => {
    cancel = host.setTimeout(whenIdle, SETTLE_DELAY_MS);
  };
  if (host.readyState() === 'complete') afterLoad();
  else cancel = host.onLoad(afterLoad);
  return () => cancel();
}
