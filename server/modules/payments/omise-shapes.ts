import { chargeStatuses, type ChargeStatus } from '@/contract/payments';
import type { GatewayCard, GatewayCharge, GatewayCustomer, GatewayRefund, GatewaySource } from './gateway';

/**
 * Omise's JSON objects ⇄ our gateway types. The Omise adapter reads responses with these; the sandbox
 * writes its webhook events with them, so both gateways' events look the same to the webhook handler.
 * Field names follow Omise's API reference (charges, sources, customers, cards, events).
 */
type Json = Record<string, unknown>;

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v ?? 0));
const obj = (v: unknown): Json | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : null;

export function cardFromOmise(json: Json): GatewayCard {
  return {
    id: str(json.id),
    brand: str(json.brand) ?? 'Unknown',
    lastDigits: str(json.last_digits) ?? '',
    name: str(json.name) ?? '',
    expirationMonth: num(json.expiration_month),
    expirationYear: num(json.expiration_year),
  };
}

export function sourceFromOmise(json: Json): GatewaySource {
  const scannable = obj(json.scannable_code);
  const image = scannable ? obj(scannable.image) : null;
  const type = str(json.type) ?? '';
  return {
    id: str(json.id) ?? '',
    // Omise names newer wallet flows truemoney_jumpapp / shopeepay_jumpapp: same payer journey.
    type: type.startsWith('truemoney')
      ? 'truemoney'
      : type.startsWith('shopeepay')
        ? 'shopeepay'
        : 'promptpay',
    flow: str(json.flow) === 'offline' ? 'offline' : 'redirect',
    amount: num(json.amount),
    currency: (str(json.currency) ?? '').toUpperCase(),
    scannableCode: scannable
      ? { payload: str(scannable.raw_data) ?? null, imageUri: image ? str(image.download_uri) : null }
      : null,
  };
}

export function chargeFromOmise(json: Json): GatewayCharge {
  const status = str(json.status);
  const card = obj(json.card);
  const source = obj(json.source);
  const metadata = obj(json.metadata) ?? {};
  const expires = str(json.expires_at);
  return {
    id: str(json.id) ?? '',
    amount: num(json.amount),
    currency: (str(json.currency) ?? '').toUpperCase(),
    // Omise also has `reversed` (an authorized charge voided): for us it did not pay.
    status: (chargeStatuses as readonly string[]).includes(status ?? '')
      ? (status as ChargeStatus)
      : 'failed',
    authorized: json.authorized === true,
    paid: json.paid === true,
    authorizeUri: str(json.authorize_uri),
    returnUri: str(json.return_uri),
    failureCode: str(json.failure_code),
    failureMessage: str(json.failure_message),
    expiresAt: expires ? new Date(expires) : null,
    card: card ? cardFromOmise(card) : null,
    source: source ? sourceFromOmise(source) : null,
    metadata: Object.fromEntries(Object.entries(metadata).map(([k, v]) => [k, String(v)])),
  };
}

export function customerFromOmise(json: Json): GatewayCustomer {
  const cards = obj(json.cards);
  const list = Array.isArray(cards?.data) ? (cards.data as Json[]) : [];
  return { id: str(json.id) ?? '', email: str(json.email), cards: list.map(cardFromOmise) };
}

/** Our charge as Omise would send it (sandbox webhook events). */
/** Omise's refund object: `charge` is the refunded charge's id, the currency lower-case. */
export function refundFromOmise(json: Json): GatewayRefund {
  return {
    id: str(json.id) ?? '',
    chargeId: str(json.charge) ?? '',
    amount: num(json.amount),
    currency: (str(json.currency) ?? '').toUpperCase(),
  };
}

export function chargeToOmise(charge: GatewayCharge): Json {
  return {
    object: 'charge',
    id: charge.id,
    livemode: false,
    amount: charge.amount,
    currency: charge.currency.toLowerCase(),
    status: charge.status,
    authorized: charge.authorized,
    paid: charge.paid,
    authorize_uri: charge.authorizeUri,
    return_uri: charge.returnUri,
    failure_code: charge.failureCode,
    failure_message: charge.failureMessage,
    expires_at: charge.expiresAt?.toISOString() ?? null,
    card: charge.card
      ? {
          object: 'card',
          id: charge.card.id,
          brand: charge.card.brand,
          last_digits: charge.card.lastDigits,
          name: charge.card.name,
          expiration_month: charge.card.expirationMonth,
          expiration_year: charge.card.expirationYear,
        }
      : null,
    source: charge.source
      ? {
          object: 'source',
          id: charge.source.id,
          type: charge.source.type,
          flow: charge.source.flow,
          amount: charge.source.amount,
          currency: charge.source.currency.toLowerCase(),
        }
      : null,
    metadata: charge.metadata,
  };
}

/** A webhook event: `{ object: 'event', id, key, data }` — what the handler needs from any gateway. */
export interface WebhookEvent {
  id: string;
  key: string;
  chargeId: string | null;
}

export function eventFromOmise(json: unknown): WebhookEvent | null {
  const event = obj(json);
  if (!event || event.object !== 'event') return null;
  const id = str(event.id);
  const key = str(event.key);
  if (!id || !key || id.length > 100) return null;
  const data = obj(event.data);
  return { id, key, chargeId: data && data.object === 'charge' ? str(data.id) : null };
}
