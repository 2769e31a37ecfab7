import { describe, expect, it } from 'vitest';
import { checkCardFields } from '@/domain/payments/card-fields';

const card = {
  name: 'Somchai Jaidee',
  number: '4242 4242 4242 4242',
  expMonthYear: '12/30',
  securityCode: '123',
};

describe('checkCardFields', () => {
  it('splits the expiry on the slash into month and year', () => {
    expect(checkCardFields(card)).toEqual({ ok: true, expirationMonth: 12, expirationYear: 2030 });
    expect(checkCardFields({ ...card, expMonthYear: '1 / 2031' })).toEqual({
      ok: true,
      expirationMonth: 1,
      expirationYear: 2031,
    });
  });

  it('needs every field non-empty, reporting the first empty one', () => {
    expect(checkCardFields({ ...card, name: ' ' })).toEqual({
      ok: false,
      error: 'emptyField',
      field: 'name',
    });
    expect(checkCardFields({ ...card, number: '' })).toEqual({
      ok: false,
      error: 'emptyField',
      field: 'number',
    });
    expect(checkCardFields({ ...card, expMonthYear: '' })).toEqual({
      ok: false,
      error: 'emptyField',
      field: 'expMonthYear',
    });
    expect(checkCardFields({ ...card, securityCode: '' })).toEqual({
      ok: false,
      error: 'emptyField',
      field: 'securityCode',
    });
  });

  it('refuses an expiry without a slash or with a month out of range', () => {
    expect(checkCardFields({ ...card, expMonthYear: '1230' })).toEqual({ ok: false, error: 'invalidExpiry' });
    expect(checkCardFields({ ...card, expMonthYear: '13/30' })).toEqual({
      ok: false,
      error: 'invalidExpiry',
    });
    expect(checkCardFields({ ...card, expMonthYear: '12/3' })).toEqual({ ok: false, error: 'invalidExpiry' });
    expect(checkCardFields({ ...card, expMonthYear: '1/2/30' })).toEqual({
      ok: false,
      error: 'invalidExpiry',
    });
  });
});
