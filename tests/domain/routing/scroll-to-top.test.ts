import { describe, expect, it } from 'vitest';
import { shouldScrollToTop } from '@/domain/routing/scroll-to-top';

describe('shouldScrollToTop', () => {
  it('always scrolls on phones', () => {
    expect(shouldScrollToTop('phone', false)).toBe(true);
  });
  it('scrolls on larger screens only for flagged pages', () => {
    expect(shouldScrollToTop('tablet', false)).toBe(false);
    expect(shouldScrollToTop('desktop', true)).toBe(true);
    expect(shouldScrollToTop('large-desktop', false)).toBe(false);
  });
});
