/**
 * The PromptPay QR countdown (tests/domain/payments/qr-countdown.test.ts): the config's promptpayCountdown is
 * in seconds; the panel counts down promptpayCountdown / 60 minutes, 5 when the config gives none.
 */
export const DEFAULT_QR_COUNTDOWN_MINUTES = 5;

export function qrCountdownMinutes(promptpayCountdownSeconds: number | null | undefined): number {
  if (
    promptpayCountdownSeconds == null ||
    !Number.isFinite(promptpayCountdownSeconds) ||
    promptpayCountdownSeconds <= 0
  )
    return DEFAULT_QR_COUNTDOWN_MINUTES;
  return promptpayCountdownSeconds / 60;
}

/** When a QR shown at `startMs` stops being payable (epoch ms). */
export function qrExpiresAt(startMs: number, promptpayCountdownSeconds: number | null | undefined): number {
  return startMs + Math.round(qrCountdownMinutes(promptpayCountdownSeconds) * 60_000);
}

export interface QrRemaining {
  /** Whole seconds left, never negative. */
  seconds: number;
  /** "mm:ss" (minutes may exceed 59: "75:00"). */
  text: string;
  expired: boolean;
}

/** What is left of the countdown at `nowMs`; partial seconds count as a whole one until they pass. */
export function qrRemaining(expiresAtMs: number, nowMs: number): QrRemaining {
  const seconds = Math.max(0, Math.ceil((expiresAtMs - nowMs) / 1000));
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return { seconds, text: `${mm}:${ss}`, expired: seconds === 0 };
}
