/**
 * Whether the page needs the guest-draft recorder and its drafts (test:
 * tests/domain/booking/draft-recorder-needed.test.ts). A booking changes only on a restaurant's own pages
 * (the booking steps and what follows them), so that is where the recorder must already follow it. Elsewhere
 * it is needed only for what it shows: a member's pending bookings (the offer reads them from the server),
 * or drafts this device holds, or drafts it could not read (the offer says so). A first visit to home has
 * none of these, and loads neither the recorder nor the booking code it follows.
 */
export interface DraftRecorderFacts {
  signedIn: boolean;
  /** The page is a restaurant's own page or one under it (a booking step, a booking's success page). */
  onRestaurantPages: boolean;
  /** What the device's draft store holds: not looked at yet, nothing, something, or unreadable. */
  deviceDrafts: 'unknown' | 'none' | 'some' | 'unreadable';
}

export function isDraftRecorderNeeded({ signedIn, onRestaurantPages, deviceDrafts }: DraftRecorderFacts): boolean {
  return signedIn || onRestaurantPages || deviceDrafts === 'some' || deviceDrafts === 'unreadable';
}
