import { describe, expect, it } from 'vitest';
import { availableMethods, brandAccepted, initialMethod } from '@/domain/payments/available-methods';

const base = {
  provider: 'omise',
  publicKey: null,
  acceptedCreditCards: ['visa'],
  currency: 'THB',
  isWallet: false,
};

describe('availableMethods (config + restaurant)', () => {
  it('offers card, PromptPay and both wallets for a baht booking with an accepted card', () => {
    expect(availableMethods(base)).toEqual(['card', 'promptpay', 'true_wallet', 'shopee_pay']);
  });

  it('offers no card when the restaurant accepts none, or the provider is not usable', () => {
    expect(availableMethods({ ...base, acceptedCreditCards: [] })).toEqual([
      'promptpay',
      'true_wallet',
      'shopee_pay',
    ]);
    expect(availableMethods({ ...base, provider: 'stripe' })).not.toContain('card');
    // gbprimepay needs the restaurant's public key.
    expect(availableMethods({ ...base, provider: 'gbprimepay' })).not.toContain('card');
    expect(availableMethods({ ...base, provider: 'gbprimepay', publicKey: 'pk_1' })).toContain('card');
  });

  it('offers only the card outside baht (PromptPay and the Thai wallets pay THB)', () => {
    expect(availableMethods({ ...base, currency: 'SGD' })).toEqual(['card']);
  });

  it('offers no wallets through GB Prime Pay (the adapter refuses them)', () => {
    const gb = { ...base, provider: 'gbprimepay', publicKey: 'pk_1', gateway: 'gbprimepay' as const };
    expect(availableMethods(gb)).toEqual(['card', 'promptpay']);
    expect(availableMethods({ ...gb, isWallet: true })).toEqual(['card', 'promptpay']);
  });

  it('puts TrueMoney first with the wallet flag', () => {
    expect(availableMethods({ ...base, isWallet: true })).toEqual([
      'true_wallet',
      'card',
      'promptpay',
      'shopee_pay',
    ]);
    expect(initialMethod(availableMethods({ ...base, isWallet: true }), null)).toBe('true_wallet');
  });

  it('starts with the saved choice while it is still offered', () => {
    const offered = availableMethods(base);
    expect(initialMethod(offered, 'promptpay')).toBe('promptpay');
    expect(initialMethod(availableMethods({ ...base, currency: 'SGD' }), 'promptpay')).toBe('card');
    expect(initialMethod([], 'card')).toBeNull();
  });
});

describe('brandAccepted', () => {
  it('matches the gateway brand names to the restaurant codes', () => {
    expect(brandAccepted('Visa', ['visa'])).toBe(true);
    expect(brandAccepted('MasterCard', ['mastercard', 'amex'])).toBe(true);
    expect(brandAccepted('Visa', ['mastercard', 'amex'])).toBe(false);
    expect(brandAccepted('American Express', ['amex'])).toBe(true);
    expect(brandAccepted('JCB', ['visa'])).toBe(false);
  });
});
