import type { Device } from '@/domain/shell/breakpoints';

/**
 * The screen the server's first paint lays a page out for (decision 0059), from what a request tells of
 * its device: the `Sec-CH-UA-Mobile` hint (`?1` is a phone), else the user agent. A phone's layout
 * differs from a desktop's, and a paint for the wrong one would be replaced by a different layout.
 * Unknown devices get the large desktop, which is also what the app assumes without a window.
 * tests/domain/shell/device-from-request.test.ts.
 */
export function deviceFromRequest(headers: { mobileHint?: string | null; userAgent?: string | null }): Device {
  if (headers.mobileHint === '?1') return 'phone';
  const ua = headers.userAgent ?? '';
  if (/iPhone|iPod|Android.*Mobile|Mobile.*Firefox|Windows Phone/i.test(ua)) return 'phone';
  if (/iPad|Android|Tablet/i.test(ua)) return 'tablet';
  return 'large-desktop';
}
