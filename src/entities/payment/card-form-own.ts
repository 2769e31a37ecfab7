import type { CreditCardInput } from '@/domain/booking/card-expiry';
import { checkCardFields } from '@/entities/payment/card-form-fields-check';
import { gbPrimePayTokenize } from '@/entities/payment/card-form-gbprimepay';
import type { CardFormConfig } from '@/entities/payment/card-form-kind';
import { loadOmiseJs, omiseTokenize, type OmiseJs } from '@/entities/payment/card-form-omise';
import { cardErrorMessage, cardFormUnavailableMessage } from '@/entities/payment/card-messages';
import type { TokenizeResult } from '@/entities/payment/use-card-form';

export interface OwnFieldsDeps {
  loadOmise: () => Promise<OmiseJs>;
  fetch?: typeof fetch;
  timeoutMs: number;
}

const DEFAULTS: OwnFieldsDeps = { loadOmise: () => loadOmiseJs(), timeoutMs: 20_000 };

/**
 * Tokenizes the card typed into our own fields (Omise.js or GB Prime Pay; the sandbox has its iframe):
 * our field checks first, then the gateway, straight from the browser. A gateway that does not
 * answer in time, or a script that does not load, is "the card form did not answer".
 */
export async function tokenizeOwnFields(
  form: CardFormConfig,
  fields: CreditCardInput,
  deps: Partial<OwnFieldsDeps> = {},
): Promise<TokenizeResult> {
  const { loadOmise, fetch: fetchFn, timeoutMs } = { ...DEFAULTS, ...deps };
  const checked = checkCardFields(fields);
  if (!checked.ok) return checked;
  const { publicKey } = form;
  if (form.kind === 'sandbox' || !publicKey) return { ok: false, message: cardFormUnavailableMessage() };
  const attempt = async (): Promise<TokenizeResult> => {
    if (form.kind === 'omise') {
      const omise = await loadOmise();
      return omiseTokenize(omise, publicKey, checked.card);
    }
    return gbPrimePayTokenize(form.apiUrl ?? '', publicKey, checked.card, fetchFn);
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<TokenizeResult>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, message: cardFormUnavailableMessage() }), timeoutMs);
  });
  try {
    const result = await Promise.race([attempt(), timeout]);
    return result.ok ? result : { ok: false, message: cardErrorMessage(result.message) };
  } catch {
    return { ok: false, message: cardFormUnavailableMessage() };
  } finally {
    clearTimeout(timer);
  }
}
