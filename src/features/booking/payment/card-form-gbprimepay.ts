import type { CreditCardCheck } from '@/features/booking/payment/card-form-fields-check';
import type { TokenizeResult } from '@/features/booking/payment/use-card-form';

/**
 * GB Prime Pay's card tokenization from the browser (PAYMENT_GATEWAY=gbprimepay; decision 0013):
 * POST {api}/v2/tokens with the public key as Basic auth, straight to GB — the number never reaches our
 * server, which only gets the token to charge. GB Prime Pay is unreachable from the machine this was
 * written on: tests stub fetch with GB-shaped answers (tests/features/booking/payment-card-forms.test.ts).
 */
export async function gbPrimePayTokenize(
  apiUrl: string,
  publicKey: string,
  card: CreditCardCheck,
  fetchFn: typeof fetch = (input, init) => fetch(input, init),
): Promise<TokenizeResult> {
  let res: Response;
  try {
    res = await fetchFn(`${apiUrl}/v2/tokens`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Basic ${btoa(`${publicKey}:`)}`,
      },
      body: JSON.stringify({
        rememberCard: false,
        card: {
          number: card.number,
          expirationMonth: card.expirationMonth,
          // GB takes the year in two digits.
          expirationYear: card.expirationYear.slice(-2),
          securityCode: card.securityCode,
          name: card.name,
        },
      }),
    });
  } catch {
    return { ok: false, message: 'Network Error' };
  }
  const json = (await res.json().catch(() => null)) as {
    resultCode?: string;
    resultMessage?: string;
    card?: { token?: string; number?: string; name?: string };
  } | null;
  const token = json?.card?.token;
  if (!res.ok || json?.resultCode !== '00' || !token)
    return { ok: false, message: json?.resultMessage ?? `GB Prime Pay answered ${res.status}` };
  return {
    ok: true,
    value: {
      token,
      card: { brand: brandOf(card.number), lastDigits: card.number.slice(-4), name: card.name },
    },
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
