import { describe, expect, it } from 'vitest';
import { qrCountdownMinutes, qrExpiresAt, qrRemaining } from '@/domain/payments/qr-countdown';

describe('qrCountdownMinutes', () => {
  it('is promptpayCountdown seconds divided by 60', () => {
    expect(qrCountdownMinutes(300)).toBe(5);
    expect(qrCountdownMinutes(900)).toBe(15);
    expect(qrCountdownMinutes(90)).toBe(1.5);
  });

  it('defaults to 5 minutes without a usable config value', () => {
    expect(qrCountdownMinutes(undefined)).toBe(5);
    expect(qrCountdownMinutes(null)).toBe(5);
    expect(qrCountdownMinutes(0)).toBe(5);
    expect(qrCountdownMinutes(Number.NaN)).toBe(5);
  });
});

describe('qrExpiresAt', () => {
  it('adds the countdown to the start', () => {
    const start = Date.UTC(2026, 10, 21, 12, 0, 0);
    expect(qrExpiresAt(start, 600) - start).toBe(600_000);
    expect(qrExpiresAt(start, undefined) - start).toBe(300_000);
  });
});

describe('qrRemaining', () => {
  const expires = Date.UTC(2026, 10, 21, 12, 5, 0);

  it('formats the time left as mm:ss', () => {
    expect(qrRemaining(expires, expires - 300_000)).toEqual({ seconds: 300, text: '05:00', expired: false });
    expect(qrRemaining(expires, expires - 61_000)).toEqual({ seconds: 61, text: '01:01', expired: false });
    expect(qrRemaining(expires, expires - 75 * 60_000).text).toBe('75:00');
  });

  it('rounds a partial second up until it has passed', () => {
    expect(qrRemaining(expires, expires - 1_500).seconds).toBe(2);
    expect(qrRemaining(expires, expires - 1).text).toBe('00:01');
  });

  it('is expired at and after the expiry, never negative', () => {
    expect(qrRemaining(expires, expires)).toEqual({ seconds: 0, text: '00:00', expired: true });
    expect(qrRemaining(expires, expires + 10_000)).toEqual({ seconds: 0, text: '00:00', expired: true });
  });
});
