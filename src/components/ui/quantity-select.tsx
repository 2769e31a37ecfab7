import type { ReactNode } from 'react';

/**
 * "How many?" on a buy page: a labelled select of 1 to `max` (the server's maximum per order, which it
 * checks again). The buy pages of package tickets, restaurant vouchers and voucher groups share it.
 */
export function QuantitySelect({
  label,
  max,
  value,
  onChange,
  className,
}: {
  label: ReactNode;
  max: number;
  value: number;
  onChange: (quantity: number) => void;
  className: string;
}) {
  return (
    <label className={className}>
      {label}
      <select name="quantity" value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </label>
  );
}
