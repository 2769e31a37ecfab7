import { describe, expect, it } from 'vitest';
import type { Money } from '@/contract/catalogue';
import type { VoucherView } from '@/contract/vouchers';
import {
  formatVoucherDay,
  isVoucherGroupId,
  minimumSpend,
  voucherOffer,
  voucherUseHref,
} from '@/domain/vouchers/voucher-offer';

const baht = (amount: number): Money => ({ amount, currency: 'THB', symbol: '฿', format: `฿${amount}` });

const terms = (patch: Partial<VoucherView['attributes']> = {}): VoucherView['attributes'] => ({
  name: 'v',
  category: 'restaurant',
  amountType: 'fixed',
  usageType: 'single',
  value: baht(100),
  percent: null,
  maxDiscount: null,
  minSpend: baht(0),
  balance: null,
  validFrom: '2024-01-01',
  validUntil: '2099-12-31',
  restaurantIds: [],
  packageTypes: [],
  serviceTypes: [],
  needsCard: false,
  groupId: 1,
  status: 'active',
  ...patch,
});

describe('voucher offer', () => {
  it('words a fixed amount, a capped percent and a gift balance', () => {
    expect(voucherOffer(terms())).toEqual({ kind: 'fixed', amount: baht(100) });
    expect(voucherOffer(terms({ amountType: 'percent', percent: 15, maxDiscount: baht(300) }))).toEqual({
      kind: 'percent',
      percent: 15,
      cap: baht(300),
    });
    expect(
      voucherOffer(terms({ category: 'gift', amountType: 'stored', value: baht(500), balance: baht(200) })),
    ).toEqual({ kind: 'stored', value: baht(200) });
  });
  it('shows a minimum spend only above zero', () => {
    expect(minimumSpend(terms())).toBeNull();
    expect(minimumSpend(terms({ minSpend: baht(500) }))).toEqual(baht(500));
  });
  it('sends a one-restaurant voucher to that restaurant and any other to the search', () => {
    expect(voucherUseHref({ restaurantIds: [7] })).toBe('/restaurants/7');
    expect(voucherUseHref({ restaurantIds: [] })).toBe('/restaurants/search');
    expect(voucherUseHref({ restaurantIds: [1, 2] })).toBe('/restaurants/search');
  });
  it('takes only a whole number in the id range as a group id', () => {
    expect(isVoucherGroupId('1')).toBe(true);
    expect(isVoucherGroupId('2147483647')).toBe(true);
    for (const bad of ['0', '2147483648', 'abc', '1.5', '', '-1']) expect(isVoucherGroupId(bad)).toBe(false);
  });
  it('formats a day in English and in Thai with the Buddhist year, whatever the device zone', () => {
    expect(formatVoucherDay('2099-12-31', 'en')).toBe('31 Dec 2099');
    expect(formatVoucherDay('2099-12-31', 'th')).toContain('2642');
    expect(formatVoucherDay('not a day', 'en')).toBe('not a day');
  });
});
