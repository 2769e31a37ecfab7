import { describe, expect, it } from 'vitest';
import { encodeQuery as buildQueryString } from '@/contract/wire-query';

describe('buildQueryString', () => {
  it('writes arrays with [] and nested objects with [key], skipping null and undefined', () => {
    const qs = buildQueryString({ cuisine_id: [1, 2], page: { number: 2, size: 10 }, a: null, b: undefined, ok: true });
    expect(decodeURIComponent(qs)).toBe('cuisine_id[]=1&cuisine_id[]=2&page[number]=2&page[size]=10&ok=true');
  });
});
