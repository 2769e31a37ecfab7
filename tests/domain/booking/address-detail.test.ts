import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressDetailText } from '@/domain/booking/address-detail';
import { ADDRESS_DETAIL_SEPARATOR } from '@/domain/booking/booking-state';

describe('addressDetailText', () => {
  it('joins the address and the detail with the separator', () => {
    expect(ADDRESS_DETAIL_SEPARATOR).toBe(' | ');
    expect(addressDetailText(' Sukhumvit Rd, Khlong Toei ', ' Room 1204 ')).toBe('Sukhumvit Rd, Khlong Toei | Room 1204');
  });

  it('is the address alone without a detail, the detail alone without an address', () => {
    expect(addressDetailText('Sukhumvit Rd', '  ')).toBe('Sukhumvit Rd');
    expect(addressDetailText('', 'Room 1204')).toBe('Room 1204');
  });

  it('never joins twice', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (address, detail) => {
        const once = addressDetailText(address, detail);
        expect(addressDetailText(address, once)).toBe(once);
      }),
    );
  });
});
