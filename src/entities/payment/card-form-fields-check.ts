import { checkCreditCard, type CardCheckResult, type CreditCardInput } from '@/domain/booking/card-expiry';
import { cardExpiryFormatMessage, cardFieldsMissingMessage } from '@/entities/payment/card-messages';

/** The card as our own fields give it (Omise.js, GB Prime Pay): all fields filled, expiry split on its slash. */
export type CreditCardCheck = Extract<CardCheckResult, { ok: true }>['card'];

export const EMPTY_CARD_FIELDS: CreditCardInput = {
  name: '',
  number: '',
  expMonthYear: '',
  securityCode: '',
};

export function checkCardFields(
  fields: CreditCardInput,
): { ok: true; card: CreditCardCheck } | { ok: false; message: string } {
  const checked = checkCreditCard(fields);
  if (checked.ok) return checked;
  return {
    ok: false,
    message: checked.missing.length > 0 ? cardFieldsMissingMessage() : cardExpiryFormatMessage(),
  };
}
