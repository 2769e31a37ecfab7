import { describe, expect, it } from 'vitest';
import { checkPaymentProvider } from '@/domain/payments/payment-provider';

describe('checkPaymentProvider', () => {
  it('accepts omise with or without a key', () => {
    expect(checkPaymentProvider('omise', null)).toEqual({ ok: true, provider: 'omise', publicKey: null });
    expect(checkPaymentProvider('omise', 'pkey_1')).toEqual({
      ok: true,
      provider: 'omise',
      publicKey: 'pkey_1',
    });
  });

  it('accepts gbprimepay with a public key', () => {
    expect(checkPaymentProvider('gbprimepay', ' pk ')).toEqual({
      ok: true,
      provider: 'gbprimepay',
      publicKey: 'pk',
    });
  });

  it('refuses gbprimepay without a key', () => {
    for (const key of [null, undefined, '', '  ']) {
      expect(checkPaymentProvider('gbprimepay', key)).toMatchObject({ ok: false, code: 'missingPublicKey' });
    }
  });

  it('refuses any other provider', () => {
    for (const provider of ['stripe', 'gb_primepay', 'Omise', '', null, undefined]) {
      expect(checkPaymentProvider(provider, 'pk')).toMatchObject({ ok: false, code: 'unknownProvider' });
    }
  });
});
