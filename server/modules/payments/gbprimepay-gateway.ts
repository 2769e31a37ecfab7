import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  GatewayError,
  type CreateChargeInput,
  type CreateSourceInput,
  type GatewayCharge,
  type GatewayCustomer,
  type GatewayRefund,
  type GatewaySource,
  type PaymentGateway,
  type WebhookInput,
  type WebhookRead,
} from './gateway';
import { cardFromGb, chargeFromGb, gbAmount, gbText, type GbJson } from './gbprimepay-shapes';

/**
 * GB Prime Pay (PAYMENT_GATEWAY=gbprimepay; decision 0013), behind the same PaymentGateway as the sandbox
 * and Omise. Its REST API differs from Omise's; this adapter maps it:
 *
 * - Card: the browser tokenizes the card with the public key (POST {api}/v2/tokens, card-form-gbprimepay.ts);
 *   here POST /v2/tokens/charge with the secret key (Basic auth), `otp: 'Y'` (3-D Secure). GB then expects
 *   the payer's browser to POST `publicKey` + `gbpReferenceNo` to /v2/tokens/3d_secured: the charge's
 *   authorizeUri is our page that submits that form (`secureFormPage`), and GB sends the payer back to
 *   responseUrl (our return URI, by POST) and the result to backgroundUrl (our webhook URL).
 * - PromptPay: "QR Cash" POST /v3/qrcode/text (form-encoded, the merchant's token) answers the EMVCo text
 *   we render ourselves. GB has no source objects: `createSource` only describes the method.
 * - Status: POST /v1/check_status_txn by our referenceNo, which is the charge id here.
 * - Callbacks to backgroundUrl carry no signature of GB's that we could verify, so the URL we hand GB
 *   (server to server, with the secret key) carries ours: HMAC-SHA256 of the referenceNo. The handler
 *   still trusts nothing in the body: it re-fetches the status (payment-service handleWebhook).
 * - TrueMoney/ShopeePay (GB answers those with HTML forms) and saved cards are not implemented: refused
 *   as GatewayErrors.
 *
 * GB Prime Pay is unreachable from the machine this was written on (no internet). The field names follow
 * GB's public integration docs and client libraries; the adapter is tested only with GB-shaped JSON
 * fixtures through the injected `fetch` (tests/server/payments/gbprimepay-gateway.test.ts). Check every
 * call against GB's test environment (https://api.globalprimepay.com) before going live — in particular
 * the status letters of check_status_txn (gbprimepay-shapes.ts).
 */
export const GBPRIMEPAY_API = 'https://api.gbprimepay.com';
export const GBPRIMEPAY_TEST_API = 'https://api.globalprimepay.com';

const PROMPTPAY_SOURCE = 'gbpsrc_promptpay';

export interface GbPrimePayOptions {
  publicKey: string;
  secretKey: string;
  /** The merchant's "token" (customer key) that QR Cash takes. */
  token: string;
  /** HMAC key of our signature on the background URL. */
  callbackSecret: string;
  /** Our webhook endpoint, e.g. {publicUrl}/api/v5/payments/webhooks (read when a charge is made). */
  webhookUrl: () => string;
  /** Our page that posts the 3-D Secure form, for a gbpReferenceNo (read when a charge is made). */
  secureFormUrl: (gbpReferenceNo: string) => string;
  baseUrl?: string;
  fetch?: typeof fetch;
}

export class GbPrimePayGateway implements PaymentGateway {
  readonly name = 'gbprimepay' as const;
  readonly baseUrl: string;
  private readonly fetch: typeof fetch;

  constructor(private readonly opts: GbPrimePayOptions) {
    this.baseUrl = (opts.baseUrl ?? GBPRIMEPAY_API).replace(/\/+$/, '');
    this.fetch = opts.fetch ?? fetch;
  }

  private async call(path: string, body: GbJson | URLSearchParams, auth: 'secret' | null): Promise<GbJson> {
    const form = body instanceof URLSearchParams;
    const res = await this.fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': form ? 'application/x-www-form-urlencoded' : 'application/json',
        ...(auth
          ? { Authorization: `Basic ${Buffer.from(`${this.opts.secretKey}:`).toString('base64')}` }
          : {}),
      },
      body: form ? body.toString() : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const json = (await res.json().catch(() => null)) as GbJson | null;
    if (!json || typeof json !== 'object')
      throw new GatewayError('bad_response', `GB Prime Pay answered ${res.status} without JSON`, 502);
    if (res.status >= 500)
      throw new GatewayError('gateway_error', `GB Prime Pay answered ${res.status}`, 502);
    if (res.status >= 400)
      throw new GatewayError(
        gbText(json.resultCode, 'gateway_error'),
        gbMessage(json, res.status),
        res.status,
      );
    return json;
  }

  /** Our signature on a background URL: HMAC-SHA256(callbackSecret, "gbprimepay.{referenceNo}"), hex. */
  callbackSignature(referenceNo: string): string {
    return createHmac('sha256', this.opts.callbackSecret).update(`gbprimepay.${referenceNo}`).digest('hex');
  }

  backgroundUrl(referenceNo: string): string {
    const url = new URL(this.opts.webhookUrl());
    url.searchParams.set('ref', referenceNo);
    url.searchParams.set('sig', this.callbackSignature(referenceNo));
    return url.toString();
  }

  createSource(input: CreateSourceInput): Promise<GatewaySource> {
    if (input.type !== 'promptpay')
      return Promise.reject(
        new GatewayError('unsupported_source', `${input.type} is not available with GB Prime Pay`),
      );
    return Promise.resolve({
      id: PROMPTPAY_SOURCE,
      type: 'promptpay',
      flow: 'offline',
      amount: input.amount,
      currency: input.currency.toUpperCase(),
      scannableCode: null,
    });
  }

  async createCharge(input: CreateChargeInput): Promise<GatewayCharge> {
    if (input.currency.toUpperCase() !== 'THB')
      throw new GatewayError('unsupported_currency', 'GB Prime Pay charges Thai baht only');
    // Our reference is the charge id: check_status_txn looks charges up by it. GB takes up to 15 characters.
    const referenceNo = newReferenceNo();
    const metadata = input.metadata ?? {};
    const detail = metadata.reservation ? `Reservation ${metadata.reservation}`.slice(0, 250) : 'Reservation';
    if (input.source) {
      if (input.source !== PROMPTPAY_SOURCE)
        throw new GatewayError('invalid_source', 'unknown GB Prime Pay source');
      const json = await this.call(
        '/v3/qrcode/text',
        new URLSearchParams({
          token: this.opts.token,
          amount: gbAmount(input.amount),
          referenceNo,
          backgroundUrl: this.backgroundUrl(referenceNo),
          detail,
          ...(metadata.reservation ? { merchantDefined1: metadata.reservation } : {}),
        }),
        null,
      );
      if (json.resultCode !== '00' || typeof json.qrcode !== 'string')
        throw new GatewayError(gbText(json.resultCode, 'gateway_error'), gbMessage(json, 200), 502);
      return {
        ...baseCharge(referenceNo, input),
        source: {
          id: PROMPTPAY_SOURCE,
          type: 'promptpay',
          flow: 'offline',
          amount: input.amount,
          currency: 'THB',
          scannableCode: { payload: json.qrcode, imageUri: null },
        },
      };
    }
    if (!input.card) throw new GatewayError('invalid_card', 'a card token is needed');
    if (input.customer)
      throw new GatewayError('unsupported', 'saved cards are not available with GB Prime Pay');
    const json = await this.call(
      '/v2/tokens/charge',
      {
        amount: Number(gbAmount(input.amount)),
        referenceNo,
        detail,
        card: { token: input.card },
        otp: 'Y',
        responseUrl: input.returnUri,
        backgroundUrl: this.backgroundUrl(referenceNo),
        ...(metadata.reservation ? { merchantDefined1: metadata.reservation } : {}),
      },
      'secret',
    );
    const base = baseCharge(referenceNo, input);
    const card = json.card && typeof json.card === 'object' ? cardFromGb(json.card as GbJson) : null;
    if (json.resultCode !== '00' || typeof json.gbpReferenceNo !== 'string')
      // A refused card: the charge is final at once, like Omise's declined charge.
      return {
        ...base,
        status: 'failed',
        failureCode: gbText(json.resultCode, 'failed'),
        failureMessage: gbMessage(json, 200),
        card,
      };
    return { ...base, card, authorizeUri: this.opts.secureFormUrl(json.gbpReferenceNo) };
  }

  async retrieveCharge(id: string): Promise<GatewayCharge | null> {
    const json = await this.call('/v1/check_status_txn', { referenceNo: id }, 'secret');
    return chargeFromGb(json, null);
  }

  /**
   * Not offered through this adapter: GB Prime Pay refunds are made by the merchant in its portal. The
   * cancellation records the refund as failed, so a person makes it there.
   */
  refund(): Promise<GatewayRefund> {
    return Promise.reject(new GatewayError('unsupported', 'refunds are made in the GB Prime Pay merchant portal'));
  }

  createCustomer(): Promise<GatewayCustomer> {
    return Promise.reject(new GatewayError('unsupported', 'saved cards are not available with GB Prime Pay'));
  }

  addCard(): Promise<GatewayCustomer> {
    return this.createCustomer();
  }

  retrieveCustomer(): Promise<GatewayCustomer | null> {
    return Promise.resolve(null);
  }

  /** No card is ever saved with GB Prime Pay, so there is none to remove. */
  deleteCard(): Promise<void> {
    return Promise.resolve();
  }

  /**
   * A background-URL callback: our signature on the URL must match its `ref`, and the body (JSON, or
   * form-encoded) must be about that reference. The event id is GB's reference plus the result, so a
   * retried callback (GB's retryFlag) is a duplicate and changes nothing.
   */
  readWebhook(input: WebhookInput): WebhookRead {
    const ref = input.query('ref');
    const sig = input.query('sig');
    if (!ref || !sig || !/^[0-9a-f]{64}$/i.test(sig)) return { ok: false, status: 401, reason: 'missing' };
    const expected = Buffer.from(this.callbackSignature(ref), 'hex');
    if (!timingSafeEqual(Buffer.from(sig, 'hex'), expected))
      return { ok: false, status: 401, reason: 'mismatch' };
    const body = parseCallbackBody(input.rawBody, input.contentType);
    if (!body) return { ok: false, status: 400, reason: 'not a GB Prime Pay callback' };
    const referenceNo = gbText(body.referenceNo);
    if (referenceNo !== ref) return { ok: false, status: 400, reason: 'reference does not match the URL' };
    const gbp = gbText(body.gbpReferenceNo);
    const result = gbText(body.resultCode);
    return {
      ok: true,
      event: {
        id: `gbp_${gbp}_${referenceNo}_${result}`.slice(0, 100),
        key: 'charge.complete',
        chargeId: ref,
      },
    };
  }

  /**
   * The page a charge's authorizeUri opens: a form that posts publicKey and gbpReferenceNo to GB's
   * /v2/tokens/3d_secured (GB wants that POST from the payer's browser), submitted by a hashed inline
   * script. Its own CSP allows exactly that form target and that script.
   */
  secureFormPage(gbpReferenceNo: string): { html: string; csp: string } | null {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(gbpReferenceNo)) return null;
    const action = `${this.baseUrl}/v2/tokens/3d_secured`;
    const script = 'document.forms[0].submit();';
    const hash = createHash('sha256').update(script).digest('base64');
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>3-D Secure</title></head><body>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="publicKey" value="${escapeHtml(this.opts.publicKey)}">
<input type="hidden" name="gbpReferenceNo" value="${escapeHtml(gbpReferenceNo)}">
<noscript><button type="submit">Continue to 3-D Secure</button></noscript>
</form><script>${script}</script></body></html>`;
    const csp = `default-src 'none'; script-src 'sha256-${hash}'; form-action ${new URL(this.baseUrl).origin}; frame-ancestors 'none'; base-uri 'none'`;
    return { html, csp };
  }
}

function baseCharge(referenceNo: string, input: CreateChargeInput): GatewayCharge {
  return {
    id: referenceNo,
    amount: input.amount,
    currency: 'THB',
    status: 'pending',
    authorized: false,
    paid: false,
    authorizeUri: null,
    returnUri: input.returnUri,
    failureCode: null,
    failureMessage: null,
    expiresAt: input.expiresAt ?? null,
    card: null,
    source: null,
    metadata: input.metadata ?? {},
  };
}

function gbMessage(json: GbJson, status: number): string {
  return typeof json.resultMessage === 'string' && json.resultMessage
    ? json.resultMessage
    : `GB Prime Pay answered ${status} (result ${gbText(json.resultCode, '?')})`;
}

/** 15 random letters and digits (GB's referenceNo limit): unguessable enough, and never a row id. */
function newReferenceNo(): string {
  const alphabet = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  const bytes = randomBytes(15);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

function parseCallbackBody(raw: string, contentType: string | undefined): GbJson | null {
  try {
    if (contentType?.includes('application/x-www-form-urlencoded'))
      return Object.fromEntries(new URLSearchParams(raw));
    const json = JSON.parse(raw) as unknown;
    return json && typeof json === 'object' && !Array.isArray(json) ? (json as GbJson) : null;
  } catch {
    return null;
  }
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
