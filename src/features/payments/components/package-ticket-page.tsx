import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import type { LandingPayment } from '@/contract/landing';
import { qrRemaining } from '@/domain/payments/qr-countdown';
import { QrImage } from '@/components/ui/qr-image';
import { LandingView } from '@/features/payments/components/landing-page';
import { LandingLoading, LandingProblem } from '@/features/payments/components/landing-problem';
import { useLanding } from '@/features/payments/components/use-landing';
import '@/features/payments/payments.css';

/**
 * /restaurants/{name}/landing-package-ticket/{encryptedId} and its qr-payment/{encryptedId} variant: the
 * ticket confirmation; the variant adds the PromptPay QR of the pending payment with its countdown
 * (promptpayCountdown / 60 minutes). With no payable QR it is the ticket landing with its status.
 */
export function PackageTicketPage({
  slug,
  encryptedId,
  qrPayment = false,
}: {
  slug: string;
  encryptedId: string;
  qrPayment?: boolean;
}) {
  const query = useLanding(encryptedId, { pollWhileWaiting: true });
  const { refetch } = query;
  const onExpired = useCallback(() => void refetch(), [refetch]);
  if (query.isPending) return <LandingLoading />;
  if (query.isError) return <LandingProblem error={query.error} slug={slug} onRetry={() => void query.refetch()} />;
  const { reservation, payment } = query.data;
  const waiting = reservation.status === 'waiting_for_payment';
  return (
    <LandingView data={query.data} title={<Trans>Your ticket</Trans>}>
      {qrPayment && waiting && payment?.qr ? (
        <PromptPayPanel qr={payment.qr} onExpired={onExpired} />
      ) : qrPayment && waiting ? (
        <p className="payments-note" data-testid="qr-payment-none">
          <Trans>There is no QR payment open for this ticket right now.</Trans>
        </p>
      ) : null}
    </LandingView>
  );
}

function PromptPayPanel({ qr, onExpired }: { qr: NonNullable<LandingPayment['qr']>; onExpired: () => void }) {
  const { t } = useLingui();
  const expiresAt = Date.parse(qr.expiresAt);
  const [now, setNow] = useState(() => Date.now());
  const left = qrRemaining(expiresAt, now);
  useEffect(() => {
    // Once: the page reads the booking again (the server cancels it when the QR expires).
    if (left.expired) {
      onExpired();
      return;
    }
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left.expired, onExpired]);

  return (
    <section className="payments-promptpay" aria-labelledby="promptpay-heading" data-testid="promptpay-panel">
      <h2 id="promptpay-heading">
        <Trans>Pay with PromptPay</Trans>
      </h2>
      {left.expired ? (
        <p role="status">
          <Trans>This QR code has expired.</Trans>
        </p>
      ) : (
        <>
          <p>
            <Trans>Scan this QR code with your banking app to pay.</Trans>
          </p>
          {qr.payload ? (
            <QrImage value={qr.payload} label={t`PromptPay QR code`} />
          ) : qr.imageUri ? (
            <img className="qr-image" src={qr.imageUri} alt={t`PromptPay QR code`} width={220} height={220} />
          ) : null}
          {/* Not a live region: a per-second announcement would talk over everything. */}
          <p className="payments-promptpay__countdown">
            <Trans>Time left:</Trans> <time data-testid="qr-countdown">{left.text}</time>
          </p>
        </>
      )}
    </section>
  );
}
