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
  const [feedback, setFeedback] = useState<VoucherFeedback | null>(null);

  const apply = async (typed: string): Promise<boolean> => {
    const session = bookingStore.get();
    const applied = acceptedCodes(session.vouchers);
    const problem = voucherFieldProblem({
      code: typed,
      appliedCodes: applied,
      guest: context.isMember ? null : session.guest,
    });
    if (problem) {
      setFeedback({ kind: 'error', text: voucherProblemMessage(problem) });
      return false;
    }
    if (!context.booking) {
      setFeedback({ kind: 'error', text: voucherFailedMessage() });
      return false;
    }
    const code = typed.trim();
    setPending(true);
    setFeedback(null);
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
        if (result.answer.data.length === 0) {
          setFeedback({ kind: 'error', text: voucherFailedMessage() });
          return false;
        }
        const list = result.answer.data.map(voucherEntry);
        updateSession((s) => ({ ...s, vouchers: listAfterSuccess(s.vouchers, list) }));
        setFeedback({ kind: 'applied', text: voucherAppliedMessage() });
        return true;
      }
      if (result.onCode) {
        const view = result.answer?.data.find((v) => sameCode(v.voucherCode, code));
        const entry = view ? voucherEntry(view) : unknownVoucherEntry(code, result.message);
        updateSession((s) => ({
          ...s,
          vouchers: listAfterRefusal(s.vouchers, { ...entry, message: entry.message ?? result.message }),
        }));
      }
      setFeedback({ kind: 'error', text: result.message || voucherFailedMessage() });
      return false;
    } catch {
      setFeedback({ kind: 'error', text: voucherFailedMessage() });
      return false;
    } finally {
      setPending(false);
    }
  };

  return { apply, pending, feedback, setFeedback };
}
