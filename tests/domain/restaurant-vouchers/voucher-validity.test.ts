import { describe, expect, it } from 'vitest';
import { voucherValidUntil } from '@/domain/restaurant-vouchers/voucher-validity';

describe('voucherValidUntil', () => {
  it('counts whole days from the Bangkok date it was paid', () => {
    expect(voucherValidUntil('2026-03-01', 30)).toBe('2026-03-31');
    expect(voucherValidUntil('2026-12-15', 30)).toBe('2027-01-14');
    expect(voucherValidUntil('2028-02-28', 1)).toBe('2028-02-29');
  });
});
