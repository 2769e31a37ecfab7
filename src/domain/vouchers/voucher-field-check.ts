import { sameCode } from '@/domain/vouchers/voucher-combination';

/**
 * Whether step 5's voucher field may ask the server to check a code: a code is typed, it is not already
 * on the booking, and a guest (who has no account to be known by) has given a phone with its calling code
 * and an e-mail first. The first problem found is the one the diner is told about.
 */
export type VoucherFieldProblem = 'empty' | 'alreadyInserted' | 'phone' | 'email';

export interface VoucherFieldInput {
  code: string;
  /** The codes on the booking that the server accepted (failed ones may be checked again). */
  appliedCodes: readonly string[];
  /** A guest's contact; null for a signed-in member. */
  guest: { email: string; phone: string; phoneCode: string } | null;
}

export function voucherFieldProblem(input: VoucherFieldInput): VoucherFieldProblem | null {
  if (input.code.trim() === '') return 'empty';
  if (input.appliedCodes.some((c) => sameCode(c, input.code))) return 'alreadyInserted';
  if (input.guest) {
    if (input.guest.phone.trim() === '' || input.guest.phoneCode.trim() === '') return 'phone';
    if (input.guest.email.trim() === '') return 'email';
  }
  return null;
}
