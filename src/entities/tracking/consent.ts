import { createStore } from '@/lib/create-store';
import { storedConsent, type ConsentChoice } from '@/domain/tracking/consent-gate';
import { storageKeys } from '@/lib/storage-keys';
import { trackingAnswered } from '@/entities/tracking/tracking-handoff';

/** Where the visitor's answer to the consent banner is remembered on this device. */
export const CONSENT_STORAGE_KEY = storageKeys.cookieConsent;

function readConsent(): ConsentChoice {
  try {
    return storedConsent(window.localStorage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** The visitor's answer: null until they answer the banner. */
export const consentStore = createStore<ConsentChoice>(typeof window === 'undefined' ? null : readConsent());

/** The footer's "Cookie settings" opened the banner again to change the answer. */
export const consentBannerReopened = createStore<boolean>(false);

/**
 * Records the visitor's answer (on this device; storage blocked: for this page only) and closes the
 * banner. The tracking runtime follows the store: accepting starts tracking, refusing ends it and
 * removes the tracking cookies. An answer starts tracking's code if the page had not yet.
 */
export function chooseConsent(choice: 'accepted' | 'refused'): void {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // Nothing to remember with: the answer holds for this page.
  }
  consentBannerReopened.set(false);
  consentStore.set(choice);
  trackingAnswered();
}

export function reopenConsentBanner(): void {
  consentBannerReopened.set(true);
}
