import { describe, expect, it } from 'vitest';
import { phoneSearchOpenByDefault } from '@/domain/shell/phone-search';

describe('phone search bar', () => {
  it('stands open on the home page and the search page', () => {
    expect(phoneSearchOpenByDefault('/')).toBe(true);
    expect(phoneSearchOpenByDefault('/restaurants/search')).toBe(true);
    expect(phoneSearchOpenByDefault('/restaurants/search/')).toBe(true);
  });

  it('stays folded elsewhere', () => {
    expect(phoneSearchOpenByDefault('/restaurants/jay-fai')).toBe(false);
    expect(phoneSearchOpenByDefault('/restaurants/jay-fai/mobile-book/step-1')).toBe(false);
    expect(phoneSearchOpenByDefault('/restaurants/top')).toBe(false);
    expect(phoneSearchOpenByDefault('/restaurants/search-something')).toBe(false);
  });
});
