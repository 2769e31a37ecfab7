import { describe, expect, it } from 'vitest';
import { isDraftRecorderNeeded, type DraftRecorderFacts } from '@/domain/booking/draft-recorder-needed';

const guestAtHome: DraftRecorderFacts = { signedIn: false, onRestaurantPages: false, deviceDrafts: 'none' };

describe('isDraftRecorderNeeded', () => {
  it('is not needed by a guest away from restaurant pages with no drafts, or before the drafts were looked at', () => {
    expect(isDraftRecorderNeeded(guestAtHome)).toBe(false);
    expect(isDraftRecorderNeeded({ ...guestAtHome, deviceDrafts: 'unknown' })).toBe(false);
  });

  it('is needed wherever a booking can change: a restaurant page and the pages under it', () => {
    expect(isDraftRecorderNeeded({ ...guestAtHome, onRestaurantPages: true })).toBe(true);
    expect(isDraftRecorderNeeded({ ...guestAtHome, onRestaurantPages: true, deviceDrafts: 'unknown' })).toBe(true);
  });

  it('is needed for what the offer shows: a member, drafts on the device, or drafts that could not be read', () => {
    expect(isDraftRecorderNeeded({ ...guestAtHome, signedIn: true })).toBe(true);
    expect(isDraftRecorderNeeded({ ...guestAtHome, deviceDrafts: 'some' })).toBe(true);
    expect(isDraftRecorderNeeded({ ...guestAtHome, deviceDrafts: 'unreadable' })).toBe(true);
  });
});
