import { Plural, Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

/** The hold's expiry is checked every second. */
const TICK_MS = 1000;

function remainingMs(expiredAt: string, now: number): number {
  const end = Date.parse(expiredAt);
  return Number.isFinite(end) ? Math.max(0, end - now) : 0;
}

/**
 * Time left on the seat hold. The clock ticks every second for sighted users; screen readers get a
 * polite summary only when the whole minutes change, so they are not interrupted every second.
 */
export function HoldCountdown({ expiredAt, onExpired }: { expiredAt: string; onExpired: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  const left = remainingMs(expiredAt, now);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [left > 0]); // eslint-disable-line react-hooks/exhaustive-deps -- restart only when it runs out

  useEffect(() => {
    if (left <= 0) onExpired();
  }, [left <= 0]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when it runs out

  const totalSeconds = Math.ceil(left / 1000);
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  const clock = `${minutes}:${seconds.toString().padStart(2, '0')}`;
  const wholeMinutes = Math.ceil(totalSeconds / 60);

  if (left <= 0) {
    return (
      <p className="booking-countdown booking-countdown--expired" role="alert">
        <Trans>Your seats are no longer held.</Trans>
      </p>
    );
  }
  return (
    <div className="booking-countdown">
      <p aria-hidden="true">
        <Trans>Seats held for</Trans> <span className="booking-countdown__clock">{clock}</span>
      </p>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        <Plural
          value={wholeMinutes}
          one="Your seats are held for about # more minute."
          other="Your seats are held for about # more minutes."
        />
      </p>
    </div>
  );
}
