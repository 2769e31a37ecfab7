import { useState } from 'react';
import { acceptedCodes, listAfterRefusal, listAfterSuccess } from '@/domain/vouchers/applied-voucher-list';
import { sameCode } from '@/domain/vouchers/voucher-combination';
import { voucherFieldProblem } from '@/domain/vouchers/voucher-field-check';
import type { PriceQuoteBody } from '@/features/booking/booking-calls';
import { bookingStore, updateSession } from '@/features/booking/booking-store';
import { unknownVoucherEntry, voucherEntry } from '@/features/booking/vouchers/voucher-entry';
import {
  voucherAppliedMessage,
  voucherFailedMessage,
  voucherProblemMessage,
} from '@/features/booking/vouchers/voucher-messages';

const loadCalls = () => import('@/entities/voucher/voucher-calls');

export interface VoucherFeedback {
  kind: 'error' | 'applied';
  text: string;
}

export interface VoucherCheckContext {
  /** The booking as the price quote is asked for it (null while nothing is selected). */
  booking: PriceQuoteBody | null;
  reservationDate: string | null;
  /** The payment method picked (a prepaid booking), for vouchers tied to a kind of payment. */
  paymentType: string | null;
  isMember: boolean;
}

/**
 * Checks a code with the server for this booking and keeps the answer in the booking session (so a
 * reload keeps it): the list as it stands after a success, the refused voucher flagged after a refusal.
 * Nothing is priced here: the price quote prices the accepted codes.
 */
export function useVoucherCheck(context: VoucherCheckContext) {
  const [pending, setPending] = useState(false);
  const [rechecking, setRechecking] = useState(false);
  const [feedback, setFeedback] = useState<VoucherFeedback | null>(null);

  /**
   * One code against the server, the session updated with its answer. `resumed`: a code a resumed booking
   * had; when it cannot be checked at all (the guest's contact missing, no answer) it is still listed,
   * flagged with the reason, so the diner sees it and can try it again instead of losing it.
   */
  /** What the field itself refuses (empty, already on the booking, a guest without contact), said at once. */
  const fieldProblem = (typed: string): string | null => {
    const session = bookingStore.get();
    const problem = voucherFieldProblem({
      code: typed,
      appliedCodes: acceptedCodes(session.vouchers),
      guest: context.isMember ? null : session.guest,
    });
    return problem ? voucherProblemMessage(problem) : null;
  };

  const checkCode = async (typed: string, resumed: boolean): Promise<VoucherFeedback> => {
    const session = bookingStore.get();
    const applied = acceptedCodes(session.vouchers);
    const flagUnchecked = (text: string): VoucherFeedback => {
      if (resumed) {
        updateSession((s) => ({ ...s, vouchers: listAfterRefusal(s.vouchers, unknownVoucherEntry(typed, text)) }));
      }
      return { kind: 'error', text };
    };
    const problem = fieldProblem(typed);
    if (problem) return flagUnchecked(problem);
    if (!context.booking) return flagUnchecked(voucherFailedMessage());
    const code = typed.trim();
    try {
      const { checkVoucher } = await loadCalls();
      const guest = session.guest;
      const result = await checkVoucher({
        ...context.booking,
        voucherCode: code,
        appliedCodes: applied,
        ccNumber: session.voucherCard,
        reservationDate: context.reservationDate,
        paymentType: context.paymentType,
        ...(context.isMember ? {} : { email: guest.email.trim(), phone: guest.phone.trim(), callingCode: guest.phoneCode }),
      });
      if (result.ok) {
        if (result.answer.data.length === 0) return flagUnchecked(voucherFailedMessage());
        const list = result.answer.data.map(voucherEntry);
        updateSession((s) => ({ ...s, vouchers: listAfterSuccess(s.vouchers, list) }));
        return { kind: 'applied', text: voucherAppliedMessage() };
      }
      if (result.onCode || resumed) {
        const view = result.answer?.data.find((v) => sameCode(v.voucherCode, code));
        const entry = view ? voucherEntry(view) : unknownVoucherEntry(code, result.message);
        updateSession((s) => ({
          ...s,
          vouchers: listAfterRefusal(s.vouchers, { ...entry, message: entry.message ?? result.message }),
        }));
      }
      return { kind: 'error', text: result.message || voucherFailedMessage() };
    } catch {
      return flagUnchecked(voucherFailedMessage());
    }
  };

  const apply = async (typed: string): Promise<boolean> => {
    const problem = fieldProblem(typed);
    if (problem) {
      setFeedback({ kind: 'error', text: problem });
      return false;
    }
    setPending(true);
    setFeedback(null);
    try {
      const outcome = await checkCode(typed, false);
      setFeedback(outcome);
      return outcome.kind === 'applied';
    } finally {
      setPending(false);
    }
  };

  /**
   * A resumed booking's codes, one after another (each checked with those accepted before it). The field
   * then says the first refusal, or 'Voucher applied' when every one was accepted again.
   */
  const recheck = async (codes: readonly string[]): Promise<void> => {
    setPending(true);
    setRechecking(true);
    setFeedback(null);
    let firstRefusal: VoucherFeedback | null = null;
    let last: VoucherFeedback | null = null;
    try {
      for (const code of codes) {
        last = await checkCode(code, true);
        if (last.kind === 'error') firstRefusal ??= last;
      }
      setFeedback(firstRefusal ?? last);
    } finally {
      setPending(false);
      setRechecking(false);
    }
  };

  return { apply, recheck, pending, rechecking, feedback, setFeedback };
}
