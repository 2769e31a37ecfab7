import { describe, expect, it } from 'vitest';
import { holdsSeparator, joinAddressDetail, splitAddressDetail } from '@/domain/addresses/address-detail';
import { addressDetailText } from '@/domain/booking/address-detail';
import { ADDRESS_DETAIL_SEPARATOR } from '@/domain/booking/booking-state';

describe('joinAddressDetail and splitAddressDetail', () => {
  it("joins the address and its detail with the booking's separator, and splits them back", () => {
    const text = joinAddressDetail(' 999/9 Rama I Rd, Pathum Wan ', ' Floor 12, room 1203 ');
    expect(text).toBe(`999/9 Rama I Rd, Pathum Wan${ADDRESS_DETAIL_SEPARATOR}Floor 12, room 1203`);
    // The same text a delivery booking stores for these two fields.
    expect(text).toBe(addressDetailText('999/9 Rama I Rd, Pathum Wan', 'Floor 12, room 1203'));
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

  it('keeps Thai text as it is, and a detail may hold the separator itself', () => {
    const text = joinAddressDetail('ซอยสุขุมวิท 11 แขวงคลองเตยเหนือ', `ตึก A${ADDRESS_DETAIL_SEPARATOR}ชั้น 3`);
    expect(splitAddressDetail(text)).toEqual({
      address: 'ซอยสุขุมวิท 11 แขวงคลองเตยเหนือ',
      detail: `ตึก A${ADDRESS_DETAIL_SEPARATOR}ชั้น 3`,
    });
  });

  it('turns line breaks inside a field into spaces', () => {
    const text = joinAddressDetail('1 Silom\nBang Rak', 'Gate 2\r\nnext to 7-Eleven');
    expect(splitAddressDetail(text)).toEqual({
      address: '1 Silom Bang Rak',
      detail: 'Gate 2 next to 7-Eleven',
    });
  });

  it('tells an address that holds the separator (the one thing that would break the split)', () => {
    expect(holdsSeparator(`12/3${ADDRESS_DETAIL_SEPARATOR}Soi 5`)).toBe(true);
    expect(holdsSeparator('12/3 Soi 5|6')).toBe(false);
    expect(holdsSeparator('12/3 Soi 5')).toBe(false);
  });
});
