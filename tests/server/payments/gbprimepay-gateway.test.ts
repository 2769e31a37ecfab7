import { describe, expect, it } from 'vitest';
import { GatewayError } from '@server/modules/payments/gateway';
import { GbPrimePayGateway } from '@server/modules/payments/gbprimepay-gateway';
import { clientPaymentConfig, paymentsConfigFromEnv } from '@server/modules/payments/payment-config';
import { cspDirectives, gatewaySources } from '@server/http/csp';
import {
  gbCallback,
  gbCardCharge,
  gbCardDeclined,
  gbQrText,
  gbStatus,
  gbStatusUnknown,
} from './fixtures/gbprimepay';

/** GB Prime Pay is unreachable from here: a fetch that records each request and answers GB-shaped JSON. */
function fakeGb(answer: (path: string, body: unknown) => unknown) {
  const calls: { url: string; headers: Record<string, string>; body: unknown; raw: string }[] = [];
  const fetchFn: typeof fetch = (input, init) => {
    const url = input as string;
    const headers = init?.headers as Record<string, string>;
    const raw = typeof init?.body === 'string' ? init.body : '';
    const body = headers['Content-Type']?.includes('json')
      ? (JSON.parse(raw) as unknown)
      : Object.fromEntries(new URLSearchParams(raw));
    calls.push({ url, headers, body, raw });
    const json = answer(new URL(url).pathname, body);
    return Promise.resolve(new Response(JSON.stringify(json), { status: 200 }));
  };
  const gateway = new GbPrimePayGateway({
    publicKey: 'pub_gb',
    secretKey: 'sec_gb',
    token: 'merchant-token',
    callbackSecret: 'cb-secret',
    webhookUrl: () => 'https://book.example/api/v5/payments/webhooks',
    secureFormUrl: (ref) => `https://book.example/api/v5/payments/gbprimepay/3ds/${ref}`,
    fetch: fetchFn,
  });
  return { calls, gateway };
}

const basicSecret = `Basic ${Buffer.from('sec_gb:').toString('base64')}`;

describe('GbPrimePayGateway', () => {
  it('charges a card token with 3-D Secure: secret-key auth, baht with decimals, a signed background URL', async () => {
    const { calls, gateway } = fakeGb(() => gbCardCharge);
    const charge = await gateway.createCharge({
      amount: 159_800,
      currency: 'THB',
      card: gbCardCharge.card.token,
      returnUri: 'https://book.example/api/v5/payments/pay1/complete',
      metadata: { reservation: 'enc123' },
    });
    const call = calls[0]!;
    expect(call.url).toBe('https://api.gbprimepay.com/v2/tokens/charge');
    expect(call.headers.Authorization).toBe(basicSecret);
    const body = call.body as Record<string, unknown>;
    expect(body).toMatchObject({
      amount: 1598,
      card: { token: gbCardCharge.card.token },
      otp: 'Y',
      responseUrl: 'https://book.example/api/v5/payments/pay1/complete',
      merchantDefined1: 'enc123',
    });
    expect(body.referenceNo).toMatch(/^[0-9A-Z]{15}$/);
    const background = new URL(body.backgroundUrl as string);
    expect(background.searchParams.get('ref')).toBe(body.referenceNo);
    expect(background.searchParams.get('sig')).toBe(gateway.callbackSignature(body.referenceNo as string));
    expect(charge).toMatchObject({
      id: body.referenceNo,
      status: 'pending',
      amount: 159_800,
      currency: 'THB',
      authorizeUri: 'https://book.example/api/v5/payments/gbprimepay/3ds/gbp2611210001',
      card: { brand: 'Visa', lastDigits: '5741', expirationMonth: 5, expirationYear: 2028, id: null },
    });
  });

  it('a refused card is a failed charge at once', async () => {
    const { gateway } = fakeGb(() => gbCardDeclined);
    const charge = await gateway.createCharge({ amount: 100, currency: 'THB', card: 'tok', returnUri: 'x' });
    expect(charge).toMatchObject({ status: 'failed', failureCode: '54', failureMessage: 'Expired card' });
  });

  it('PromptPay is QR Cash text: form-encoded with the merchant token, the EMVCo payload as the QR', async () => {
    const { calls, gateway } = fakeGb(() => gbQrText);
    const source = await gateway.createSource({ type: 'promptpay', amount: 129_900, currency: 'THB' });
    expect(calls).toHaveLength(0);
    const charge = await gateway.createCharge({
      amount: 129_900,
      currency: 'THB',
      source: source.id,
      returnUri: 'x',
      expiresAt: new Date('2026-11-21T05:05:00Z'),
    });
    expect(calls[0]!.url).toBe('https://api.gbprimepay.com/v3/qrcode/text');
    expect(calls[0]!.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(calls[0]!.headers.Authorization).toBeUndefined();
    expect(calls[0]!.body).toMatchObject({ token: 'merchant-token', amount: '1299.00' });
    expect(charge.status).toBe('pending');
    expect(charge.expiresAt?.toISOString()).toBe('2026-11-21T05:05:00.000Z');
    expect(charge.source?.scannableCode).toEqual({ payload: gbQrText.qrcode, imageUri: null });
  });

  it('refuses wallets, other currencies and saved cards', async () => {
    const { gateway } = fakeGb(() => ({}));
    await expect(
      gateway.createSource({ type: 'truemoney', amount: 1, currency: 'THB' }),
    ).rejects.toBeInstanceOf(GatewayError);
    await expect(
      gateway.createCharge({ amount: 1, currency: 'SGD', card: 't', returnUri: 'x' }),
    ).rejects.toMatchObject({ code: 'unsupported_currency' });
    await expect(gateway.createCustomer()).rejects.toMatchObject({ code: 'unsupported' });
    expect(await gateway.retrieveCustomer()).toBeNull();
  });

  it('reads check_status_txn: settled is successful, waiting is pending, void is failed, unknown is null', async () => {
    let answer: unknown = gbStatus('REF1', 'S');
    const { calls, gateway } = fakeGb(() => answer);
    expect(await gateway.retrieveCharge('REF1')).toMatchObject({
      id: 'REF1',
      status: 'successful',
      paid: true,
      amount: 159_800,
    });
    expect(calls[0]).toMatchObject({
      url: 'https://api.gbprimepay.com/v1/check_status_txn',
      body: { referenceNo: 'REF1' },
    });
    expect(calls[0]!.headers.Authorization).toBe(basicSecret);
    answer = gbStatus('REF1', 'G', 'Q');
    expect(await gateway.retrieveCharge('REF1')).toMatchObject({
      status: 'pending',
      source: { type: 'promptpay' },
    });
    answer = gbStatus('REF1', 'V');
    expect(await gateway.retrieveCharge('REF1')).toMatchObject({ status: 'failed', failureCode: 'gbp_V' });
    answer = gbStatusUnknown;
    expect(await gateway.retrieveCharge('REF1')).toBeNull();
  });

  it('verifies callbacks by the signature on their URL and the reference in the body', () => {
    const { gateway } = fakeGb(() => ({}));
    const sig = gateway.callbackSignature('REF1');
    const query = (q: Record<string, string>) => (name: string) => q[name];
    const read = (rawBody: string, q: Record<string, string>, contentType = 'application/json') =>
      gateway.readWebhook({ rawBody, contentType, query: query(q) });
    expect(read(JSON.stringify(gbCallback('REF1')), { ref: 'REF1', sig })).toEqual({
      ok: true,
      event: { id: 'gbp_gbp2611210001_REF1_00', key: 'charge.complete', chargeId: 'REF1' },
    });
    const form = new URLSearchParams({
      resultCode: '00',
      referenceNo: 'REF1',
      gbpReferenceNo: 'g9',
    }).toString();
    expect(read(form, { ref: 'REF1', sig }, 'application/x-www-form-urlencoded')).toMatchObject({ ok: true });
    expect(read(JSON.stringify(gbCallback('REF1')), { ref: 'REF1' })).toMatchObject({
      ok: false,
      status: 401,
    });
    expect(read(JSON.stringify(gbCallback('REF1')), { ref: 'REF2', sig })).toMatchObject({
      ok: false,
      status: 401,
    });
    expect(read(JSON.stringify(gbCallback('REF2')), { ref: 'REF1', sig })).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(read('not json', { ref: 'REF1', sig })).toMatchObject({ ok: false, status: 400 });
  });

  it('serves the 3-D Secure form page that posts to GB, with its own CSP', () => {
    const { gateway } = fakeGb(() => ({}));
    const page = gateway.secureFormPage('gbp2611210001')!;
    expect(page.html).toContain('action="https://api.gbprimepay.com/v2/tokens/3d_secured"');
    expect(page.html).toContain('name="publicKey" value="pub_gb"');
    expect(page.html).toContain('name="gbpReferenceNo" value="gbp2611210001"');
    expect(page.csp).toMatch(
      /script-src 'sha256-[A-Za-z0-9+/=]+'; form-action https:\/\/api\.gbprimepay\.com;/,
    );
    expect(gateway.secureFormPage('"><script>')).toBeNull();
  });
});

describe('PAYMENT_GATEWAY=gbprimepay configuration', () => {
  const keys = { GBPRIMEPAY_PUBLIC_KEY: 'pub', GBPRIMEPAY_SECRET_KEY: 'sec', GBPRIMEPAY_TOKEN: 'tok' };

  it('needs the public key (as the PWA does for gbprimepay), the secret key and the token', () => {
    expect(() =>
      paymentsConfigFromEnv({
        PAYMENT_GATEWAY: 'gbprimepay',
        GBPRIMEPAY_SECRET_KEY: 's',
        GBPRIMEPAY_TOKEN: 't',
      }),
    ).toThrow('PAYMENT_GATEWAY=gbprimepay: gbprimepay needs a public key (GBPRIMEPAY_PUBLIC_KEY)');
    expect(() =>
      paymentsConfigFromEnv({ PAYMENT_GATEWAY: 'gbprimepay', GBPRIMEPAY_PUBLIC_KEY: 'p' }),
    ).toThrow(/GBPRIMEPAY_SECRET_KEY and GBPRIMEPAY_TOKEN/);
    expect(() => paymentsConfigFromEnv({ PAYMENT_GATEWAY: 'stripe' })).toThrow(
      /sandbox, omise or gbprimepay/,
    );
  });

  it('derives a stable callback secret and announces the GB card form with the public key', () => {
    const a = paymentsConfigFromEnv({ PAYMENT_GATEWAY: 'gbprimepay', ...keys });
    const b = paymentsConfigFromEnv({
      PAYMENT_GATEWAY: 'gbprimepay',
      ...keys,
      GBPRIMEPAY_API_URL: 'https://api.globalprimepay.com/',
    });
    expect(a.webhookSecret).toBe(b.webhookSecret);
    expect(b.gbPrimePay).toEqual({
      publicKey: 'pub',
      secretKey: 'sec',
      token: 'tok',
      apiUrl: 'https://api.globalprimepay.com',
    });
    expect(clientPaymentConfig(b, 'omise')).toEqual({
      selectedPaymentProvider: 'gbprimepay',
      cardForm: 'gbprimepay',
      paymentPublicKey: 'pub',
      paymentApiUrl: 'https://api.globalprimepay.com',
    });
  });

  it('keeps the sandbox by default, and Omise announces Omise.js', () => {
    const sandbox = paymentsConfigFromEnv({});
    expect(sandbox.gateway).toBe('sandbox');
    expect(clientPaymentConfig(sandbox, 'omise')).toEqual({
      selectedPaymentProvider: 'omise',
      cardForm: 'sandbox',
      paymentPublicKey: null,
      paymentApiUrl: null,
    });
    const omise = paymentsConfigFromEnv({
      PAYMENT_GATEWAY: 'omise',
      OMISE_PUBLIC_KEY: 'pkey_test_1',
      OMISE_SECRET_KEY: 'skey_test_1',
      PAYMENT_WEBHOOK_SECRET: 'w',
    });
    expect(clientPaymentConfig(omise, 'omise')).toMatchObject({
      cardForm: 'omise',
      paymentPublicKey: 'pkey_test_1',
    });
  });

  it('the CSP allows a gateway host only when that gateway is configured', () => {
    const none = cspDirectives(undefined, undefined, gatewaySources(undefined, undefined));
    expect(none.scriptSrc).toEqual(["'self'"]);
    expect(none.connectSrc).toEqual(["'self'"]);
    const omise = cspDirectives(undefined, undefined, gatewaySources('omise', undefined));
    expect(omise.scriptSrc).toContain('https://cdn.omise.co');
    expect(omise.connectSrc).toContain('https://vault.omise.co');
    const gb = cspDirectives(
      undefined,
      undefined,
      gatewaySources('gbprimepay', 'https://api.globalprimepay.com'),
    );
    expect(gb.connectSrc).toContain('https://api.globalprimepay.com');
    expect(gb.scriptSrc).toEqual(["'self'"]);
  });
});
