/**
 * The sandbox's test cards (docs/decisions/0011-payments-sandbox.md), Omise's test numbers where they
 * exist: 4242 4242 4242 4242 succeeds without 3-D Secure, 4000 0000 0000 3063 asks for 3-D Secure,
 * 4000 0000 0000 0002 is declined. Any other number that passes the Luhn check succeeds without
 * 3-D Secure, so a hand-typed test card works. The number is used here once and never stored.
 */
export type SandboxCardBehaviour = 'success' | 'three_ds' | 'declined';

export const SANDBOX_TEST_CARDS: Readonly<Record<string, SandboxCardBehaviour>> = {
  '4242424242424242': 'success',
  '4000000000003063': 'three_ds',
  '4000000000000002': 'declined',
  '5555555555554444': 'success',
  '5200000000003063': 'three_ds',
  '5100000000000008': 'declined',
};

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MasterCard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^35/.test(digits)) return 'JCB';
  if (/^62/.test(digits)) return 'UnionPay';
  return 'Unknown';
}

export function cardBehaviour(digits: string): SandboxCardBehaviour {
  return SANDBOX_TEST_CARDS[digits] ?? 'success';
}
