import type { CreditCardCheck } from '@/entities/payment/card-form-fields-check';
import type { TokenizeResult } from '@/entities/payment/use-card-form';

/**
 * Omise.js (PAYMENT_GATEWAY=omise only; decision 0013): the script comes from Omise's CDN and tokenizes
 * the card with the public key straight from the browser to Omise's vault, so the number never reaches
 * our server. With Omise.js the card fields are ours (card-form-fields.tsx). Omise is unreachable from
 * the machine this was written on: tests stub window.Omise (tests/entities/payment/payment-card-forms.test.tsx).
 */
export const OMISE_JS_URL = 'https://cdn.omise.co/omise.js';

/** The part of Omise.js we call. */
export interface OmiseJs {
  setPublicKey: (key: string) => void;
  createToken: (
    type: 'card',
    card: {
      name: string;
      number: string;
      expiration_month: number;
      expiration_year: number;
      security_code: string;
    },
    callback: (statusCode: number, response: OmiseTokenResponse) => void,
  ) => void;
}

export interface OmiseTokenResponse {
  object?: string;
  id?: string;
  message?: string;
  card?: { brand?: string; last_digits?: string; name?: string };
}

type OmiseWindow = Window & { Omise?: OmiseJs };

let loading: Promise<OmiseJs> | null = null;

/** Adds the script once (a failed load may be retried) and resolves with window.Omise. */
export function loadOmiseJs(win: OmiseWindow = window): Promise<OmiseJs> {
  if (win.Omise) return Promise.resolve(win.Omise);
  loading ??= new Promise<OmiseJs>((resolve, reject) => {
    const script = win.document.createElement('script');
    script.src = OMISE_JS_URL;
    script.async = true;
    script.onload = () => (win.Omise ? resolve(win.Omise) : reject(new Error('Omise.js did not load')));
    script.onerror = () => reject(new Error('Omise.js did not load'));
    win.document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Tokenizes checked card fields with Omise.js; Omise's own message when it refuses the card. */
export function omiseTokenize(
  omise: OmiseJs,
  publicKey: string,
  card: CreditCardCheck,
): Promise<TokenizeResult> {
  omise.setPublicKey(publicKey);
  return new Promise((resolve) => {
    omise.createToken(
      'card',
      {
        name: card.name,
        number: card.number,
        expiration_month: Number(card.expirationMonth),
        // Omise wants four digits; "MM/YY" gives two.
        expiration_year:
          card.expirationYear.length === 2 ? 2000 + Number(card.expirationYear) : Number(card.expirationYear),
        security_code: card.securityCode,
      },
      (statusCode, response) => {
        if (statusCode === 200 && response.id)
          resolve({
            ok: true,
            value: {
              token: response.id,
              card: {
                brand: response.card?.brand ?? 'Unknown',
                lastDigits: response.card?.last_digits ?? card.number.slice(-4),
                name: response.card?.name ?? card.name,
              },
            },
          });
        else resolve({ ok: false, message: response.message ?? `Omise answered ${statusCode}` });
      },
    );
  });
}

/** For tests: forget a load in progress. */
export function resetOmiseLoader(): void {
  loading = null;
}
