import type { Device } from '@/domain/shell/breakpoints';

/**
 * Pages scroll to top on phones or when a page is flagged (tests/domain/routing/scroll-to-top.test.ts).
 * On larger screens an unflagged page keeps the scroll position it had.
 */
export function shouldScrollToTop(device: Device, pageFlagged: boolean): boolean {
  return device === 'phone' || pageFlagged;
}
