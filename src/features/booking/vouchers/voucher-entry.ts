import type { VoucherView } from '@/contract/vouchers';
import type { AppliedVoucher } from '@/domain/vouchers/applied-voucher-list';

/** A checked voucher as step 5 lists it: the server's figures and reason, formatted by the server. */
export function voucherEntry(view: VoucherView): AppliedVoucher {
  return {
    code: view.voucherCode,
    name: view.attributes.name,
    isGift: view.voucherCategory === 'gift_voucher',
    amount: view.isValid ? view.amountUsed.format : null,
    failed: !view.isValid,
    message: view.validationMessage,
    needsCard: view.attributes.needsCard,
  };
}

/** A refused code the server sent no voucher for (not found): listed by its code. */
export function unknownVoucherEntry(code: string, message: string): AppliedVoucher {
  const shown = code.trim().toUpperCase();
  return { code: shown, name: shown, isGift: false, amount: null, failed: true, message, needsCard: false };
}
