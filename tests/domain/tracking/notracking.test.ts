import { describe, expect, it } from 'vitest';
import { notrackingRequested } from '@/domain/tracking/notracking';

describe('notrackingRequested', () => {
  it('is on with notracking=true', () => {
    expect(notrackingRequested('?notracking=true')).toBe(true);
    expect(notrackingRequested('utm_source=x&notracking=TRUE')).toBe(true);
    expect(notrackingRequested(new URLSearchParams({ notracking: 'true' }))).toBe(true);
  });

  it('is off without it or with another value', () => {
    expect(notrackingRequested('')).toBe(false);
    expect(notrackingRequested('?notracking=false')).toBe(false);
    expect(notrackingRequested('?notracking=1')).toBe(false);
    expect(notrackingRequested('?notracking')).toBe(false);
  });
});
