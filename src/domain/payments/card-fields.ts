/**
 * Card fields (tests/domain/payments/card-fields.test.ts): the expiry is split on a slash into month and
 * year, and every field — name, number, expiry, security code — must be non-empty. The card goes to the
 * gateway's form, never to our server; this rule is what that form checks before tokenizing.
 */
export interface CardFields {
  name: string;
  number: string;
  /** "MM/YY" or "MM/YYYY" as typed. */
  expMonthYear: string;
  securityCode: string;
}

export type CardFieldsResult =
  | { ok: true; expirationMonth: number; expirationYear: number }
  | { ok: false; error: 'emptyField'; field: keyof CardFields }
  | { ok: false; error: 'invalidExpiry' };

const ORDER: (keyof CardFields)[] = ['name', 'number', 'expMonthYear', 'securityCode'];

export function checkCardFields(card: CardFields): CardFieldsResult {
  for (const field of ORDER) if (card[field].trim() === '') return { ok: false, error: 'emptyField', field };
  const parts = card.expMonthYear.split('/').map((p) => p.trim());
  if (parts.length !== 2 || !/^\d{1,2}$/.test(parts[0]!) || !/^(\d{2}|\d{4})$/.test(parts[1]!))
    return { ok: false, error: 'invalidExpiry' };
  const month = Number(parts[0]);
  const year = parts[1]!.length === 2 ? 2000 + Number(parts[1]) : Number(parts[1]);
  if (month < 1 || month > 12) return { ok: false, error: 'invalidExpiry' };
  return { ok: true, expirationMonth: month, expirationYear: year };
}
