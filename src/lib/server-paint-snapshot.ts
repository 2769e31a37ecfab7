import { useState, useSyncExternalStore } from 'react';
import type { Device } from '@/domain/shell/breakpoints';

/**
 * What React draws the server's first paint of a page with (decision 0059), on the server and in the
 * browser that hydrates it: the same device class and the same clock on both sides, and whether this
 * render is that paint. tests/lib/server-paint-snapshot.test.tsx.
 */

let paintDevice: Device = 'large-desktop';
let paintTime = 0;

/** The device class the paint is laid out for: set by the server before it paints, by the browser before it hydrates. */
export function setServerDevice(device: Device): void {
  paintDevice = device;
}

/** The device class of the paint; also what the app assumes with no window at all. */
export function serverDevice(): Device {
  return paintDevice;
}

/** The instant the paint was drawn at: set by the server as it paints, by the browser before it hydrates. */
export function setServerPaintTime(time: number): void {
  paintTime = time;
}

const never = () => () => {};

/**
 * True while React draws what the server paints: on the server, and in the browser while it hydrates
 * that markup; false in every later render and in a browser that renders on its own. A render that
 * defers part of a page to later tasks (useDeferredValue's first value) draws it at once here instead,
 * or the server's paint would hold the placeholder, not the page.
 */
export function usePaintedByServer(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
}

/** Whether the browser is on the page view the server painted: from its hydration until the router leaves it. */
let onPaintedView = false;

/** The browser is about to hydrate the server's paint: the page view it shows is the painted one. */
export function startPaintedView(): void {
  onPaintedView = true;
}

/** The router left the painted page: what mounts now is drawn by the browser alone. */
export function endPaintedView(): void {
  onPaintedView = false;
}

const onServerOrPainted = () => true;
const onPaintedViewNow = () => onPaintedView;

/**
 * True while React draws the page view the server painted: on the server, while the browser hydrates it,
 * and in the browser after that until the router leaves the page (startPaintedView, endPaintedView). Unlike
 * usePaintedByServer it stays true once hydrated, so hydration's end does not render the page again: that
 * re-render was forced at once (React's sync lane), and it also hydrated at once what was still waiting
 * behind Suspense boundaries, one long task of the whole page on a phone. What mounts during that page view
 * reads true too: the content, not its placeholder, and the paint's clock.
 */
export function usePaintedView(): boolean {
  return useSyncExternalStore(never, onPaintedViewNow, onServerOrPainted);
}

/**
 * The clock of a page view, read once: every card's "last booking was made … ago" agrees, and re-renders
 * do not shift it. A painted view reads the paint's clock, or the browser, seconds later, would hydrate
 * a different "ago" than the server drew.
 */
export function usePageNow(): number {
  const painted = usePaintedView();
  const [now] = useState(() => (painted ? paintTime : Date.now()));
  return now;
}
