import type { AppConfig } from '@/contract/config';

/**
 * Which card form the payment step uses (decision 0013), from config.json: the sandbox gateway's iframe
 * (default, and whenever the server says nothing), Omise.js, or GB Prime Pay's tokenization — the last two
 * with the gateway's public key, and GB's API host.
 */
export type CardFormKind = 'sandbox' | 'omise' | 'gbprimepay';

export interface CardFormConfig {
  kind: CardFormKind;
  publicKey: string | null;
  /** GB Prime Pay's API origin (production or its test host); null for the others. */
  apiUrl: string | null;
}

export const SANDBOX_CARD_FORM: CardFormConfig = { kind: 'sandbox', publicKey: null, apiUrl: null };
export const GBPRIMEPAY_DEFAULT_API = 'https://api.gbprimepay.com';

type ConfigPart = Pick<AppConfig, 'cardForm' | 'paymentPublicKey' | 'paymentApiUrl'>;

export function cardFormOf(config: ConfigPart | null | undefined): CardFormConfig {
  const kind = config?.cardForm ?? 'sandbox';
  if (kind === 'sandbox') return SANDBOX_CARD_FORM;
  const publicKey = config?.paymentPublicKey?.trim() || null;
  return {
    kind,
    publicKey,
    apiUrl:
      kind === 'gbprimepay' ? config?.paymentApiUrl?.replace(/\/+$/, '') || GBPRIMEPAY_DEFAULT_API : null,
  };
}
