import { describe, expect, it } from 'vitest';
import { currentCardChoice } from '@/domain/saved-cards/card-choice';

/** A card good through June of `expirationYear`. */
function card(id: number, createdAt: string, primary = false, expirationYear = 2030) {
  return { id, primary, createdAt, expirationMonth: 6, expirationYear };
}
const now = new Date('2026-11-27T10:00:00Z');

describe('currentCardChoice', () => {
  const primary = card(1, '2026-01-01T00:00:00Z', true);
  const newer = card(2, '2026-03-01T00:00:00Z');
  const expired = card(3, '2026-04-01T00:00:00Z', false, 2025);

  it('starts on the primary card, else the newest not expired, else a new card', () => {
    expect(currentCardChoice([newer, primary], null, now)).toEqual({ kind: 'saved', card: primary });
    expect(currentCardChoice([expired, newer], null, now)).toEqual({ kind: 'saved', card: newer });
    expect(currentCardChoice([expired], null, now)).toEqual({ kind: 'new' });
    expect(currentCardChoice([], null, now)).toEqual({ kind: 'new' });
  });

  it('keeps the payer’s pick: a new card, or a saved card still listed', () => {
    expect(currentCardChoice([primary, newer], { kind: 'new' }, now)).toEqual({ kind: 'new' });
    expect(currentCardChoice([primary, newer], { kind: 'saved', card: newer }, now)).toEqual({ kind: 'saved', card: newer });
  });

  it('drops a picked card that is gone from the list or expired, back to the preselection', () => {
    expect(currentCardChoice([primary], { kind: 'saved', card: newer }, now)).toEqual({ kind: 'saved', card: primary });
    expect(currentCardChoice([expired], { kind: 'saved', card: expired }, now)).toEqual({ kind: 'new' });
  });

  it('judges expiry at the end of the card’s month, Bangkok time', () => {
    const november = { ...card(4, '2026-01-01T00:00:00Z', true), expirationMonth: 11, expirationYear: 2026 };
    expect(currentCardChoice([november], null, new Date('2026-11-30T16:59:59Z'))).toEqual({ kind: 'saved', card: november });
    expect(currentCardChoice([november], null, new Date('2026-11-30T17:00:00Z'))).toEqual({ kind: 'new' });
  });
});
