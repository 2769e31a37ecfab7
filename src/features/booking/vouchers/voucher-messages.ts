import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { VoucherFieldProblem } from '@/domain/vouchers/voucher-field-check';

/** The voucher field's own messages (the server says the rest, in the diner's language). */
const PROBLEMS = {
  empty: msg`Please enter voucher code`,
  alreadyInserted: msg`Voucher already inserted`,
  phone: msg`please enter your phone`,
  email: msg`please enter your email`,
} as const;

export function voucherProblemMessage(problem: VoucherFieldProblem): string {
  return i18n._(PROBLEMS[problem]);
}

export function voucherAppliedMessage(): string {
  return i18n._(msg`Voucher applied`);
}

export function voucherFailedMessage(): string {
  return i18n._(msg`Oops, something went wrong when applying voucher`);
}
