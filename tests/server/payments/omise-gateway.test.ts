import { describe, expect, it } from 'vitest';
import { GatewayError } from '@server/modules/payments/gateway';
import { OmiseGateway } from '@server/modules/payments/omise-gateway';
import { eventFromOmise } from '@server/modules/payments/omise-shapes';
import {
  omiseCharge3ds,
  omiseCustomer,
  omiseDeletedCard,
  omiseServerError,
  omiseNotFound,
  omisePromptpayCharge,
  omisePromptpaySource,
  omiseUsedToken,
} from './fixtures/omise';

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fetch that records the request and answers the next fixture. */
function fakeOmise(answers: { status: number; json: unknown }[]) {
  const calls: Call[] = [];
  const fetchFn: typeof fetch = (input, init) => {
    calls.push({
      url: input as string,
      method: init?.method ?? 'GET',
      headers: init?.headers as Record<string, string>,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const next = answers.shift();
    if (!next) throw new Error('unexpected Omise call');
    return Promise.resolve(
      new Response(JSON.stringify(next.json), {
        status: next.status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  };
  return { calls, gateway: new OmiseGateway({ secretKey: 'skey_test_abc', fetch: fetchFn }) };
}

describe('OmiseGateway', () => {
  it('creates a card charge with Basic auth and reads a 3-D Secure answer', async () => {
    const { calls, gateway } = fakeOmise([{ status: 200, json: omiseCharge3ds }]);
    const charge = await gateway.createCharge({
      amount: 159800,
      currency: 'THB',
      card: 'tokn_test_abc',
      returnUri: 'https://example.com/api/v5/payments/abc/complete',
      metadata: { reservation: 'enc123' },
    });
    expect(calls[0]).toMatchObject({ url: 'https://api.omise.co/charges', method: 'POST' });
    expect(calls[0]!.headers.Authorization).toBe(`Basic ${Buffer.from('skey_test_abc:').toString('base64')}`);
    expect(calls[0]!.headers['Omise-Version']).toBe('2019-05-29');
    expect(calls[0]!.body).toEqual({
      amount: 159800,
      currency: 'thb',
      card: 'tokn_test_abc',
      return_uri: 'https://example.com/api/v5/payments/abc/complete',
      metadata: { reservation: 'enc123' },
    });
    expect(charge).toMatchObject({
      id: 'chrg_test_5x1r2w3e4t5y6u7i8o9',
      status: 'pending',
      currency: 'THB',
      authorizeUri: 'https://api.omise.co/payments/paym_test_5x1r2w3e/authorize',
      card: { brand: 'Visa', lastDigits: '3063', id: 'card_test_5x1r2w3e4t5y6u7i8o0' },
      metadata: { reservation: 'enc123' },
    });
    expect(charge.expiresAt?.toISOString()).toBe('2026-11-28T05:00:00.000Z');
  });

  it('creates a PromptPay source and charge (with expiry) and reads the QR image', async () => {
    const { calls, gateway } = fakeOmise([
      { status: 200, json: omisePromptpaySource },
      { status: 200, json: { ...omisePromptpayCharge, status: 'pending', paid: false } },
    ]);
    const source = await gateway.createSource({ type: 'promptpay', amount: 129900, currency: 'THB' });
    expect(calls[0]).toMatchObject({
      url: 'https://api.omise.co/sources',
      body: { type: 'promptpay', amount: 129900, currency: 'thb' },
    });
    expect(source).toMatchObject({ type: 'promptpay', flow: 'offline', amount: 129900, currency: 'THB' });
    expect(source.scannableCode?.imageUri).toContain('/downloads/ABC');
    const expiresAt = new Date('2026-11-21T05:05:00Z');
    const charge = await gateway.createCharge({
      amount: 129900,
      currency: 'THB',
      source: source.id,
      returnUri: 'https://example.com/back',
      expiresAt,
    });
    expect(calls[1]!.body).toMatchObject({ source: source.id, expires_at: '2026-11-21T05:05:00.000Z' });
    expect(charge.source?.scannableCode?.imageUri).toContain('/downloads/ABC');
  });

  it('sends the phone number for TrueMoney', async () => {
    const { calls, gateway } = fakeOmise([
      {
        status: 200,
        json: { ...omisePromptpaySource, type: 'truemoney', flow: 'redirect', scannable_code: null },
      },
    ]);
    const source = await gateway.createSource({
      type: 'truemoney',
      amount: 5000,
      currency: 'THB',
      phoneNumber: '0812345678',
    });
    expect(calls[0]!.body).toMatchObject({ type: 'truemoney', phone_number: '0812345678' });
    expect(source).toMatchObject({ type: 'truemoney', flow: 'redirect', scannableCode: null });
  });

  it('retrieves a charge; a 404 is null', async () => {
    const { calls, gateway } = fakeOmise([
      { status: 200, json: omisePromptpayCharge },
      { status: 404, json: omiseNotFound },
    ]);
    expect(await gateway.retrieveCharge('chrg_test_5x1r2w3e4t5y6u7i8p3')).toMatchObject({
      status: 'successful',
      paid: true,
    });
    expect(calls[0]).toMatchObject({
      url: 'https://api.omise.co/charges/chrg_test_5x1r2w3e4t5y6u7i8p3',
      method: 'GET',
    });
    expect(await gateway.retrieveCharge('chrg_test_nope')).toBeNull();
  });

  it('turns an Omise error object into a GatewayError with its code', async () => {
    const { gateway } = fakeOmise([{ status: 400, json: omiseUsedToken }]);
    const err = await gateway
      .createCharge({ amount: 100, currency: 'THB', card: 'tokn_used', returnUri: 'x' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GatewayError);
    expect(err).toMatchObject({ code: 'used_token', message: 'token was already used', httpStatus: 400 });
  });

  it('refuses an answer that is not the object asked for', async () => {
    const { gateway } = fakeOmise([{ status: 200, json: omiseCustomer }]);
    await expect(gateway.retrieveCharge('chrg_x')).rejects.toMatchObject({ code: 'bad_response' });
  });

  it('saves cards on customers (card ids only)', async () => {
    const { calls, gateway } = fakeOmise([
      { status: 200, json: omiseCustomer },
      { status: 200, json: omiseCustomer },
    ]);
    const customer = await gateway.createCustomer({ email: 'somchai@example.com', card: 'tokn_test_1' });
    expect(calls[0]).toMatchObject({
      url: 'https://api.omise.co/customers',
      body: { card: 'tokn_test_1', email: 'somchai@example.com' },
    });
    expect(customer.cards).toEqual([
      {
        id: 'card_test_5x1r2w3e4t5y6u7i8p5',
        brand: 'MasterCard',
        lastDigits: '4444',
        name: 'SOMCHAI JAIDEE',
        expirationMonth: 1,
        expirationYear: 2031,
      },
    ]);
    await gateway.addCard(customer.id, 'tokn_test_2');
    expect(calls[1]).toMatchObject({
      url: `https://api.omise.co/customers/${customer.id}`,
      method: 'PATCH',
      body: { card: 'tokn_test_2' },
    });
  });

  it('deletes a saved card with DELETE /customers/{id}/cards/{card}; a 404 counts as already gone', async () => {
    const { calls, gateway } = fakeOmise([
      { status: 200, json: omiseDeletedCard },
      { status: 404, json: omiseNotFound },
      { status: 500, json: omiseServerError },
    ]);
    await gateway.deleteCard('cust_test_5x1r2w3e4t5y6u7i8p4', 'card_test_5x1r2w3e4t5y6u7i8p5');
    expect(calls[0]).toMatchObject({
      url: 'https://api.omise.co/customers/cust_test_5x1r2w3e4t5y6u7i8p4/cards/card_test_5x1r2w3e4t5y6u7i8p5',
      method: 'DELETE',
      body: undefined,
    });
    await expect(gateway.deleteCard('cust_test_1', 'card_test_gone')).resolves.toBeUndefined();
    await expect(gateway.deleteCard('cust_test_1', 'card_test_2')).rejects.toMatchObject({
      name: 'GatewayError',
      code: 'internal_server_error',
      httpStatus: 502,
    });
  });

  it('reads Omise webhook events', () => {
    expect(
      eventFromOmise({
        object: 'event',
        id: 'evnt_test_1',
        key: 'charge.complete',
        data: omisePromptpayCharge,
      }),
    ).toEqual({
      id: 'evnt_test_1',
      key: 'charge.complete',
      chargeId: 'chrg_test_5x1r2w3e4t5y6u7i8p3',
    });
    expect(
      eventFromOmise({ object: 'event', id: 'evnt_test_2', key: 'customer.create', data: omiseCustomer })
        ?.chargeId,
    ).toBeNull();
    expect(eventFromOmise({ object: 'charge', id: 'x' })).toBeNull();
    expect(eventFromOmise('nope')).toBeNull();
  });
});

describe('OmiseGateway.refund', () => {
  it('posts the amount to /charges/{id}/refunds and reads the refund object', async () => {
    const { calls, gateway } = fakeOmise([
      {
        status: 200,
        json: {
          object: 'refund',
          id: 'rfnd_test_5xuy4w91c0aqbtcxdtj',
          location: '/charges/chrg_test_5xuy4w91c0aqbtcxdtj/refunds/rfnd_test_5xuy4w91c0aqbtcxdtj',
          amount: 159800,
          currency: 'thb',
          charge: 'chrg_test_5xuy4w91c0aqbtcxdtj',
          livemode: false,
          created_at: '2026-11-26T10:00:00Z',
        },
      },
    ]);
    const refund = await gateway.refund('chrg_test_5xuy4w91c0aqbtcxdtj', { amount: 159800, metadata: { reservation: 'abc' } });
    expect(refund).toEqual({ id: 'rfnd_test_5xuy4w91c0aqbtcxdtj', chargeId: 'chrg_test_5xuy4w91c0aqbtcxdtj', amount: 159800, currency: 'THB' });
    expect(calls[0]).toMatchObject({
      url: 'https://api.omise.co/charges/chrg_test_5xuy4w91c0aqbtcxdtj/refunds',
      method: 'POST',
      body: { amount: 159800, metadata: { reservation: 'abc' } },
    });
  });

  it("turns Omise's refusal into a GatewayError with its code", async () => {
    const { gateway } = fakeOmise([
      { status: 400, json: { object: 'error', code: 'failed_refund', message: 'charge can not be refunded' } },
    ]);
    await expect(gateway.refund('chrg_test_x', { amount: 100 })).rejects.toMatchObject({ code: 'failed_refund' });
  });
});
