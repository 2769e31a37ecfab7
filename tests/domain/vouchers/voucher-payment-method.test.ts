import { describe, expect, it } from 'vitest';
import { methodAllowedByVouchers } from '@/domain/vouchers/voucher-payment-method';

describe('methodAllowedByVouchers', () => {
  it('allows any method without vouchers or with vouchers that name no payment type', () => {
    expect(methodAllowedByVouchers('promptpay', [])).toBe(true);
    expect(methodAllowedByVouchers('promptpay', [[], []])).toBe(true);
  });

  it('allows a card for a card voucher, and refuses PromptPay or a wallet', () => {
    expect(methodAllowedByVouchers('card', [['card']])).toBe(true);
    expect(methodAllowedByVouchers('promptpay', [['card']])).toBe(false);
    expect(methodAllowedByVouchers('truemoney', [['card']])).toBe(false);
  });

  it('needs every voucher that names types to name the method', () => {
    expect(methodAllowedByVouchers('card', [[], ['card', 'promptpay'], ['card']])).toBe(true);
    expect(methodAllowedByVouchers('promptpay', [['card', 'promptpay'], ['card']])).toBe(false);
  });
});
