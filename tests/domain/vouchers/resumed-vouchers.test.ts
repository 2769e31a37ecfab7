import { describe, expect, it } from 'vitest';
import type { AppliedVoucher } from '@/domain/vouchers/applied-voucher-list';
import { codesToRecheck, draftVoucherCode, heldVoucherCodes, keptVoucherCodes } from '@/domain/vouchers/resumed-vouchers';

const v = (code: string, failed = false): AppliedVoucher => ({
  code,
  name: code,
  isGift: true,
  amount: failed ? null : '฿100',
  failed,
  message: failed ? 'expired' : null,
  needsCard: false,
});

describe('resumed vouchers', () => {
  it('keeps the accepted codes with the draft, joined as a reservation stores them, and no refused one', () => {
    expect(draftVoucherCode([v('HHGIFT500'), v('OLD100', true), v('HHGIFT1000')])).toBe(
      'HHGIFT500,HHGIFT1000',
    );
    expect(draftVoucherCode([v('OLD100', true)])).toBeNull();
    expect(draftVoucherCode([])).toBeNull();
    // Codes of a resumed booking not yet checked again stay with it, each once.
    expect(draftVoucherCode([v('HHGIFT500')], ['hhgift500', 'HHGIFT1000'])).toBe('HHGIFT500,HHGIFT1000');
  });
  it('rechecks each code once, trimmed and upper-cased, never the points marker, at most five', () => {
    expect(codesToRecheck(null)).toEqual([]);
    expect(codesToRecheck(' hhgift500 , ,HHGIFT500,welcome100')).toEqual(['HHGIFT500', 'WELCOME100']);
    expect(codesToRecheck('REDEEMCODE')).toEqual([]);
    expect(codesToRecheck('A,B,C,D,E,F,G')).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(codesToRecheck(`${'X'.repeat(61)},OK`)).toEqual(['OK']);
  });
  it('gives back what it kept: the draft of a resumed booking rechecks the same codes', () => {
    const kept = draftVoucherCode([v('HHGIFT500'), v('HHGIFT1000')]);
    expect(codesToRecheck(kept)).toEqual(['HHGIFT500', 'HHGIFT1000']);
  });
  it('keeps a list of codes the same way (what a seat hold stores): no comma inside a code, no marker', () => {
    expect(keptVoucherCodes([' hhgift500 ', 'HHGIFT500', '', 'a,b', 'redeemcode', 'welcome100'])).toEqual([
      'HHGIFT500',
      'WELCOME100',
    ]);
    expect(keptVoucherCodes(['A', 'B', 'C', 'D', 'E', 'F'])).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(keptVoucherCodes([])).toEqual([]);
  });
  it("a member's hold keeps what a guest's draft keeps: the accepted codes, then those still waiting", () => {
    expect(heldVoucherCodes([v('HHGIFT500'), v('OLD100', true)], ['welcome100', 'hhgift500'])).toEqual([
      'HHGIFT500',
      'WELCOME100',
    ]);
    expect(heldVoucherCodes([v('OLD100', true)])).toEqual([]);
    expect(heldVoucherCodes([v('REDEEMCODE')])).toEqual([]);
  });
});
