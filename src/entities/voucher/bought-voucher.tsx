import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { QrImage } from '@/components/ui/qr-image';
import './bought-voucher.css';

/**
 * What the pages of bought vouchers share (a restaurant's vouchers, a voucher group's copies): the order's
 * status line, announced as it changes, and one bought voucher with its code, its QR to show at the
 * restaurant, its last day and whether a booking holds it.
 */
export function VoucherOrderStatus({ status, testId }: { status: string; testId: string }) {
  return (
    <p className={`voucher-order__status voucher-order__status--${status}`} role="status" data-testid={testId}>
      {status === 'paid' ? (
        <Trans>Paid. Your vouchers are ready.</Trans>
      ) : status === 'cancelled' ? (
        <Trans>This order was cancelled because the payment did not go through.</Trans>
      ) : (
        <Trans>Waiting for payment</Trans>
      )}
    </p>
  );
}

export function BoughtVoucherItem({
  code,
  position,
  heading,
  validUntil,
  used,
  testId,
  codeTestId,
  children,
}: {
  code: string;
  position: number;
  heading: ReactNode;
  /** As the page shows it (the page decides the date's format). */
  validUntil: string;
  used: boolean;
  testId: string;
  codeTestId: string;
  /** What the page says of this voucher between its QR and its last day. */
  children?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <li className="voucher-order__voucher" data-testid={testId}>
      <h3>{heading}</h3>
      <p className="voucher-order__code" data-testid={codeTestId}>
        {code}
      </p>
      <QrImage value={code} label={t`Voucher ${position} QR code`} size={180} />
      {children}
      <p>
        <Trans>Valid until {validUntil}</Trans>
      </p>
      {used ? (
        <p>
          <Trans>Used</Trans>
        </p>
      ) : null}
    </li>
  );
}
