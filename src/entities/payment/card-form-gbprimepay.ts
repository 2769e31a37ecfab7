import { requestGbPrimePayToken } from '@/api/gbprimepay-tokens';
import type { CreditCardCheck } from '@/entities/payment/card-form-fields-check';
import type { TokenizeResult } from '@/entities/payment/use-card-form';

/** GB Prime Pay's token for the card (src/api/gbprimepay-tokens.ts), with what step 5 shows of the card. */
export async function gbPrimePayTokenize(
  apiUrl: string,
  publicKey: string,
  card: CreditCardCheck,
  fetchFn?: typeof fetch,
): Promise<TokenizeResult> {
  const { number, expirationMonth, expirationYear, securityCode, name } = card;
  const answer = await requestGbPrimePayToken(apiUrl, publicKey, { number, expirationMonth, expirationYear, securityCode, name }, fetchFn);
  if (!answer.ok) return answer;
  return {
    ok: true,
    value: { token: answer.token, card: { brand: brandOf(number), lastDigits: number.slice(-4), name } },
  };
}

/** GB's token does not name the brand; the restaurant's accepted-brands check needs it. */
export function brandOf(number: string): string {
  if (/^4/.test(number)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'MasterCard';
  if (/^3[47]/.test(number)) return 'American Express';
  if (/^35/.test(number)) return 'JCB';
  if (/^62/.test(number)) return 'UnionPay';
  return 'Unknown';
}
