import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The card form's complaints in the diner's language. The gateway's form checks the fields itself
 * (every card field must be filled; the expiry is split on a slash into month and year) and
 * says so in English, like a real gateway's page; those two rules are ours to translate, any
 * other message (a declined or invalid card) is the gateway's own text and is shown as it came.
 */
export function cardErrorMessage(gatewayText: string): string {
  if (/fill in every card field/i.test(gatewayText)) return i18n._(msg`All card fields must be filled`);
  if (/expiry must be/i.test(gatewayText)) return i18n._(msg`Card expiry must be in MM/YY format`);
  if (/network error/i.test(gatewayText)) return i18n._(msg`Network Error, Please check your internet connection`);
  return gatewayText;
}

/**
 * Our own card fields (Omise.js, GB Prime Pay) check the same two rules
 * (tests/entities/payment/card-messages.test.ts).
 */
export function cardFieldsMissingMessage(): string {
  return i18n._(msg`All card fields must be filled`);
}

export function cardExpiryFormatMessage(): string {
  return i18n._(msg`Card expiry must be in MM/YY format`);
}

export function cardNotAcceptedMessage(brand: string): string {
  return i18n._(msg`This restaurant does not accept ${brand} cards. Please use another card or payment method.`);
}

export function cardFormUnavailableMessage(): string {
  return i18n._(msg`The card form did not answer. Please try again.`);
}
