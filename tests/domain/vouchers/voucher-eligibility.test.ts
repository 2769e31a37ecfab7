import { describe, expect, it } from 'vitest';
import {
  checkEligibility,
  type EligibilityVoucher,
  type VoucherBooking,
} from '@/domain/vouchers/voucher-eligibility';

const voucher: EligibilityVoucher = {
  active: true,
  category: 'restaurant',
  amountType: 'fixed',
  valueMinor: 10_000,
  amountUsedMinor: 0,
  minSpendMinor: 50_000,
  currency: 'THB',
  usedCount: 0,
  totalLimit: 10,
  perMemberLimit: 1,
  ownerUserId: null,
  restaurantIds: [1, 2],
  packageTypes: ['ayce'],
  serviceTypes: ['dine_in'],
  paymentTypes: [],
  cardPrefixes: [],
  validFrom: '2026-01-01',
  validUntil: '2026-12-31',
  firstBookingOnly: false,
};
const booking: VoucherBooking = {
  restaurantId: 1,
  currency: 'THB',
  totalMinor: 80_000,
  packageTypes: ['ayce'],
  serviceType: 'dine_in',
  paymentType: null,
  ccNumber: null,
  userId: 7,
  usesByDiner: 0,
  bookingsByDiner: 3,
};
// 2026-06-30 23:30 UTC is already 1 July in Bangkok.
const now = new Date('2026-06-30T23:30:00Z');
const reason = (v: Partial<EligibilityVoucher>, b: Partial<VoucherBooking> = {}, at = now) => {
  const result = checkEligibility({ ...voucher, ...v }, { ...booking, ...b }, at);
  return result.kind === 'ok' ? 'ok' : result.reason;
};

describe('checkEligibility', () => {
  it('accepts a booking that meets every condition', () => {
    expect(reason({})).toBe('ok');
  });
  it('checks the dates in Bangkok, both days included', () => {
    expect(reason({ validUntil: '2026-06-30' })).toBe('expired');
    expect(reason({ validFrom: '2026-07-01' })).toBe('ok');
    expect(reason({ validFrom: '2026-07-02' })).toBe('notStarted');
    expect(reason({ active: false })).toBe('inactive');
  });
  it('keeps an owned voucher to its owner', () => {
    expect(reason({ ownerUserId: 8 })).toBe('notOwner');
    expect(reason({ ownerUserId: 8 }, { userId: null })).toBe('needsMember');
    expect(reason({ ownerUserId: 7 })).toBe('ok');
  });
  it('checks restaurant, currency, packages, service and minimum spend', () => {
    expect(reason({}, { restaurantId: 3 })).toBe('wrongRestaurant');
    expect(reason({ restaurantIds: [] }, { restaurantId: 3 })).toBe('ok');
    expect(reason({}, { currency: 'SGD' })).toBe('wrongCurrency');
    expect(reason({}, { packageTypes: ['ayce', 'hah'] })).toBe('wrongPackage');
    expect(reason({}, { serviceType: 'delivery' })).toBe('wrongService');
    expect(reason({}, { totalMinor: 49_999 })).toBe('minSpend');
  });
  it('checks the gift balance and the usage limits', () => {
    expect(reason({ category: 'gift', amountType: 'stored', valueMinor: 500, amountUsedMinor: 500 })).toBe(
      'giftSpent',
    );
    expect(reason({ usedCount: 10 })).toBe('totalLimit');
    expect(reason({}, { usesByDiner: 1 })).toBe('memberLimit');
    expect(reason({ perMemberLimit: null }, { usesByDiner: 5 })).toBe('ok');
  });
  it('keeps a first-booking voucher to members with no booking yet', () => {
    expect(reason({ firstBookingOnly: true })).toBe('firstBookingOnly');
    expect(reason({ firstBookingOnly: true }, { bookingsByDiner: 0 })).toBe('ok');
    expect(reason({ firstBookingOnly: true }, { userId: null, bookingsByDiner: 0 })).toBe('needsMember');
  });
  it('asks a bank voucher for a card in its ranges and a payment type it takes', () => {
    const bank = { category: 'bank' as const, paymentTypes: ['card'], cardPrefixes: ['424242'] };
    expect(reason(bank)).toBe('cardRequired');
    expect(reason(bank, { paymentType: 'card' })).toBe('cardRequired');
    expect(reason(bank, { paymentType: 'card', ccNumber: '55555555555XXXX' })).toBe('wrongCard');
    expect(reason(bank, { paymentType: 'promptpay', ccNumber: '42424242424XXXX' })).toBe('wrongPaymentType');
    expect(reason(bank, { paymentType: 'card', ccNumber: '42424242424XXXX' })).toBe('ok');
  });
});
