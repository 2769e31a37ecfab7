import { describe, expect, it } from 'vitest';
import {
  formatReference,
  REFERENCE_ALPHABET,
  REFERENCE_PATTERN,
  referenceFromBytes,
} from '@/domain/booking/booking-reference';

describe('booking reference', () => {
  it('spells 40 bits as 8 Crockford characters, most significant first', () => {
    expect(referenceFromBytes(new Uint8Array([0, 0, 0, 0, 0]))).toBe('00000000');
    expect(referenceFromBytes(new Uint8Array([255, 255, 255, 255, 255]))).toBe('ZZZZZZZZ');
    // 0x0000000001 → last character 1; 0x8000000000 → first 5 bits are 10000 = 16 = 'G'.
    expect(referenceFromBytes(new Uint8Array([0, 0, 0, 0, 1]))).toBe('00000001');
    expect(referenceFromBytes(new Uint8Array([0x80, 0, 0, 0, 0]))).toBe('G0000000');
  });

  it('never uses a character that reads like another (I, L, O, U)', () => {
    expect(REFERENCE_ALPHABET).toHaveLength(32);
    expect(REFERENCE_ALPHABET).not.toMatch(/[ILOU]/);
    for (let i = 0; i < 200; i++) {
      const bytes = new Uint8Array(5).map(() => Math.floor(Math.random() * 256));
      const reference = referenceFromBytes(bytes);
      expect(reference).toMatch(REFERENCE_PATTERN);
    }
  });

  it('differs for different bytes (the mapping is one to one)', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 256; i++) seen.add(referenceFromBytes(new Uint8Array([i, 7, 7, 7, i])));
    expect(seen.size).toBe(256);
  });

  it('takes exactly 5 bytes', () => {
    expect(() => referenceFromBytes(new Uint8Array(4))).toThrow();
  });

  it('is shown in two groups of four', () => {
    expect(formatReference('7K3Q9XWD')).toBe('7K3Q-9XWD');
    expect(formatReference('not-one')).toBe('not-one');
  });
});
