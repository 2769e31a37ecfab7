import { describe, expect, it } from 'vitest';
import { crc16Ccitt } from '@/domain/payments/crc16-ccitt';

describe('crc16Ccitt', () => {
  it('gives the catalogued check value of CRC-16/CCITT-FALSE', () => {
    // The standard check: CRC of the ASCII string "123456789".
    expect(crc16Ccitt('123456789')).toBe('29B1');
  });

  it('is 0xFFFF (its initial value) for nothing and pads to four hex digits', () => {
    expect(crc16Ccitt('')).toBe('FFFF');
    expect(crc16Ccitt('A')).toMatch(/^[0-9A-F]{4}$/);
  });
});
