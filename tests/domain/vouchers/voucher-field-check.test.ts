import { describe, expect, it } from 'vitest';
import { voucherFieldProblem } from '@/domain/vouchers/voucher-field-check';

const guest = { email: 'a@b.co', phone: '0812345678', phoneCode: '+66' };

describe('voucherFieldProblem', () => {
  it('asks for a code, refuses one already applied, and asks a guest for phone then e-mail', () => {
    expect(voucherFieldProblem({ code: '  ', appliedCodes: [], guest: null })).toBe('empty');
    expect(voucherFieldProblem({ code: ' dine15', appliedCodes: ['DINE15'], guest: null })).toBe('alreadyInserted');
    expect(voucherFieldProblem({ code: 'DINE15', appliedCodes: [], guest: { ...guest, phone: '' } })).toBe('phone');
    expect(voucherFieldProblem({ code: 'DINE15', appliedCodes: [], guest: { ...guest, phoneCode: '' } })).toBe('phone');
    expect(voucherFieldProblem({ code: 'DINE15', appliedCodes: [], guest: { ...guest, email: ' ' } })).toBe('email');
    expect(voucherFieldProblem({ code: 'DINE15', appliedCodes: ['HHGIFT500'], guest })).toBeNull();
    expect(voucherFieldProblem({ code: 'DINE15', appliedCodes: [], guest: null })).toBeNull();
  });
});
