import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { PromptpayQr } from '@/contract/payments';
import { qrRemaining } from '@/domain/payments/qr-countdown';
import { QrImage } from '@/components/ui/qr-image';
import './order-status.css';

/**
 * An order's PromptPay QR with its countdown (tickets, gift cards): drawn here from the EMV payload, or
 * the gateway's image; when the time is up `onExpired` lets the page read the order again.
 */
export function PromptPayPanel({ qr, onExpired }: { qr: PromptpayQr; onExpired: () => void }) {
  const { t } = useLingui();
  const expiresAt = Date.parse(qr.expiresAt);
  const [now, setNow] = useState(() => Date.now());
  const left = qrRemaining(expiresAt, now);
  useEffect(() => {
    if (left.expired) {
      onExpired();
      return;
    }
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left.expired, onExpired]);
  return (
    <section className="promptpay-panel" aria-labelledby="promptpay-heading" data-testid="promptpay-panel">
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
          <p>
            <Trans>Time left:</Trans> <time data-testid="qr-countdown">{left.text}</time>
          </p>
        </>
      )}
    </section>
  );
}

/** Offline (or a failed re-read): when the server last confirmed what the page shows. */
export function LastConfirmed({ at, testId }: { at: string; testId: string }) {
  const { i18n } = useLingui();
  const when = i18n.date(new Date(at), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Bangkok' });
  return (
    <p className="last-confirmed" data-testid={testId}>
      <Trans>You are offline. Last confirmed online: {when}</Trans>
    </p>
  );
}
