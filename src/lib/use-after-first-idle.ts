import { startTransition, useEffect, useState } from 'react';

/** The longest a part waits for the browser's first idle moment after it mounted. */
export const FIRST_IDLE_TIMEOUT_MS = 1000;

/**
 * False in a part's first render (the server's paint, the browser's hydration of it, or the browser's own
 * first render); true once the browser has had an idle moment after it, or FIRST_IDLE_TIMEOUT_MS at the
 * latest (a zero-delay timer where there is no idle callback). A part below the fold starts its reads then:
 * started with the page's first effects, each read's fetch (about 10 ms under a phone's CPU) went into the
 * one long task that ends the page's hydration. The change renders as a transition, in slices.
 * tests/lib/use-after-first-idle.test.tsx.
 */
export function useAfterFirstIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return undefined;
    const done = () => startTransition(() => setIdle(true));
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(done, { timeout: FIRST_IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(done, 0);
    return () => window.clearTimeout(timer);
  }, [idle]);
  return idle;
}
