import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { heldVoucherCodes } from '@/domain/vouchers/resumed-vouchers';
import { removeVoucher } from '@/domain/vouchers/voucher-combination';
import type { HoldBody } from '@/features/booking/booking-calls';
import { bookingStore, updateSession, useBookingSession } from '@/features/booking/booking-store';
import { saveHeldVouchers } from '@/features/booking/hooks/use-seat-hold';
import { AppliedVoucherList } from '@/features/booking/vouchers/applied-voucher-list';
import { MemberVoucherPicker } from '@/features/booking/vouchers/member-voucher-picker';
import { useVoucherCheck, type VoucherCheckContext } from '@/features/booking/vouchers/use-voucher-check';
import { VoucherCardField } from '@/features/booking/vouchers/voucher-card-field';
import '@/features/booking/vouchers/vouchers.css';

/**
 * Step 5's vouchers: a code typed (or, for a member, picked from their own) and checked by the server,
 * its answer said by the field (role=alert for a refusal, role=status once applied), and the vouchers on
 * the booking. Its own small form, outside the booking's, so Enter here applies a code and never books.
 */
export function VoucherPanel({
  context,
  memberEmail,
  holdBody,
}: {
  context: VoucherCheckContext;
  memberEmail: string | null;
  /** A member's hold body, to renew the hold with the vouchers' codes (null for a guest). */
  holdBody?: (() => HoldBody | null) | null;
}) {
  const { t } = useLingui();
  const { vouchers, voucherCard, vouchersToRecheck } = useBookingSession();
  const [code, setCode] = useState('');
  const check = useVoucherCheck(context);
  const canRecheck = context.booking !== null && !check.pending;
  // Set before a resumed booking's codes leave the session, so no save sees the list half checked.
  const rechecking = useRef(false);
  const heldCodes = heldVoucherCodes(vouchers, vouchersToRecheck).join(',');

  // A member's hold keeps the codes once a change has settled (not while a check runs): the member's
  // pending booking then offers them again. Declared before the recheck so it sees the codes waiting.
  useEffect(() => {
    // A check under way says when it ends (pending turns false again).
    if (check.pending) rechecking.current = false;
    if (!holdBody || check.pending || rechecking.current) return;
    void saveHeldVouchers(holdBody, heldCodes === '' ? [] : heldCodes.split(','));
  }, [holdBody, check.pending, heldCodes]);

  // A resumed booking's vouchers are checked again once the booking is known: taken off the session first
  // (read from the store, not this render), so they are checked once however often this runs.
  useEffect(() => {
    if (!canRecheck) return;
    const codes = bookingStore.get().vouchersToRecheck;
    if (codes.length === 0) return;
    rechecking.current = true;
    updateSession((s) => ({ ...s, vouchersToRecheck: [] }));
    void check.recheck(codes);
    // check.recheck is a new function each render; the codes waiting are what starts it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [canRecheck, vouchersToRecheck]);
  const ids = { title: useId(), input: useId(), error: useId(), status: useId() };
  const error = check.feedback?.kind === 'error' ? check.feedback.text : '';
  const applied = check.rechecking
    ? t`Checking your vouchers again`
    : check.feedback?.kind === 'applied'
      ? check.feedback.text
      : '';

  const apply = async (typed: string) => {
    if (await check.apply(typed)) setCode('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!check.pending) void apply(code);
  };

  return (
    <section className="booking-vouchers" aria-labelledby={ids.title} data-testid="voucher-panel">
      <h3 id={ids.title} className="booking-step__legend">
        <Trans>Vouchers</Trans>
      </h3>
      {memberEmail && <MemberVoucherPicker email={memberEmail} onPick={(picked) => void apply(picked)} />}
      <form className="booking-field" onSubmit={submit} noValidate>
        <label htmlFor={ids.input}>{t`Voucher code`}</label>
        <div className="booking-vouchers__row">
          <input
            id={ids.input}
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={60}
            aria-invalid={error !== ''}
            aria-describedby={error !== '' ? `${ids.error} ${ids.status}` : ids.status}
            onChange={(e) => {
              setCode(e.target.value);
              if (check.feedback) check.setFeedback(null);
            }}
          />
          <button type="submit" className="button" disabled={check.pending} aria-busy={check.pending}>
            <Trans>Apply</Trans>
          </button>
        </div>
        {/* Inserted with its text, so it is announced; never an empty alert beside the step's other errors. */}
        {error !== '' && (
          <p id={ids.error} className="booking-problem" role="alert" data-testid="voucher-error">
            {error}
          </p>
        )}
        <p id={ids.status} className="booking-vouchers__applied" role="status" data-testid="voucher-status">
          {applied}
        </p>
      </form>
      {vouchers.some((v) => v.needsCard) && <VoucherCardField saved={voucherCard} />}
      <AppliedVoucherList
        list={vouchers}
        busy={check.pending}
        onRetry={(c) => void apply(c)}
        onRemove={(c) => {
          check.setFeedback(null);
          updateSession((s) => ({ ...s, vouchers: removeVoucher(s.vouchers, c) }));
        }}
        onReset={() => {
          check.setFeedback(null);
          updateSession((s) => ({ ...s, vouchers: [], voucherCard: null }));
        }}
      />
    </section>
  );
}
