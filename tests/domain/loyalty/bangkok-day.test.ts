import { describe, expect, it } from 'vitest';
import { bangkokDisplayDay } from '@/domain/loyalty/bangkok-day';

describe('bangkokDisplayDay', () => {
  it("shows the Bangkok day, DD/MM/YYYY, also when it is already tomorrow there", () => {
    expect(bangkokDisplayDay('2026-11-26T10:00:00.000Z')).toBe('26/11/2026');
    expect(bangkokDisplayDay('2026-12-31T17:30:00.000Z')).toBe('01/01/2027');
  });

  it('answers null for text that is no date', () => {
    expect(bangkokDisplayDay('soon')).toBeNull();
  });
});
