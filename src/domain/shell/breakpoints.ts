/** Breakpoints: phone ≤ 767 px, tablet ≤ 991, desktop ≤ 1199, larger is large desktop. */
export const PHONE_MAX_WIDTH = 767;
export const TABLET_MAX_WIDTH = 991;
export const DESKTOP_MAX_WIDTH = 1199;

export type Device = 'phone' | 'tablet' | 'desktop' | 'large-desktop';

export function deviceForWidth(width: number): Device {
  if (width <= PHONE_MAX_WIDTH) return 'phone';
  if (width <= TABLET_MAX_WIDTH) return 'tablet';
  if (width <= DESKTOP_MAX_WIDTH) return 'desktop';
  return 'large-desktop';
}
