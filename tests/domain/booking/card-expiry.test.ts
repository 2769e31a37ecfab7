import { describe, expect, it } from 'vitest';
import { checkCreditCard, splitCardExpiry } from '@/domain/booking/card-expiry';

describe('splitCardExpiry', () => {
  it('splits MM/YY on the slash', () => {
    expect(splitCardExpiry('12/26')).toEqual({ month: '12', year: '26' });
    expect(splitCardExpiry('3 / 2027')).toEqual({ month: '03', year: '2027' });
  });

  it.each(['1226', '12/26/1', '13/26', '00/26', 'ab/26', '12/', '/26', '12/2'])('refuses %j', (value) => {
    expect(splitCardExpiry(value)).toBeNull();
  });
});

describe('checkCreditCard', () => {
  const card = {
    name: ' Somchai J ',
    number: '4242 4242 4242 4242',
    expMonthYear: '12/26',
    securityCode: '123',
  };

  it('gives the provider fields', () => {
    expect(checkCreditCard(card)).toEqual({
      ok: true,
      card: {
        name: 'Somchai J',
        number: '4242424242424242',
        expirationMonth: '12',
        expirationYear: '26',
        securityCode: '123',
      },
    });
  });

  it('lists every empty field', () => {
    expect(checkCreditCard({ name: '', number: ' ', expMonthYear: '', securityCode: '' })).toEqual({
      ok: false,
      missing: ['name', 'number', 'expMonthYear', 'securityCode'],
      invalidExpiry: false,
    });
    expect(checkCreditCard({ ...card, securityCode: '' })).toEqual({
      ok: false,
      missing: ['securityCode'],
      invalidExpiry: false,
    });
  });

  it('flags an expiry that does not split', () => {
    expect(checkCreditCard({ ...card, expMonthYear: '1226' })).toEqual({
      ok: false,
      missing: [],
      invalidExpiry: true,
    });
  });
});
