import { describe, expect, it } from 'vitest';
import { isPendingOfferNeeded } from '@/domain/booking/pending-offer-needed';

describe('isPendingOfferNeeded', () => {
  it('is needed for a signed-in diner, whatever the device holds', () => {
    for (const guestDrafts of ['loading', 'ready', 'failed'] as const) {
      expect(isPendingOfferNeeded({ signedIn: true, guestDrafts, hasGuestDraft: false })).toBe(true);
    }
  });

  it('is not needed for a guest while the drafts load or when the device holds none', () => {
    expect(isPendingOfferNeeded({ signedIn: false, guestDrafts: 'loading', hasGuestDraft: false })).toBe(false);
    expect(isPendingOfferNeeded({ signedIn: false, guestDrafts: 'ready', hasGuestDraft: false })).toBe(false);
  });

  it('is needed for a guest once the device holds a draft', () => {
    expect(isPendingOfferNeeded({ signedIn: false, guestDrafts: 'ready', hasGuestDraft: true })).toBe(true);
    // A booking recorded on this page before the stored drafts were read.
    expect(isPendingOfferNeeded({ signedIn: false, guestDrafts: 'loading', hasGuestDraft: true })).toBe(true);
  });

  it('is needed for a guest whose drafts could not be read (the offer says so)', () => {
    expect(isPendingOfferNeeded({ signedIn: false, guestDrafts: 'failed', hasGuestDraft: false })).toBe(true);
  });
});
