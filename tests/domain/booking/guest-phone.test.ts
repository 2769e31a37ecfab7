import { describe, expect, it } from 'vitest';
import { guestPhone, isValidPhoneCode, recordedGuestPayload } from '@/domain/booking/guest-phone';

describe('guestPhone', () => {
  it('drops the leading 0 and prepends the code (default +66)', () => {
    expect(guestPhone('0812345678')).toEqual({ ok: true, phone: '+66812345678' });
    expect(guestPhone('081-234 5678', null)).toEqual({ ok: true, phone: '+66812345678' });
    expect(guestPhone('(081) 234.5678', '')).toEqual({ ok: true, phone: '+66812345678' });
    expect(guestPhone('091234567', ' +65 ')).toEqual({ ok: true, phone: '+6591234567' });
  });

  it('asks for a phone when empty or missing', () => {
    const required = { ok: false, code: 'required', message: 'Please enter your phone no.' };
    expect(guestPhone('')).toEqual(required);
    expect(guestPhone('  - ')).toEqual(required);
    expect(guestPhone(undefined)).toEqual(required);
  });

  it('asks for the leading zero', () => {
    expect(guestPhone('812345678')).toEqual({
      ok: false,
      code: 'leadingZero',
      message: 'Please put zero in front of your number eg. 0xxxxxxxxx',
    });
    expect(guestPhone('+66812345678').ok || guestPhone('+66812345678')).toMatchObject({
      code: 'leadingZero',
    });
  });

  it('refuses letters and numbers too short or too long', () => {
    for (const phone of ['08123x5678', '0123', '0123456789012345']) {
      expect(guestPhone(phone)).toEqual({ ok: false, code: 'invalid', message: 'Phone field is required' });
    }
  });

  it('refuses a phone code without its plus sign', () => {
    expect(guestPhone('0812345678', '66')).toMatchObject({ ok: false, code: 'invalidPhoneCode' });
  });
});

describe('isValidPhoneCode', () => {
  it('needs + and 1–4 digits', () => {
    expect(isValidPhoneCode('+66')).toBe(true);
    expect(isValidPhoneCode('+1')).toBe(true);
    expect(isValidPhoneCode('66')).toBe(false);
    expect(isValidPhoneCode('+')).toBe(false);
    expect(isValidPhoneCode('+12345')).toBe(false);
    expect(isValidPhoneCode(null)).toBe(false);
  });
});

describe('recordedGuestPayload', () => {
  const guest = { firstName: ' Somchai ', lastName: 'Jaidee', phone: '0812345678', phoneCode: '+66' };

  it('sends name and international phone with a valid code', () => {
    expect(recordedGuestPayload(guest)).toEqual({ name: 'Somchai Jaidee', phone: '+66812345678' });
    expect(recordedGuestPayload({ ...guest, lastName: '' })).toEqual({
      name: 'Somchai',
      phone: '+66812345678',
    });
  });

  it('sends nothing without a valid code, a valid phone, or a guest', () => {
    expect(recordedGuestPayload({ ...guest, phoneCode: '66' })).toBeNull();
    expect(recordedGuestPayload({ ...guest, phoneCode: null })).toBeNull();
    expect(recordedGuestPayload({ ...guest, phone: '' })).toBeNull();
    expect(recordedGuestPayload(null)).toBeNull();
    expect(recordedGuestPayload(undefined)).toBeNull();
  });
});
