import { describe, expect, it } from 'vitest';
import { purchaseMethods } from '@/domain/payments/purchase-methods';

const base = { provider: 'omise', publicKey: null, currency: 'THB', acceptedCreditCards: null };

describe('purchaseMethods (buy pages: gift card, package ticket, restaurant voucher)', () => {
  it('offers PromptPay first, then the card and both wallets, for a baht sale of our own', () => {
    expect(purchaseMethods(base)).toEqual(['promptpay', 'card', 'true_wallet', 'shopee_pay']);
  });

  it("takes a restaurant's accepted brands: none accepted, no card", () => {
    expect(purchaseMethods({ ...base, acceptedCreditCards: ['visa'] })).toContain('card');
    expect(purchaseMethods({ ...base, acceptedCreditCards: [] })).toEqual(['promptpay', 'true_wallet', 'shopee_pay']);
  });

  it('offers no wallet through GB Prime Pay, and no card without its public key', () => {
    expect(purchaseMethods({ ...base, provider: 'gbprimepay', gateway: 'gbprimepay' })).toEqual(['promptpay']);
    expect(purchaseMethods({ ...base, provider: 'gbprimepay', publicKey: 'pk_1', gateway: 'gbprimepay' })).toEqual([
      'promptpay',
      'card',
    ]);
  });

  it('offers only the card outside baht, and nothing without a usable provider there', () => {
    expect(purchaseMethods({ ...base, currency: 'SGD' })).toEqual(['card']);
    expect(purchaseMethods({ ...base, currency: 'SGD', provider: 'stripe' })).toEqual([]);
  });

  it('keeps the wallets through the sandbox and Omise', () => {
    expect(purchaseMethods({ ...base, gateway: 'sandbox' })).toContain('true_wallet');
    expect(purchaseMethods({ ...base, gateway: 'omise' })).toContain('shopee_pay');
  });
});
