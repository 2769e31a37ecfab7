import { describe, expect, it } from 'vitest';
import { nextPrimaryCard, orderCards, preselectedCard } from '@/domain/saved-cards/card-order';

const card = (id: number, createdAt: string, primary = false, expirationYear = 2030) => ({
  id,
  primary,
  createdAt,
  expirationMonth: 6,
  expirationYear,
});

describe('orderCards', () => {
  it('puts the primary first, then the newest, the higher id breaking ties', () => {
    const list = [
      card(1, '2026-01-01T00:00:00Z'),
      card(2, '2026-03-01T00:00:00Z'),
      card(3, '2026-02-01T00:00:00Z', true),
      card(4, '2026-03-01T00:00:00Z'),
    ];
    expect(orderCards(list).map((c) => c.id)).toEqual([3, 4, 2, 1]);
  });
});

describe('nextPrimaryCard', () => {
  it('is the newest card left, or none', () => {
    expect(nextPrimaryCard([card(1, '2026-01-01T00:00:00Z'), card(2, '2026-02-01T00:00:00Z')])?.id).toBe(2);
    expect(nextPrimaryCard([])).toBeNull();
  });
});

describe('preselectedCard', () => {
  const now = new Date('2027-01-10T00:00:00Z');

  it('is the primary card', () => {
    const list = [card(1, '2026-01-01T00:00:00Z', true), card(2, '2026-02-01T00:00:00Z')];
    expect(preselectedCard(list, now)?.id).toBe(1);
  });

  it('skips an expired primary for the newest good card', () => {
    const list = [card(1, '2026-01-01T00:00:00Z', true, 2026), card(2, '2026-02-01T00:00:00Z')];
    expect(preselectedCard(list, now)?.id).toBe(2);
  });

  it('is none when every card expired or there is none', () => {
    expect(preselectedCard([card(1, '2026-01-01T00:00:00Z', true, 2026)], now)).toBeNull();
    expect(preselectedCard([], now)).toBeNull();
  });
});
