import {
  GatewayError,
  type CreateChargeInput,
  type CreateSourceInput,
  type GatewayCharge,
  type GatewayCustomer,
  type GatewayRefund,
  type GatewaySource,
  type PaymentGateway,
} from './gateway';
import { chargeFromOmise, customerFromOmise, refundFromOmise, sourceFromOmise } from './omise-shapes';

/**
 * The production gateway: Omise's REST API (https://api.omise.co, Basic auth with the secret key, JSON
 * bodies, API version pinned). The card itself is tokenized in the browser by Omise.js with the public
 * key, so this adapter only ever sees tokens, sources, charges and customers.
 *
 * Omise is unreachable from the machine this was written on (no internet): the adapter is tested with
 * Omise-shaped JSON fixtures through the injected `fetch` (tests/server/payments/omise-gateway.test.ts),
 * not against Omise itself. Check it against Omise's test mode before going live.
 */
export const OMISE_API = 'https://api.omise.co';
export const OMISE_API_VERSION = '2019-05-29';

type Json = Record<string, unknown>;

export class OmiseGateway implements PaymentGateway {
  readonly name = 'omise' as const;
  private readonly secretKey: string;
  private readonly fetch: typeof fetch;
  private readonly base: string;

  constructor(opts: { secretKey: string; fetch?: typeof fetch; baseUrl?: string }) {
    this.secretKey = opts.secretKey;
    this.fetch = opts.fetch ?? fetch;
    this.base = opts.baseUrl ?? OMISE_API;
  }

  private async call(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    body?: Json,
  ): Promise<{ status: number; json: Json }> {
    const res = await this.fetch(`${this.base}${path}`, {
      method,
      headers: {
        Authorization: `Basic ${Buffer.from(`${this.secretKey}:`).toString('base64')}`,
        'Omise-Version': OMISE_API_VERSION,
        Accept: 'application/json',
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(15_000),
    });
    const json = (await res.json().catch(() => ({}))) as Json;
    return { status: res.status, json };
  }

  /** Omise answers errors as `{ object: 'error', code, message }` with a 4xx/5xx status. */
  private expect(object: string, { status, json }: { status: number; json: Json }): Json {
    if (json.object === 'error' || status >= 400) {
      throw new GatewayError(
        typeof json.code === 'string' ? json.code : 'gateway_error',
        typeof json.message === 'string' ? json.message : `Omise answered ${status}`,
        status >= 500 ? 502 : status,
      );
    }
    if (json.object !== object) throw new GatewayError('bad_response', `expected an Omise ${object}`, 502);
    return json;
  }

  async createSource(input: CreateSourceInput): Promise<GatewaySource> {
    const type = input.type === 'truemoney' ? 'truemoney' : input.type;
    const res = await this.call('POST', '/sources', {
      type,
      amount: input.amount,
      currency: input.currency.toLowerCase(),
      ...(input.phoneNumber ? { phone_number: input.phoneNumber } : {}),
    });
    return sourceFromOmise(this.expect('source', res));
  }

  async createCharge(input: CreateChargeInput): Promise<GatewayCharge> {
    const res = await this.call('POST', '/charges', {
      amount: input.amount,
      currency: input.currency.toLowerCase(),
      return_uri: input.returnUri,
      ...(input.card ? { card: input.card } : {}),
      ...(input.customer ? { customer: input.customer } : {}),
      ...(input.source ? { source: input.source } : {}),
      // Offline sources (PromptPay) take an expiry; without it Omise's default applies.
      ...(input.source && input.expiresAt ? { expires_at: input.expiresAt.toISOString() } : {}),
      ...(input.metadata ? { metadata: input.metadata } : {}),
    });
    return chargeFromOmise(this.expect('charge', res));
  }

  async retrieveCharge(id: string): Promise<GatewayCharge | null> {
    const res = await this.call('GET', `/charges/${encodeURIComponent(id)}`);
    if (res.status === 404) return null;
    return chargeFromOmise(this.expect('charge', res));
  }

  async createCustomer(input: { email: string | null; card: string }): Promise<GatewayCustomer> {
    const res = await this.call('POST', '/customers', {
      card: input.card,
      ...(input.email ? { email: input.email } : {}),
    });
    return customerFromOmise(this.expect('customer', res));
  }

  async addCard(customerId: string, card: string): Promise<GatewayCustomer> {
    const res = await this.call('PATCH', `/customers/${encodeURIComponent(customerId)}`, { card });
    return customerFromOmise(this.expect('customer', res));
  }

  async retrieveCustomer(customerId: string): Promise<GatewayCustomer | null> {
    const res = await this.call('GET', `/customers/${encodeURIComponent(customerId)}`);
    if (res.status === 404) return null;
    return customerFromOmise(this.expect('customer', res));
  }

  /** DELETE /customers/{id}/cards/{card}: Omise answers the card with `deleted: true`; 404 is already gone. */
  async deleteCard(customerId: string, cardId: string): Promise<void> {
    const res = await this.call(
      'DELETE',
      `/customers/${encodeURIComponent(customerId)}/cards/${encodeURIComponent(cardId)}`,
    );
    if (res.status === 404) return;
    this.expect('card', res);
  }

  /** POST /charges/{id}/refunds with the amount in minor units; Omise answers a refund object. */
  async refund(chargeId: string, input: { amount: number; metadata?: Record<string, string> }): Promise<GatewayRefund> {
    const res = await this.call('POST', `/charges/${encodeURIComponent(chargeId)}/refunds`, {
      amount: input.amount,
      ...(input.metadata ? { metadata: input.metadata } : {}),
    });
    return refundFromOmise(this.expect('refund', res));
  }
}
