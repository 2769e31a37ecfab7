import { describe, expect, it } from 'vitest';
import { nextPrimary, orderAddresses } from '@/domain/addresses/address-order';

const at = (id: number, createdAt: string, primary = false) => ({ id, createdAt, primary });

describe('orderAddresses', () => {
  it('puts the primary first, then the newest', () => {
    const list = [
      at(1, '2026-11-01T10:00:00Z'),
      at(2, '2026-11-03T10:00:00Z'),
      at(3, '2026-10-01T10:00:00Z', true),
      at(4, '2026-11-02T10:00:00Z'),
    ];
    expect(orderAddresses(list).map((a) => a.id)).toEqual([3, 2, 4, 1]);
  });

  it('breaks ties of the same instant by the higher id, and leaves the input alone', () => {
    const list = [
      at(5, '2026-11-01T10:00:00Z'),
      at(7, '2026-11-01T10:00:00Z'),
      at(6, '2026-11-01T10:00:00Z'),
    ];
    expect(orderAddresses(list).map((a) => a.id)).toEqual([7, 6, 5]);
    expect(list.map((a) => a.id)).toEqual([5, 7, 6]);
  });

  it('answers an empty list for no addresses', () => {
    expect(orderAddresses([])).toEqual([]);
  });
});

describe('nextPrimary', () => {
  it('picks the newest address left, whatever its flag', () => {
    const left = [
      at(1, '2026-11-01T10:00:00Z'),
      at(2, '2026-11-05T10:00:00Z'),
      at(3, '2026-11-05T10:00:00Z'),
    ];
    expect(nextPrimary(left)?.id).toBe(3);
  });

  it('answers null when nothing is left', () => {
    expect(nextPrimary([])).toBeNull();
  });
});
