import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PackageSelectionOutcome } from '@/domain/booking/package-selection-guard';
import type { StepGuardReason } from '@/domain/booking/step-guards';
import type { PhoneErrorCode } from '@/domain/booking/guest-phone';

/**
 * The rules of src/domain speak the product's English (their source text); the screens show the same texts
 * through Lingui, keyed by the rule's reason code, so Thai readers get the translation and the English
 * stays verbatim (typos included).
 */
const STEP_PROMPTS: Record<StepGuardReason, MessageDescriptor> = {
  people: msg`Please select number of people first`,
  package: msg`Please select package first`,
  date: msg`Please select date first`,
  dateTime: msg`Please select date/time first`,
  invalidDate: msg`Invalid date, please choose another date`,
};

export function stepPrompt(reason: StepGuardReason): string {
  return i18n._(STEP_PROMPTS[reason]);
}

export function lockFailedMessage(): string {
  return i18n._(msg`Oops, something went wrong, failed get locking booking`);
}

export function reservationFailedMessage(): string {
  return i18n._(msg`Oops, something went wrong, failed creating reservation`);
}

export function packageSwitchConfirmation(): string {
  return i18n._(msg`Are you sure want to select this package ? its will reset your booking back to the first step.`);
}

export function languageChangeConfirmation(): string {
  return i18n._(msg`Changing the language will reset your booking back to the first step. Do you want to continue?`);
}

export function cannotCombineMessage(): string {
  return i18n._(msg`This package can't be combined with other packages`);
}

/** The guard's refusals that end with a toast (the others confirm, reset or succeed). */
export function packageSelectionMessage(outcome: PackageSelectionOutcome): string | null {
  switch (outcome) {
    case 'invalidData':
      return i18n._(msg`This package could not be read, please try again`);
    case 'notAvailable':
      return i18n._(msg`This package is not available for booking`);
    case 'cannotCombine':
      return cannotCombineMessage();
    default:
      return null;
  }
}

/** The price quote got no answer (offline, server down): nothing can be booked without it. */
export function priceUnavailableMessage(): string {
  return i18n._(msg`The price could not be loaded. Please check your internet connection.`);
}

export function phoneErrorMessage(code: PhoneErrorCode): string {
  switch (code) {
    case 'required':
      return i18n._(msg`Please enter your phone no.`);
    case 'leadingZero':
      return i18n._(msg`Please put zero in front of your number eg. 0xxxxxxxxx`);
    default: {
      const field = i18n._(msg`Phone`);
      return i18n._(msg`${field} field is required`);
    }
  }
}

/** "{field} field is required" (a form message) with the field's translated name. */
export function requiredMessage(field: 'name' | 'email' | 'phone'): string {
  const name = field === 'name' ? i18n._(msg`Name`) : field === 'email' ? i18n._(msg`Email`) : i18n._(msg`Phone`);
  return i18n._(msg`${name} field is required`);
}

/** The prompt for an empty e-mail (the product's own words; the name keeps "Name field is required"). */
export function emailPromptMessage(): string {
  return i18n._(msg`Please enter your email address`);
}

export function invalidEmailMessage(value: string): string {
  return i18n._(msg`${value} is not valid email address`);
}

// Delivery and pick-up: the distance, place id, address and location-permission failures.

export function distanceFailedMessage(): string {
  return i18n._(msg`failed get distance`);
}

export function deliveryFeeFailedMessage(): string {
  return i18n._(msg`failed to calculate distance`);
}

export function noRoutesMessage(): string {
  return i18n._(msg`Oops, no routes found from your location to the restaurant`);
}

export function placeIdFailedMessage(): string {
  return i18n._(msg`failed get place ID from lat, lng`);
}

export function addressNotFoundMessage(): string {
  return i18n._(msg`address not found`);
}
