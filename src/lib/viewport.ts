import { useSyncExternalStore } from 'react';
import { deviceForWidth, PHONE_MAX_WIDTH, TABLET_MAX_WIDTH, DESKTOP_MAX_WIDTH, type Device } from '@/domain/shell/breakpoints';

/** The current device class from the window width (phone ≤ 767, tablet ≤ 991, desktop ≤ 1199 px). */
export function currentDevice(): Device {
  return typeof window === 'undefined' ? 'large-desktop' : deviceForWidth(window.innerWidth);
}

// Re-render only when the width crosses a breakpoint, not on every resize event.
const queries = [PHONE_MAX_WIDTH, TABLET_MAX_WIDTH, DESKTOP_MAX_WIDTH].map((w) => `(max-width: ${w}px)`);

function subscribe(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  if (typeof window.matchMedia !== 'function') {
    window.addEventListener('resize', listener);
    return () => window.removeEventListener('resize', listener);
  }
  const lists = queries.map((q) => window.matchMedia(q));
  lists.forEach((l) => l.addEventListener('change', listener));
  return () => lists.forEach((l) => l.removeEventListener('change', listener));
}

export function useDevice(): Device {
  return useSyncExternalStore(subscribe, currentDevice, () => 'large-desktop');
}
