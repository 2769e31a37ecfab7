import { afterEach, describe, expect, it } from 'vitest';
import { REDACTED, reportError, setErrorSink, stripCardData, type ErrorReport } from '@/api/error-reporter';

describe('stripCardData', () => {
  it('redacts card fields in any casing, deeply', () => {
    const out = stripCardData({
      reservation: { adult: 2, cardNumber: '4242424242424242', security_code: '123', expiryMonth: 12, EXPIRY_YEAR: 2030 },
      payment: [{ cc_number: '5555555555554444', CVV: '999', omiseToken: 'tokn_test_5abcdefghijk', name: 'Somchai' }],
      card: { number: '4111 1111 1111 1111', name: 'SOMCHAI J', expiration_month: 1 },
    });
    expect(out).toEqual({
      reservation: { adult: 2, cardNumber: REDACTED, security_code: REDACTED, expiryMonth: REDACTED, EXPIRY_YEAR: REDACTED },
      payment: [{ cc_number: REDACTED, CVV: REDACTED, omiseToken: REDACTED, name: 'Somchai' }],
      card: { number: REDACTED, name: REDACTED, expiration_month: REDACTED },
    });
  });

  it('scrubs card numbers and omise tokens hiding in free text', () => {
    expect(stripCardData({ note: 'paid with 4242 4242 4242 4242 via tokn_test_5abcdefghijk' })).toEqual({
      note: `paid with ${REDACTED} via ${REDACTED}`,
    });
  });

  it('keeps ordinary data and survives cycles', () => {
    const a: Record<string, unknown> = { restaurantId: 12, phone: '0812345678' };
    a.self = a;
    expect(stripCardData(a)).toEqual({ restaurantId: 12, phone: '0812345678', self: '[circular]' });
  });
});

describe('reportError', () => {
  let restore: () => void = () => undefined;
  afterEach(() => restore());

  it('sends stripped reports to the sink', () => {
    const reports: ErrorReport[] = [];
    restore = setErrorSink((r) => reports.push(r));
    reportError(new Error('charge failed for 4242424242424242'), { body: { cardNumber: '4242424242424242' } });
    expect(reports).toHaveLength(1);
    expect(JSON.stringify(reports)).not.toContain('4242424242424242');
    expect(reports[0]?.context).toEqual({ body: { cardNumber: REDACTED } });
  });

  it('never throws even if the sink does', () => {
    restore = setErrorSink(() => {
      throw new Error('sink down');
    });
    expect(() => reportError('x')).not.toThrow();
  });
});
