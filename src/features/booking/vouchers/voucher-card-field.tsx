import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { maskCardNumber } from '@/domain/vouchers/card-range';
import { updateSession } from '@/features/booking/booking-store';

/**
 * A bank-card voucher is checked against the card's range. The card form may be the gateway's own page
 * (its number never reaches us), so the diner gives the number here; only its first 11 digits followed
 * by XXXX are kept and sent, never the whole number.
 */
export function VoucherCardField({ saved }: { saved: string | null }) {
  const { t } = useLingui();
  const id = useId();
  const hintId = useId();
  const [typed, setTyped] = useState(saved ?? '');
  return (
    <div className="booking-field">
      <label htmlFor={id}>{t`Card number for the voucher`}</label>
      <input
        id={id}
        inputMode="numeric"
        autoComplete="cc-number"
        aria-describedby={hintId}
        value={typed}
        onChange={(e) => {
          setTyped(e.target.value);
          const masked = maskCardNumber(e.target.value);
          updateSession((s) => (s.voucherCard === masked ? s : { ...s, voucherCard: masked }));
        }}
      />
      <p id={hintId} className="booking-hint">
        <Trans>Only the first 11 digits are sent, to check the card's bank. Pay with the same card.</Trans>
      </p>
    </div>
  );
}
