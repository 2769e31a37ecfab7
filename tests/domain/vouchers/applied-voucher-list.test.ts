import { describe, expect, it } from 'vitest';
import { acceptedCodes, listAfterRefusal, listAfterSuccess, type AppliedVoucher } from '@/domain/vouchers/applied-voucher-list';

const v = (code: string, patch: Partial<AppliedVoucher> = {}): AppliedVoucher => ({
  code,
  name: code,
  isGift: false,
  amount: '฿100',
  failed: false,
  message: null,
  needsCard: false,
  ...patch,
});

describe('applied voucher list', () => {
  it('takes the server list on success, keeps refused ones it does not hold, sends accepted codes only', () => {
    const refused = v('KBANK20', { failed: true, amount: null, message: 'no card', needsCard: true });
    const list = listAfterSuccess([v('DINE15'), refused], [v('HHGIFT500', { isGift: true })]);
    expect(list.map((x) => x.code)).toEqual(['HHGIFT500', 'KBANK20']);
    expect(acceptedCodes(list)).toEqual(['HHGIFT500']);
    expect(listAfterSuccess([refused], [v('kbank20')]).map((x) => x.failed)).toEqual([false]);
  });
  it('keeps the booking vouchers on a refusal and lists the refused one once, flagged', () => {
    const once = listAfterRefusal([v('HHGIFT500', { isGift: true })], v('OLD100', { message: 'expired' }));
    const twice = listAfterRefusal(once, v('old100', { message: 'expired' }));
    expect(twice.map((x) => [x.code, x.failed, x.amount])).toEqual([
      ['HHGIFT500', false, '฿100'],
      ['old100', true, null],
    ]);
    expect(acceptedCodes(twice)).toEqual(['HHGIFT500']);
  });
});
