import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promptpayPayload } from '@/domain/payments/promptpay-payload';
import type { OpenedDatabase } from '@server/db/client';
import { eq } from 'drizzle-orm';
import { sandboxCharges, sandboxRefunds, sandboxTokens } from '@server/db/schema/payments';
import type { GatewayCharge } from '@server/modules/payments/gateway';
import { SandboxGateway } from '@server/modules/payments/sandbox-gateway';
import { createEmptyTestDb } from '../support/test-db';

let opened: OpenedDatabase;
let gateway: SandboxGateway;
const clock = { now: new Date('2026-11-21T05:00:00.000Z') };
const updates: GatewayCharge[] = [];

beforeAll(async () => {
  opened = await createEmptyTestDb();
  gateway = new SandboxGateway({
    db: opened.db,
    origin: () => 'http://localhost:8080',
    now: () => clock.now,
    promptpay: { type: 'phone', value: '0812345678' },
    onChargeUpdated: (charge) => {
      updates.push(charge);
      return Promise.resolve();
    },
  });
}, 60_000);

afterAll(() => opened.close());

const card = (number: string) => ({
  name: 'Somchai',
  number,
  expirationMonth: 12,
  expirationYear: 2030,
  securityCode: '123',
});
const charge = (token: string) =>
  gateway.createCharge({
    amount: 150_000,
    currency: 'THB',
    card: token,
    returnUri: 'http://localhost:8080/back',
  });

describe('SandboxGateway tokens', () => {
  it('keeps only brand, last digits and behaviour — never the number', async () => {
    const token = await gateway.createToken(card('4242 4242 4242 4242'));
    expect(token.id).toMatch(/^tokn_test_[0-9a-f]{20}$/);
    expect(token.card).toMatchObject({ brand: 'Visa', lastDigits: '4242', name: 'Somchai' });
    const rows = await opened.db.select().from(sandboxTokens);
    expect(JSON.stringify(rows)).not.toContain('4242424242424242');
  });

  it('refuses a number failing the Luhn check, a past expiry, a bad code', async () => {
    await expect(gateway.createToken(card('4242424242424241'))).rejects.toMatchObject({
      code: 'invalid_card',
    });
    await expect(
      gateway.createToken({ ...card('4242424242424242'), expirationYear: 2026, expirationMonth: 10 }),
    ).rejects.toMatchObject({
      code: 'invalid_card',
    });
    // The current month is still valid.
    await expect(
      gateway.createToken({ ...card('4242424242424242'), expirationYear: 2026, expirationMonth: 11 }),
    ).resolves.toBeTruthy();
    await expect(
      gateway.createToken({ ...card('4242424242424242'), securityCode: '12' }),
    ).rejects.toMatchObject({ code: 'invalid_card' });
  });
});

describe('SandboxGateway card charges', () => {
  it('4242… is paid at once; its token cannot be used twice', async () => {
    const { id } = await gateway.createToken(card('4242424242424242'));
    const paid = await charge(id);
    expect(paid).toMatchObject({
      status: 'successful',
      paid: true,
      authorizeUri: null,
      amount: 150_000,
      currency: 'THB',
    });
    expect(paid.card).toMatchObject({ brand: 'Visa', lastDigits: '4242' });
    await expect(charge(id)).rejects.toMatchObject({ code: 'used_token' });
  });

  it('4000…3063 waits for 3-D Secure; authorize pays it once', async () => {
    const { id } = await gateway.createToken(card('4000000000003063'));
    const pending = await charge(id);
    expect(pending.status).toBe('pending');
    expect(pending.authorizeUri).toBe(
      `http://localhost:8080/sandbox-gateway/charges/${pending.id}/authorize`,
    );
    const done = await gateway.authorize(pending.id, 'authorize');
    expect(done).toMatchObject({ status: 'successful', paid: true, authorized: true });
    expect(updates.at(-1)?.id).toBe(pending.id);
    // Decided already: a second decision changes nothing.
    expect(await gateway.authorize(pending.id, 'fail')).toBeNull();
    expect((await gateway.retrieveCharge(pending.id))?.status).toBe('successful');
  });

  it('3-D Secure fail fails the charge', async () => {
    const { id } = await gateway.createToken(card('4000000000003063'));
    const pending = await charge(id);
    expect(await gateway.authorize(pending.id, 'fail')).toMatchObject({
      status: 'failed',
      failureCode: 'failed_authentication',
    });
  });

  it('4000…0002 is declined', async () => {
    const { id } = await gateway.createToken(card('4000000000000002'));
    expect(await charge(id)).toMatchObject({
      status: 'failed',
      paid: false,
      failureCode: 'payment_rejected',
    });
  });

  it('saves cards on customers and charges them by card id', async () => {
    const first = await gateway.createToken(card('4242424242424242'));
    const customer = await gateway.createCustomer({ email: 'a@example.com', card: first.id });
    expect(customer.id).toMatch(/^cust_test_/);
    expect(customer.cards).toHaveLength(1);
    const second = await gateway.createToken(card('4000000000003063'));
    const both = await gateway.addCard(customer.id, second.id);
    expect(both.cards.map((c) => c.lastDigits)).toEqual(['4242', '3063']);
    const saved = both.cards[0]!.id!;
    expect(saved).toMatch(/^card_test_/);
    const paid = await gateway.createCharge({
      amount: 1000,
      currency: 'THB',
      card: saved,
      customer: customer.id,
      returnUri: 'http://x/back',
    });
    expect(paid.status).toBe('successful');
    // A card id is reusable; someone else's customer id is not.
    expect(
      (
        await gateway.createCharge({
          amount: 1000,
          currency: 'THB',
          card: saved,
          customer: customer.id,
          returnUri: 'http://x/back',
        })
      ).status,
    ).toBe('successful');
    const other = await gateway.createCustomer({
      email: null,
      card: (await gateway.createToken(card('4242424242424242'))).id,
    });
    await expect(
      gateway.createCharge({
        amount: 1000,
        currency: 'THB',
        card: saved,
        customer: other.id,
        returnUri: 'http://x',
      }),
    ).rejects.toMatchObject({
      code: 'not_found',
    });
  });
});

describe('SandboxGateway PromptPay and wallets', () => {
  it('gives a PromptPay source the EMVCo payload for the amount, and a bank payment pays it', async () => {
    const source = await gateway.createSource({ type: 'promptpay', amount: 159_850, currency: 'THB' });
    const expected = promptpayPayload({ type: 'phone', value: '0812345678' }, 159_850);
    expect(expected.ok && source.scannableCode?.payload).toBe(expected.ok ? expected.payload : '');
    expect(source.scannableCode?.payload).toContain('54071598.50');
    const pending = await gateway.createCharge({
      amount: 159_850,
      currency: 'THB',
      source: source.id,
      returnUri: 'http://x/back',
      expiresAt: new Date(clock.now.getTime() + 300_000),
    });
    expect(pending).toMatchObject({ status: 'pending', authorizeUri: null });
    // A source pays one charge only.
    await expect(
      gateway.createCharge({ amount: 159_850, currency: 'THB', source: source.id, returnUri: 'http://x' }),
    ).rejects.toMatchObject({
      code: 'invalid_source',
    });
    expect(await gateway.payPromptpay(pending.id)).toMatchObject({ status: 'successful', paid: true });
  });

  it('expires an unpaid QR after its expiry; it cannot be paid then', async () => {
    const source = await gateway.createSource({ type: 'promptpay', amount: 5000, currency: 'THB' });
    const pending = await gateway.createCharge({
      amount: 5000,
      currency: 'THB',
      source: source.id,
      returnUri: 'http://x/back',
      expiresAt: new Date(clock.now.getTime() + 300_000),
    });
    const saved = clock.now;
    clock.now = new Date(saved.getTime() + 300_001);
    try {
      expect(await gateway.payPromptpay(pending.id)).toBeNull();
      const expired = await gateway.expireDue();
      expect(expired.map((c) => c.id)).toContain(pending.id);
      expect((await gateway.retrieveCharge(pending.id))?.status).toBe('expired');
      expect(await gateway.expireDue()).toEqual([]);
    } finally {
      clock.now = saved;
    }
  });

  it('refuses PromptPay in another currency', async () => {
    await expect(
      gateway.createSource({ type: 'promptpay', amount: 5000, currency: 'SGD' }),
    ).rejects.toMatchObject({ code: 'invalid_currency' });
  });

  it('sends wallets to the sandbox wallet page', async () => {
    const source = await gateway.createSource({
      type: 'truemoney',
      amount: 5000,
      currency: 'THB',
      phoneNumber: '0812345678',
    });
    expect(source.flow).toBe('redirect');
    const pending = await gateway.createCharge({
      amount: 5000,
      currency: 'THB',
      source: source.id,
      returnUri: 'http://x/back',
    });
    expect(pending.authorizeUri).toBe(`http://localhost:8080/sandbox-gateway/wallets/${pending.id}`);
    expect(await gateway.authorize(pending.id, 'authorize')).toMatchObject({ status: 'successful' });
  });
});

describe('SandboxGateway refunds', () => {
  it('refunds a paid charge with a row, never more than was paid, and only a paid one', async () => {
    const { id } = await gateway.createToken(card('4242424242424242'));
    const paid = await charge(id);
    const part = await gateway.refund(paid.id, { amount: 50_000, metadata: { reservation: 'r1' } });
    expect(part).toMatchObject({ chargeId: paid.id, amount: 50_000, currency: 'THB' });
    expect(part.id).toMatch(/^rfnd_test_/);
    await expect(gateway.refund(paid.id, { amount: 100_001 })).rejects.toMatchObject({ code: 'failed_refund' });
    await Promise.all([gateway.refund(paid.id, { amount: 100_000 }), gateway.refund(paid.id, { amount: 100_000 })].map((p) => p.catch(() => null)));
    const [row] = await opened.db.select().from(sandboxCharges).where(eq(sandboxCharges.id, paid.id));
    expect(row!.refundedAmount).toBe(150_000);
    expect(await opened.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.chargeId, paid.id))).toHaveLength(2);

    const { id: declinedToken } = await gateway.createToken(card('4000000000000002'));
    const declined = await charge(declinedToken);
    await expect(gateway.refund(declined.id, { amount: 100 })).rejects.toMatchObject({ code: 'failed_refund' });
    await expect(gateway.refund('chrg_test_unknown', { amount: 100 })).rejects.toMatchObject({ code: 'not_found' });
    await expect(gateway.refund(paid.id, { amount: 0 })).rejects.toMatchObject({ code: 'invalid_amount' });
  });
});
