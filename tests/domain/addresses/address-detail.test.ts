import { describe, expect, it } from 'vitest';
import {
  ADDRESS_DETAIL_SEPARATOR,
  joinAddressDetail,
  splitAddressDetail,
} from '@/domain/addresses/address-detail';

describe('joinAddressDetail and splitAddressDetail', () => {
  it('joins the address and its detail with the separator, and splits them back', () => {
    const text = joinAddressDetail(' 999/9 Rama I Rd, Pathum Wan ', ' Floor 12, room 1203 ');
    expect(text).toBe(`999/9 Rama I Rd, Pathum Wan${ADDRESS_DETAIL_SEPARATOR}Floor 12, room 1203`);
    expect(splitAddressDetail(text)).toEqual({
      address: '999/9 Rama I Rd, Pathum Wan',
      detail: 'Floor 12, room 1203',
    });
  });

  it('stores no separator without a detail', () => {
    expect(joinAddressDetail('12 Sukhumvit 11', '')).toBe('12 Sukhumvit 11');
    expect(joinAddressDetail('12 Sukhumvit 11', null)).toBe('12 Sukhumvit 11');
    expect(joinAddressDetail('12 Sukhumvit 11', '   ')).toBe('12 Sukhumvit 11');
    expect(splitAddressDetail('12 Sukhumvit 11')).toEqual({ address: '12 Sukhumvit 11', detail: '' });
  });

  it('keeps Thai text and symbols as they are', () => {
    const text = joinAddressDetail('ซอยสุขุมวิท 11 แขวงคลองเตยเหนือ', 'ตึก A | ชั้น 3');
    expect(splitAddressDetail(text)).toEqual({
      address: 'ซอยสุขุมวิท 11 แขวงคลองเตยเหนือ',
      detail: 'ตึก A | ชั้น 3',
    });
  });

  it('turns line breaks inside a field into spaces, so the split gives back what was joined', () => {
    const text = joinAddressDetail('1 Silom\nBang Rak', 'Gate 2\r\nnext to 7-Eleven');
    expect(text.split(ADDRESS_DETAIL_SEPARATOR)).toHaveLength(2);
    expect(splitAddressDetail(text)).toEqual({
      address: '1 Silom Bang Rak',
      detail: 'Gate 2 next to 7-Eleven',
    });
  });

  it('splits at the first separator: a stored text with more lines keeps them in the detail', () => {
    expect(splitAddressDetail('1 Silom\nGate 2\nBlue door')).toEqual({
      address: '1 Silom',
      detail: 'Gate 2 Blue door',
    });
  });
});
