import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import type { AppEnv } from '@server/context';
import type { OpenedDatabase } from '@server/db/client';
import { createPlatformApp } from '@server/http/platform';
import type { PaymentsConfig } from '@server/modules/payments/payment-config';
import { createPaymentsModule, type PaymentsModule } from '@server/modules/payments/payments-module';
import { createPaymentRoutes } from '@server/modules/payments/routes';
import { createTestDb, testContext } from '../support/test-db';
import { gbCallback, gbCardCharge, gbQrText, gbStatus } from './fixtures/gbprimepay';
import { TEST_CONFIG, liveSeats, startPaymentCall, statusOf, waitingReservation } from './payments-support';

/**
 * The payments service with PAYMENT_GATEWAY=gbprimepay, end to end over a test database. GB Prime Pay is
 * unreachable from here: its side is a fetch answering GB-shaped fixtures, with a settable status.
 */
let opened: OpenedDatabase;
let app: Hono<AppEnv>;
let module: PaymentsModule;
const gbState = new Map<string, string>();
const gbCalls: string[] = [];

const CONFIG: PaymentsConfig = {
  ...TEST_CONFIG,
  gateway: 'gbprimepay',
  gbPrimePay: {
    publicKey: 'pub_gb',
    secretKey: 'sec_gb',
    token: 'tok',
    apiUrl: 'https://api.globalprimepay.com',
  },
};

beforeAll(async () => {
  opened = await createTestDb();
  const ctx = testContext(opened.db);
  ctx.log = { info: () => {}, warn: () => {}, error: () => {} };
  ctx.config.publicUrl = 'https://book.example';
  const fetchFn: typeof fetch = (input, init) => {
    const url = new URL(input as string);
    gbCalls.push(url.pathname);
    const raw = typeof init?.body === 'string' ? init.body : '';
    const ref = raw.startsWith('{')
      ? (JSON.parse(raw) as { referenceNo: string }).referenceNo
      : (new URLSearchParams(raw).get('referenceNo') ?? '');
    let json: unknown;
    if (url.pathname === '/v2/tokens/charge') {
      gbState.set(ref, 'G');
      json = { ...gbCardCharge, referenceNo: ref };
    } else if (url.pathname === '/v3/qrcode/text') {
      gbState.set(ref, 'G');
      json = { ...gbQrText, referenceNo: ref };
    } else json = gbStatus(ref, gbState.get(ref) ?? 'G');
    return Promise.resolve(new Response(JSON.stringify(json), { status: 200 }));
  };
  module = createPaymentsModule(ctx, { config: CONFIG, fetch: fetchFn });
  app = createPlatformApp(ctx, {}, (a) => a.route('/api/v5', createPaymentRoutes(module)));
}, 120_000);

afterAll(() => opened.close());

function callbackUrl(ref: string): string {
  const url = new URL(module.gbPrimePay!.backgroundUrl(ref));
  return `${url.pathname}${url.search}`;
}

async function postCallback(path: string, body: unknown) {
  return app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('GB Prime Pay through the payments service', () => {
  it('card: 3-D Secure form page, then a signed callback confirms the booking once', async () => {
    const r = await waitingReservation(opened.db);
    const res = await startPaymentCall(app, r.encryptedId, {
      method: 'card',
      token: gbCardCharge.card.token,
    });
    expect(res.status).toBe(200);
    const authorizeUri = res.body.data.authorize_uri as string;
    expect(authorizeUri).toBe('https://book.example/api/v5/payments/gbprimepay/3ds/gbp2611210001');
    const page = await app.request(new URL(authorizeUri).pathname);
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Security-Policy')).toContain(
      'form-action https://api.globalprimepay.com',
    );
    expect(await page.text()).toContain('https://api.globalprimepay.com/v2/tokens/3d_secured');

    const ref = [...gbState.keys()].at(-1)!;
    // A forged callback (no signature) is refused and changes nothing.
    expect((await postCallback(`/api/v5/payments/webhooks?ref=${ref}`, gbCallback(ref))).status).toBe(401);
    gbState.set(ref, 'S');
    const first = await postCallback(callbackUrl(ref), gbCallback(ref));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    expect(await statusOf(opened.db, r.id)).toBe('pending_arrival');
    const replay = await postCallback(callbackUrl(ref), gbCallback(ref));
    expect(await replay.json()).toEqual({ received: true, duplicate: true });

    // GB sends the payer back by POST to the return URI.
    const paymentId = res.body.data.payment_id as string;
    const back = await app.request(`/api/v5/payments/${paymentId}/complete`, { method: 'POST' });
    expect(back.status).toBe(303);
    expect(back.headers.get('Location')).toContain(`/payment-success/${r.encryptedId}`);
  });

  it('PromptPay: the QR text is the payload; a failed status cancels and frees the seats', async () => {
    const r = await waitingReservation(opened.db, { seats: 2 });
    const res = await startPaymentCall(app, r.encryptedId, { method: 'promptpay' });
    expect(res.status).toBe(200);
    expect(res.body.data.qr).toMatchObject({ payload: gbQrText.qrcode, image_uri: null });
    const ref = [...gbState.keys()].at(-1)!;
    gbState.set(ref, 'D');
    await postCallback(callbackUrl(ref), gbCallback(ref, '99'));
    expect(await statusOf(opened.db, r.id)).toBe('cancelled');
    expect(await liveSeats(opened.db, r.id)).toBe(0);
  });

  it('wallets are refused with the gateway message', async () => {
    const r = await waitingReservation(opened.db);
    const res = await startPaymentCall(app, r.encryptedId, {
      method: 'true_wallet',
      phoneNumber: '0812345678',
    });
    expect(res.status).toBe(422);
    expect(await statusOf(opened.db, r.id)).toBe('waiting_for_payment');
  });
});
