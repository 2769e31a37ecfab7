import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { memberVouchersQuery } from '@/entities/voucher/voucher-query';

/** A signed-in member's own active vouchers (GET /users/vouchers.json), to pick one instead of typing. */
export function MemberVoucherPicker({ email, onPick }: { email: string; onPick: (code: string) => void }) {
  const { t } = useLingui();
  const id = useId();
  const vouchers = useQuery(memberVouchersQuery(email, 'active'));
  const own = vouchers.data?.data ?? [];
  if (own.length === 0) return null;
  return (
    <div className="booking-field">
      <label htmlFor={id}>{t`Your vouchers`}</label>
      <select
        id={id}
        value=""
        onChange={(e) => {
          if (e.target.value) onPick(e.target.value);
        }}
      >
        <option value="">{t`Choose one of your vouchers`}</option>
        {own.map((v) => (
          <option key={v.id} value={v.voucherCode}>
            {v.voucherCode} · {v.attributes.name}
          </option>
        ))}
      </select>
    </div>
  );
}
