import { describe, expect, it } from 'vitest';
import { checkPaymentProvider } from '@/domain/payments/payment-provider';

describe('checkPaymentProvider', () => {
  it('accepts omise with or without a key, gbprimepay only with one', () => {
    expect(checkPaymentProvider('omise', null)).toEqual({ ok: true, provider: 'omise' });
    expect(checkPaymentProvider('gbprimepay', 'pkey_123')).toEqual({ ok: true, provider: 'gbprimepay' });
    expect(checkPaymentProvider('gbprimepay', ' ')).toEqual({ ok: false, error: 'missingPublicKey' });
    expect(checkPaymentProvider('gbprimepay', undefined)).toEqual({ ok: false, error: 'missingPublicKey' });
  });

  it('refuses anything else', () => {
    expect(checkPaymentProvider('stripe', 'k')).toEqual({ ok: false, error: 'unknownProvider' });
    expect(checkPaymentProvider('gb_primepay', 'k')).toEqual({ ok: false, error: 'unknownProvider' });
    expect(checkPaymentProvider(null, null)).toEqual({ ok: false, error: 'unknownProvider' });
  });
});
