import { describe, expect, it } from 'vitest';
import { consentBannerOpen, mayTrack, storedConsent } from '@/domain/tracking/consent-gate';

describe('consent gate', () => {
  it('tracks only after the visitor accepted, and never with notracking', () => {
    expect(mayTrack({ consent: 'accepted', notracking: false })).toBe(true);
    expect(mayTrack({ consent: null, notracking: false })).toBe(false);
    expect(mayTrack({ consent: 'refused', notracking: false })).toBe(false);
    expect(mayTrack({ consent: 'accepted', notracking: true })).toBe(false);
  });

  it('asks until answered, and again when reopened from the footer', () => {
    expect(consentBannerOpen(null, false)).toBe(true);
    expect(consentBannerOpen('accepted', false)).toBe(false);
    expect(consentBannerOpen('refused', false)).toBe(false);
    expect(consentBannerOpen('refused', true)).toBe(true);
  });

  it('reads back only the two answers', () => {
    expect(storedConsent('accepted')).toBe('accepted');
    expect(storedConsent('refused')).toBe('refused');
    expect(storedConsent('yes')).toBeNull();
    expect(storedConsent(null)).toBeNull();
  });
});
