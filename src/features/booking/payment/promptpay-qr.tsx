import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { qrCountdownMinutes, qrRemaining } from '@/domain/payments/qr-countdown';

/** The countdown is checked every second. */
const TICK_MS = 1000;

/** The QR drawn here from the EMVCo payload (no image service; `qrcode` loads on demand). */
function useQrSource(payload: string | null, imageUri: string | null): { src: string | null; failed: boolean } {
  const [drawn, setDrawn] = useState<{ src: string | null; failed: boolean }>({ src: null, failed: false });
  useEffect(() => {
    if (!payload) return;
    let live = true;
    import('qrcode')
      .then((QRCode) => QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }))
      .then((svg) => {
        if (live) setDrawn({ src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, failed: false });
      })
      .catch(() => {
        if (live) setDrawn({ src: null, failed: true });
      });
    return () => {
      live = false;
    };
  }, [payload]);
  // A gateway that draws the code itself (Omise) gives an image instead of a payload.
  if (!payload) return { src: imageUri, failed: imageUri === null };
  return drawn;
}

export interface PromptpayQrProps {
  payload: string | null;
  imageUri: string | null;
  /** ISO 8601 */
  expiresAt: string;
  amount: string;
  /** config.promptpayCountdown (seconds) */
  countdownSeconds: number | null | undefined;
  onExpired: () => void;
}

/**
 * The PromptPay panel: the QR with the amount, a countdown to the QR's expiry (the server set it from
 * promptpayCountdown; the same rule gives the minutes we announce), then the expired state.
 */
export function PromptpayQr({ payload, imageUri, expiresAt, amount, countdownSeconds, onExpired }: PromptpayQrProps) {
  const { t } = useLingui();
  const end = Date.parse(expiresAt);
  const [now, setNow] = useState(() => Date.now());
  const left = qrRemaining(Number.isFinite(end) ? end : 0, now);
  const { src, failed } = useQrSource(payload, imageUri);
  // One decimal at most: a 90 s countdown reads "1.5 minutes".
  const minutes = Math.round(qrCountdownMinutes(countdownSeconds) * 10) / 10;
  const seconds = Math.round(qrCountdownMinutes(countdownSeconds) * 60);

  useEffect(() => {
    if (left.expired) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [left.expired]);

  useEffect(() => {
    if (left.expired) onExpired();
  }, [left.expired]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when it runs out

  if (left.expired) {
    return (
      <div className="payment-qr payment-qr--expired" role="alert" data-testid="qr-expired">
        <p className="payment-qr__title">
          <Trans>This QR code has expired.</Trans>
        </p>
        <p>
          <Trans>The payment was not received in time, so the booking was cancelled and the seats released.</Trans>
        </p>
      </div>
    );
  }
  return (
    <div className="payment-qr">
      <p className="payment-qr__title">
        <Trans>Scan to pay {amount} with PromptPay</Trans>
      </p>
      <p className="booking-hint">
        {minutes >= 1 ? (
          <Trans>Open your banking app, scan the code and pay within {minutes} minutes.</Trans>
        ) : (
          <Trans>Open your banking app, scan the code and pay within {seconds} seconds.</Trans>
        )}
      </p>
      <div className="payment-qr__image">
        {src ? (
          <img src={src} alt={t`PromptPay QR code`} width={240} height={240} data-testid="promptpay-qr" />
        ) : failed ? (
          <p className="booking-field__error">
            <Trans>The QR code could not be drawn.</Trans>
          </p>
        ) : null}
      </div>
      <p className="payment-qr__countdown">
        <Trans>QR code expires in</Trans>{' '}
        <span className="payment-qr__clock" data-testid="qr-countdown" aria-hidden="true">
          {left.text}
        </span>
        <span className="visually-hidden">{left.text}</span>
      </p>
    </div>
  );
}
