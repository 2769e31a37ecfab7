/**
 * Card fields of the payment step (tests/domain/booking/card-expiry.test.ts): every field must be non-empty
 * (after trimming), and the expiry "MM/YY" is split on the slash into month and year.
 *
 * Readings: exactly one slash; the month is 1–2 digits between 1 and 12 (sent as two digits); the year is
 * 2 or 4 digits, sent as typed (the provider reads both). Whether the date has passed is the provider's
 * call (the domain has no clock of its own).
 */
export interface CreditCardInput {
  name: string;
  number: string;
  expMonthYear: string;
  securityCode: string;
}

export type CardField = keyof CreditCardInput;

export interface CardExpiry {
  month: string;
  year: string;
}

export function splitCardExpiry(expMonthYear: string): CardExpiry | null {
  const parts = expMonthYear.split('/').map((p) => p.trim());
  if (parts.length !== 2) return null;
  const [month = '', year = ''] = parts;
  if (!/^\d{1,2}$/.test(month) || !/^(\d{2}|\d{4})$/.test(year)) return null;
  const m = Number(month);
  if (m < 1 || m > 12) return null;
  return { month: String(m).padStart(2, '0'), year };
}

export type CardCheckResult =
  | {
      ok: true;
      card: {
        name: string;
        number: string;
        expirationMonth: string;
        expirationYear: string;
        securityCode: string;
      };
    }
  | { ok: false; missing: CardField[]; invalidExpiry: boolean };

const FIELDS: readonly CardField[] = ['name', 'number', 'expMonthYear', 'securityCode'];

export function checkCreditCard(card: CreditCardInput): CardCheckResult {
  const missing = FIELDS.filter((f) => card[f].trim() === '');
  const expiry = card.expMonthYear.trim() === '' ? null : splitCardExpiry(card.expMonthYear);
  const invalidExpiry = card.expMonthYear.trim() !== '' && expiry === null;
  if (missing.length > 0 || !expiry) return { ok: false, missing, invalidExpiry };
  return {
    ok: true,
    card: {
      name: card.name.trim(),
      // Card numbers are typed in groups; the provider wants the digits.
      number: card.number.replace(/\s+/g, ''),
      expirationMonth: expiry.month,
      expirationYear: expiry.year,
      securityCode: card.securityCode.trim(),
    },
  };
}
