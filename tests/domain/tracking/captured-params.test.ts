import { describe, expect, it } from 'vitest';
import { capturedParams, cleanTrackingValue, MAX_TRACKING_VALUE_LENGTH } from '@/domain/tracking/captured-params';

describe('capturedParams', () => {
  it('keeps the six tracking parameters and nothing else', () => {
    const kept = capturedParams(
      '?utm_source=line&utm_medium=chat&utm_version=v2&ia_click_id=ia1&rwg_token=AJKvS9X&ac_click_id=ac9&token=secret&partner=x&date_first=true',
    );
    expect(kept).toEqual({
      utm_source: 'line',
      utm_medium: 'chat',
      utm_version: 'v2',
      ia_click_id: 'ia1',
      rwg_token: 'AJKvS9X',
      ac_click_id: 'ac9',
    });
  });

  it('takes the first value, trims it and drops empty ones', () => {
    expect(capturedParams('utm_source=%20google%20&utm_source=bing&utm_medium=')).toEqual({ utm_source: 'google' });
    expect(capturedParams(new URLSearchParams())).toEqual({});
  });

  it('removes control characters and cuts long values', () => {
    expect(cleanTrackingValue('a\u0000b\nc')).toBe('abc');
    expect(cleanTrackingValue('x'.repeat(500))).toHaveLength(MAX_TRACKING_VALUE_LENGTH);
    expect(cleanTrackingValue('\u0007')).toBeNull();
    expect(cleanTrackingValue(null)).toBeNull();
  });

  it('keeps Thai campaign names as they are', () => {
    expect(capturedParams('utm_source=%E0%B9%84%E0%B8%A5%E0%B8%99%E0%B9%8C')).toEqual({ utm_source: 'ไลน์' });
  });
});
