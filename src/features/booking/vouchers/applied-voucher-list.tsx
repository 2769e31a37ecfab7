import { Trans, useLingui } from '@lingui/react/macro';
import type { AppliedVoucher } from '@/domain/vouchers/applied-voucher-list';

/**
 * The vouchers on the booking: each accepted one with what it takes off (the server's figure), each
 * refused one flagged with the server's reason and a way to check it again; remove one, or all.
 */
export function AppliedVoucherList({
  list,
  busy,
  onRetry,
  onRemove,
  onReset,
}: {
  list: readonly AppliedVoucher[];
  busy: boolean;
  onRetry: (code: string) => void;
  onRemove: (code: string) => void;
  onReset: () => void;
}) {
  const { t } = useLingui();
  if (list.length === 0) return null;
  return (
    <>
      <ul className="booking-vouchers__list" aria-label={t`Your vouchers on this booking`}>
        {list.map((v) => {
          const code = v.code;
          return (
            <li key={code} className="booking-vouchers__item" data-code={code} data-failed={v.failed}>
              <span className="booking-vouchers__code">{code}</span>
              <span className="booking-vouchers__name">{v.name}</span>
              {v.failed ? (
                <strong>
                  <Trans>Not applied</Trans>
                </strong>
              ) : (
                <span data-testid="voucher-amount">−{v.amount}</span>
              )}
              {v.failed && v.message && <p className="booking-vouchers__reason">{v.message}</p>}
              {v.failed && (
                <button type="button" className="button" disabled={busy} onClick={() => onRetry(code)} aria-label={t`Check voucher ${code} again`}>
                  <Trans>Check again</Trans>
                </button>
              )}
              <button type="button" className="button" onClick={() => onRemove(code)} aria-label={t`Remove voucher ${code}`}>
                <Trans>Remove</Trans>
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" className="button" onClick={onReset}>
        <Trans>Remove all vouchers</Trans>
      </button>
    </>
  );
}
