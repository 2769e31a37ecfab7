import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { LocationFailure } from '@/domain/catalogue/geolocation-permission';

/**
 * The component's i18n is passed in so the message follows a language switch. What a diner reads when "Use my location" gets no position: 'browser' when the site may not ask,
 * 'device' when the device gives none (the rule: src/domain/catalogue/geolocation-permission.ts).
 */
export function locationFailureMessage(failure: LocationFailure, i18n: I18n): string {
  return failure === 'browser'
    ? i18n._(msg`Please allow location access in your browser`)
    : i18n._(msg`Please turn on permission location on your device settings`);
}
