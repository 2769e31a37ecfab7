import { describe, expect, it } from 'vitest';
import { memberContact } from '@/domain/booking/member-contact';

const profile = { name: 'Somchai Jaidee', email: 'somchai@example.com', phone: '0812345678', callingCode: '+66' };

describe('memberContact', () => {
  it('carries the name, e-mail and the phone in international form', () => {
    expect(memberContact(profile)).toEqual({ name: 'Somchai Jaidee', email: 'somchai@example.com', phone: '+66812345678' });
  });

  it('adds the leading 0 a number was saved without, and uses the account calling code', () => {
    expect(memberContact({ ...profile, phone: '91234567', callingCode: '+65' }).phone).toBe('+6591234567');
    expect(memberContact({ ...profile, phone: '812345678', callingCode: null }).phone).toBe('+66812345678');
  });

  it('books without a phone when the account has none or an unusable one', () => {
    expect(memberContact({ ...profile, phone: null }).phone).toBe('');
    expect(memberContact({ ...profile, phone: '  ' }).phone).toBe('');
    expect(memberContact({ ...profile, phone: '0812', callingCode: '+66' }).phone).toBe('');
    expect(memberContact({ ...profile, callingCode: '66' }).phone).toBe('');
  });

  it('falls back to the e-mail when the name is empty', () => {
    expect(memberContact({ ...profile, name: '  ' }).name).toBe('somchai@example.com');
  });
});
