import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n/i18n';

/** The product's message, verbatim (typos kept). */
export function failedGetPendingMessage(): string {
  return i18n._(msg`Oops, something went wrong, failed get pending reservation`);
}

/** The product's message, verbatim (typos kept). */
export function failedContinuePendingMessage(): string {
  return i18n._(msg`Oops, something went wrong, failed continue pending booking`);
}
