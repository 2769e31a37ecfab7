import { describe, expect, it } from 'vitest';
import { readBuyTicketSearch } from '@/features/package-tickets/ticket-paths';

describe('readBuyTicketSearch', () => {
  it('keeps a positive whole package id, from a number or its text', () => {
    expect(readBuyTicketSearch({ package: 159 })).toEqual({ package: 159 });
    expect(readBuyTicketSearch({ package: '159' })).toEqual({ package: 159 });
  });

  it('reads anything else as no package', () => {
    for (const value of [undefined, 0, -3, 1.5, 'abc', '9007199254740993', null]) {
      expect(readBuyTicketSearch({ package: value })).toEqual({});
    }
  });
});
