import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '@server/db/client';
import { paymentWebhookEvents, payments } from '@server/db/schema/payments';
import { expireDue } from '@server/modules/payments/payment-service';
import { signWebhook } from '@server/modules/payments/webhook-signature';
import { createTestDb } from '../support/test-db';
import {
  TEST_CONFIG,
  liveSeats,
  paymentsHarness,
  startPaymentCall,
  statusOf,
  tokenize,
  waitingReservation,
  type PaymentsHarness,
} from './payments-support';

let opened: OpenedDatabase;
let h: PaymentsHarness;

beforeAll(async () => {
  opened = await createTestDb();
  h = paymentsHarness(opened.db);
}, 120_000);

afterAll(() => opened.close());

function lastRecord(firebaseKey: string): Record<string, unknown> | undefined {
  const writes = h.ctx.writes.filter(([path]) => path === `reservations/${firebaseKey}`);
  return writes.at(-1)?.[1] as Record<string, unknown> | undefined;
}

describe('card payments', () => {
  it('a card without 3-D Secure confirms the booking at once and publishes it', async () => {
    const r = await waitingReservation(opened.db);
    const token = await tokenize(h.app, '4242424242424242');
    const res = await startPaymentCall(h.app, r.encryptedId, { method: 'card', token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'successful',
      reservation_status: 'pending_arrival',
      authorize_uri: null,
    });
    expect(await statusOf(opened.db, r.id)).toBe('pending_arrival');
    expect(await liveSeats(opened.db, r.id)).toBe(2);
    expect(lastRecord(r.firebaseKey)).toMatchObject({
      status: 'pending_arrival',
      paymentStatus: 'successful',
    });
  });

  it('3-D Secure authorised: the watch gets the authorize url, then pending_arrival; the return goes to payment-success', async () => {
    const r = await waitingReservation(opened.db);
    const token = await tokenize(h.app, '4000000000003063');
    const res = await startPaymentCall(h.app, r.encryptedId, { method: 'card', token });
    const authorizeUri = res.body.data.authorize_uri as string;
    expect(authorizeUri).toMatch(/\/sandbox-gateway\/charges\/chrg_test_[0-9a-f]+\/authorize$/);
    expect(await statusOf(opened.db, r.id)).toBe('waiting_for_payment');
    expect(lastRecord(r.firebaseKey)).toMatchObject({ status: 'waiting_for_payment', authorizeUri });

    const path = new URL(authorizeUri).pathname;
    const page = await h.app.request(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'self'");
    expect(page.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    const html = await page.text();
    expect(html).toContain('>Authorize</button>');
    expect(html).toContain('>Fail</button>');
    expect(html).not.toMatch(/<script>|style=/);

    const before = h.deliveries.length;
    const back = await h.app.request(path, {
      method: 'POST',
      body: new URLSearchParams({ decision: 'authorize' }),
    });
    expect(back.status).toBe(303);
    const returnUrl = back.headers.get('Location')!;
    expect(returnUrl).toMatch(/^http:\/\/localhost:8080\/api\/v5\/payments\/[A-Za-z0-9_-]{24}\/complete$/);
    // The sandbox delivered a signed webhook that our handler accepted and applied.
    expect(h.deliveries.slice(before).map((d) => d.status)).toEqual([200]);
    expect(await statusOf(opened.db, r.id)).toBe('pending_arrival');
    expect(lastRecord(r.firebaseKey)).toMatchObject({ status: 'pending_arrival', authorizeUri: null });

    const done = await h.app.request(new URL(returnUrl).pathname);
    expect(done.status).toBe(303);
    expect(done.headers.get('Location')).toMatch(
      new RegExp(`^/restaurants/[^/]+/payment-success/${r.encryptedId}$`),
    );
  });

  it('3-D Secure failed: cancelled, seats released, the return goes to payment-failed', async () => {
    const r = await waitingReservation(opened.db, { seats: 3 });
    const token = await tokenize(h.app, '4000000000003063');
    const res = await startPaymentCall(h.app, r.encryptedId, { method: 'card', token });
    const path = new URL(res.body.data.authorize_uri as string).pathname;
    expect(await liveSeats(opened.db, r.id)).toBe(3);
    const back = await h.app.request(path, {
      method: 'POST',
      body: new URLSearchParams({ decision: 'fail' }),
    });
    expect(await statusOf(opened.db, r.id)).toBe('cancelled');
    expect(await liveSeats(opened.db, r.id)).toBe(0);
    const done = await h.app.request(new URL(back.headers.get('Location')!).pathname);
    expect(done.headers.get('Location')).toMatch(/\/payment-failed\?reservation=/);
    expect(lastRecord(r.firebaseKey)).toMatchObject({ status: 'cancelled' });
  });

  it('a declined card cancels the booking and frees its seats', async () => {
    const r = await waitingReservation(opened.db);
    const token = await tokenize(h.app, '4000000000000002');
    const res = await startPaymentCall(h.app, r.encryptedId, { method: 'card', token });
    expect(res.body.data).toMatchObject({ status: 'failed', reservation_status: 'cancelled' });
    expect(await liveSeats(opened.db, r.id)).toBe(0);
  });

  it('refuses to charge a reservation that is not waiting for payment, or a card without token', async () => {
    const r = await waitingReservation(opened.db);
    const token = await tokenize(h.app, '4242424242424242');
    await startPaymentCall(h.app, r.encryptedId, { method: 'card', token });
    const again = await startPaymentCall(h.app, r.encryptedId, {
      method: 'card',
      token: await tokenize(h.app, '4242424242424242'),
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This reservation is not waiting for payment');
    const missing = await startPaymentCall(h.app, 'no-such-reservation', { method: 'promptpay' });
    expect(missing.status).toBe(404);
    const r2 = await waitingReservation(opened.db);
    expect((await startPaymentCall(h.app, r2.encryptedId, { method: 'card' })).status).toBe(422);
  });
});

describe('PromptPay', () => {
  it('answers a QR payload for the total with its expiry; a bank payment confirms the booking', async () => {
    const r = await waitingReservation(opened.db, { totalMinor: 129_900 });
    const res = await startPaymentCall(h.app, r.encryptedId, { method: 'promptpay' });
    const qr = res.body.data.qr as { payload: string; expires_at: string };
    expect(qr.payload).toMatch(/^00020101021229370016A000000677010111/);
    expect(qr.payload).toContain('54071299.00');
    expect(Date.parse(qr.expires_at) - h.clock.now.getTime()).toBe(300_000);

    // A reload asks again: the same QR, not a second charge.
    const again = await startPaymentCall(h.app, r.encryptedId, { method: 'promptpay' });
    expect(again.body.data.payment_id).toBe(res.body.data.payment_id);

    const [payment] = await opened.db
      .select()
      .from(payments)
      .where(eq(payments.publicId, res.body.data.payment_id as string));
    const pagePath = `/sandbox-gateway/promptpay/${payment!.chargeId}`;
    const page = await h.app.request(pagePath);
    const html = await page.text();
    expect(html).toContain('Simulate bank payment');
    expect(html).toContain(qr.payload);
    expect(html).toMatch(/<img class="qr" src="data:image\/svg\+xml;base64,/);
    const paid = await h.app.request(`/sandbox-gateway/charges/${payment!.chargeId}/pay`, { method: 'POST' });
    expect(paid.status).toBe(303);
    expect(await statusOf(opened.db, r.id)).toBe('pending_arrival');
  });

  it('left to expire: the sweep expires it, cancels the booking, frees the seats; paying later does nothing', async () => {
    const r = await waitingReservation(opened.db);
    const res = await startPaymentCall(h.app, r.encryptedId, { method: 'promptpay' });
    const [payment] = await opened.db
      .select()
      .from(payments)
      .where(eq(payments.publicId, res.body.data.payment_id as string));
    const saved = h.clock.now;
    h.clock.now = new Date(saved.getTime() + 299_000);
    await expireDue(h.module.deps);
    expect(await statusOf(opened.db, r.id)).toBe('waiting_for_payment');
    h.clock.now = new Date(saved.getTime() + 300_000);
    try {
      await h.module.sandbox!.expireDue();
      // The sandbox's own expiry reported it with a webhook, which cancelled the booking.
      expect(await statusOf(opened.db, r.id)).toBe('cancelled');
      expect(await liveSeats(opened.db, r.id)).toBe(0);
      expect(lastRecord(r.firebaseKey)).toMatchObject({ status: 'cancelled', paymentStatus: 'expired' });
      const late = await h.app.request(`/sandbox-gateway/charges/${payment!.chargeId}/pay`, {
        method: 'POST',
        headers: { Accept: 'application/json' },
      });
      expect(late.status).toBe(409);
      expect(await statusOf(opened.db, r.id)).toBe('cancelled');
    } finally {
      h.clock.now = saved;
    }
  });

  it('expires our side even when the gateway never reports (no webhook)', async () => {
    const r = await waitingReservation(opened.db);
    await startPaymentCall(h.app, r.encryptedId, { method: 'promptpay' });
    const saved = h.clock.now;
    h.clock.now = new Date(saved.getTime() + 301_000);
    try {
      // Other tests share this database: at least this payment expired.
      expect(await expireDue(h.module.deps)).toBeGreaterThanOrEqual(1);
      expect(await statusOf(opened.db, r.id)).toBe('cancelled');
      expect(await liveSeats(opened.db, r.id)).toBe(0);
    } finally {
      h.clock.now = saved;
    }
  });
});

describe('wallets', () => {
  it('TrueMoney: redirect to the wallet page; paying there confirms; the return goes to payment-success', async () => {
    const r = await waitingReservation(opened.db);
    const res = await startPaymentCall(h.app, r.encryptedId, {
      method: 'true_wallet',
      phone_number: '0812345678',
    });
    const walletUrl = res.body.data.wallet_url as string;
    expect(walletUrl).toMatch(/\/sandbox-gateway\/wallets\/chrg_test_/);
    expect(lastRecord(r.firebaseKey)).toMatchObject({ walletUrl });
    const page = await (await h.app.request(new URL(walletUrl).pathname)).text();
    expect(page).toContain('TrueMoney Wallet');
    const chargeId = walletUrl.split('/').at(-1)!;
    const back = await h.app.request(`/sandbox-gateway/charges/${chargeId}/authorize`, {
      method: 'POST',
      body: new URLSearchParams({ decision: 'authorize' }),
    });
    const done = await h.app.request(new URL(back.headers.get('Location')!).pathname);
    expect(done.headers.get('Location')).toContain(`/payment-success/${r.encryptedId}`);
    expect(await statusOf(opened.db, r.id)).toBe('pending_arrival');
  });

  it('ShopeePay has its own page', async () => {
    const r = await waitingReservation(opened.db);
    const res = await startPaymentCall(h.app, r.encryptedId, { method: 'shopee_pay' });
    const page = await (await h.app.request(new URL(res.body.data.wallet_url as string).pathname)).text();
    expect(page).toContain('ShopeePay');
  });
});

describe('webhooks', () => {
  async function post(body: string, opts: { secret?: string; timestamp?: number } = {}) {
    const timestamp = opts.timestamp ?? Math.floor(h.clock.now.getTime() / 1000);
    return h.app.request('/api/v5/payments/webhooks', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Omise-Signature': signWebhook(opts.secret ?? TEST_CONFIG.webhookSecret, body, timestamp),
        'Omise-Signature-Timestamp': String(timestamp),
      },
      body,
    });
  }
  const event = (id: string, chargeId: string) =>
    JSON.stringify({
      object: 'event',
      id,
      key: 'charge.complete',
      data: { object: 'charge', id: chargeId, status: 'successful' },
    });

  it('refuses a bad signature, a stale timestamp and no signature with 401', async () => {
    const body = event('evnt_test_bad', 'chrg_test_x');
    expect((await post(body, { secret: 'wrong' })).status).toBe(401);
    expect((await post(body, { timestamp: Math.floor(h.clock.now.getTime() / 1000) - 3600 })).status).toBe(
      401,
    );
    const bare = await h.app.request('/api/v5/payments/webhooks', { method: 'POST', body });
    expect(bare.status).toBe(401);
    expect(
      await opened.db
        .select()
        .from(paymentWebhookEvents)
        .where(eq(paymentWebhookEvents.eventId, 'evnt_test_bad')),
    ).toEqual([]);
  });

  it('refuses a signed event that names itself or its charge with a NUL character (400, nothing recorded)', async () => {
    for (const body of [event('evnt_test_\u0000', 'chrg_test_x'), event('evnt_test_nul', 'chrg_\u0000')]) {
      const answer = await post(body);
      expect([answer.status, await answer.json()]).toEqual([400, { message: 'Not a gateway event' }]);
    }
    expect(
      await opened.db
        .select()
        .from(paymentWebhookEvents)
        .where(eq(paymentWebhookEvents.eventId, 'evnt_test_nul')),
    ).toEqual([]);
  });

  it('never trusts the body: the charge is re-fetched, so a "successful" event for a pending charge changes nothing', async () => {
    const r = await waitingReservation(opened.db);
    const res = await startPaymentCall(h.app, r.encryptedId, { method: 'promptpay' });
    const [payment] = await opened.db
      .select()
      .from(payments)
      .where(eq(payments.publicId, res.body.data.payment_id as string));
    const answer = await post(event('evnt_test_lie', payment!.chargeId));
    expect(answer.status).toBe(200);
    expect(await statusOf(opened.db, r.id)).toBe('waiting_for_payment');
  });

  it('a replayed event is deduplicated and changes nothing', async () => {
    const r = await waitingReservation(opened.db);
    const res = await startPaymentCall(h.app, r.encryptedId, { method: 'promptpay' });
    const [payment] = await opened.db
      .select()
      .from(payments)
      .where(eq(payments.publicId, res.body.data.payment_id as string));
    // The bank pays; capture the sandbox's real signed delivery and replay it.
    const before = h.deliveries.length;
    await h.module.sandbox!.payPromptpay(payment!.chargeId);
    const delivered = h.deliveries[before]!;
    expect(delivered.status).toBe(200);
    expect(await statusOf(opened.db, r.id)).toBe('pending_arrival');
    const writes = h.ctx.writes.length;
    const replay = await post(delivered.body);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ received: true, duplicate: true });
    expect(h.ctx.writes.length).toBe(writes);
    expect(await statusOf(opened.db, r.id)).toBe('pending_arrival');
    const eventId = (JSON.parse(delivered.body) as { id: string }).id;
    expect(
      await opened.db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, eventId)),
    ).toHaveLength(1);
  });

  it('answers 400 for a signed body that is not an event', async () => {
    expect((await post('{"hello":1}')).status).toBe(400);
    expect((await post('not json')).status).toBe(400);
  });
});

describe('compare-and-swap', () => {
  it('racing deliveries of one outcome change the reservation once', async () => {
    const r = await waitingReservation(opened.db);
    const token = await tokenize(h.app, '4000000000003063');
    const res = await startPaymentCall(h.app, r.encryptedId, { method: 'card', token });
    const chargeId = (res.body.data.authorize_uri as string).split('/').at(-2)!;
    const paymentId = res.body.data.payment_id as string;
    await h.module.sandbox!.authorize(chargeId, 'authorize');
    const writes = h.ctx.writes.filter(([p]) => p === `reservations/${r.firebaseKey}`).length;
    // The return page, the status call and a second event all race to apply the same outcome.
    await Promise.all([
      h.app.request(`/api/v5/payments/${paymentId}/complete`),
      h.app.request(`/api/v5/payments/${paymentId}`),
      h.app.request(`/api/v5/payments/${paymentId}/complete`),
    ]);
    expect(h.ctx.writes.filter(([p]) => p === `reservations/${r.firebaseKey}`).length).toBe(writes);
    expect(await statusOf(opened.db, r.id)).toBe('pending_arrival');
  });

  it('a payment landing after the booking was cancelled does not reopen it and is flagged for refund', async () => {
    const r = await waitingReservation(opened.db);
    // Two attempts: a wallet (pending 10 minutes) and then a PromptPay QR (5 minutes).
    const wallet = await startPaymentCall(h.app, r.encryptedId, { method: 'shopee_pay' });
    await startPaymentCall(h.app, r.encryptedId, { method: 'promptpay' });
    const saved = h.clock.now;
    h.clock.now = new Date(saved.getTime() + 301_000);
    try {
      // Other tests share this database: at least this payment expired.
      expect(await expireDue(h.module.deps)).toBeGreaterThanOrEqual(1);
      expect(await statusOf(opened.db, r.id)).toBe('cancelled');
      expect(await liveSeats(opened.db, r.id)).toBe(0);
      // The payer now completes the wallet payment: money taken, but the booking stays cancelled.
      const chargeId = (wallet.body.data.wallet_url as string).split('/').at(-1)!;
      await h.module.sandbox!.authorize(chargeId, 'authorize');
      expect(await statusOf(opened.db, r.id)).toBe('cancelled');
      expect(await liveSeats(opened.db, r.id)).toBe(0);
      expect(h.errors).toContain(
        'payment succeeded for a reservation not waiting for payment: refund needed',
      );
    } finally {
      h.clock.now = saved;
    }
  });
});
