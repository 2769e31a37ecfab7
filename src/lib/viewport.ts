import { useSyncExternalStore } from 'react';
import { serverDevice } from '@/lib/server-paint-snapshot';
import { deviceForWidth, PHONE_MAX_WIDTH, TABLET_MAX_WIDTH, DESKTOP_MAX_WIDTH, type Device } from '@/domain/shell/breakpoints';

// Reading window.innerWidth forces a layout when the DOM has changed since the last one. React reads a
// store's snapshot on every render of every component that uses it, so reading the width there turned
// each render of a long list into a forced layout (over a second of a 4× slowed phone on the home page).
// The device is read once and kept until the window is resized or crosses a breakpoint
// (tests/lib/viewport.test.ts).

// Re-render only when the width crosses a breakpoint, not on every resize event.
const queries = [PHONE_MAX_WIDTH, TABLET_MAX_WIDTH, DESKTOP_MAX_WIDTH].map((w) => `(max-width: ${w}px)`);

let known: Device | null = null;
let watching = false;

function forget(): void {
  known = null;
}

function watchForChanges(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('resize', forget);
  if (typeof window.matchMedia === 'function') queries.forEach((q) => window.matchMedia(q).addEventListener('change', forget));
}

/** The current device class from the window width (phone ≤ 767, tablet ≤ 991, desktop ≤ 1199 px). */
export function currentDevice(): Device {
  // No window: the server's first paint (decision 0059), laid out for the device the request named.
  if (typeof window === 'undefined') return serverDevice();
  watchForChanges();
  known ??= deviceForWidth(window.innerWidth);
  return known;
}

function subscribe(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  watchForChanges();
  if (typeof window.matchMedia !== 'function') {
    window.addEventListener('resize', listener);
    return () => window.removeEventListener('resize', listener);
  }
  const lists = queries.map((q) => window.matchMedia(q));
  lists.forEach((l) => l.addEventListener('change', listener));
  return () => lists.forEach((l) => l.removeEventListener('change', listener));
}

export function useDevice(): Device {
  return useSyncExternalStore(subscribe, currentDevice, serverDevice);
}
