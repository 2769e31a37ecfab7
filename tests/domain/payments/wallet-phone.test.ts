import { describe, expect, it } from 'vitest';
import { checkWalletPhone } from '@/domain/payments/wallet-phone';

describe('checkWalletPhone (TrueMoney Wallet number on a buy page)', () => {
  it('asks for the number when nothing is typed', () => {
    expect(checkWalletPhone('')).toEqual({ ok: false, refusal: 'walletPhoneEmpty' });
    expect(checkWalletPhone('  - ')).toEqual({ ok: false, refusal: 'walletPhoneEmpty' });
  });

  it('takes a Thai mobile number with spaces, dashes or the country code, in its local form', () => {
    expect(checkWalletPhone('0812345678')).toEqual({ ok: true, phone: '0812345678' });
    expect(checkWalletPhone('081-234 5678')).toEqual({ ok: true, phone: '0812345678' });
    expect(checkWalletPhone('+66 81 234 5678')).toEqual({ ok: true, phone: '0812345678' });
    expect(checkWalletPhone('66912345678')).toEqual({ ok: true, phone: '0912345678' });
    expect(checkWalletPhone('0612345678')).toEqual({ ok: true, phone: '0612345678' });
  });

  it('refuses a landline, a short or long number, and letters', () => {
    expect(checkWalletPhone('021234567')).toEqual({ ok: false, refusal: 'walletPhoneInvalid' });
    expect(checkWalletPhone('081234567')).toEqual({ ok: false, refusal: 'walletPhoneInvalid' });
    expect(checkWalletPhone('08123456789')).toEqual({ ok: false, refusal: 'walletPhoneInvalid' });
    expect(checkWalletPhone('08l2345678')).toEqual({ ok: false, refusal: 'walletPhoneInvalid' });
  });
});
