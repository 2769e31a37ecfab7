import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '@server/db/client';
import { reservations } from '@server/db/schema/booking';
import { voucherRedemptions } from '@server/db/schema/vouchers';
import { createPaymentRoutes } from '@server/modules/payments/routes';
import { createPaymentsModule, type PaymentsModule } from '@server/modules/payments/payments-module';
import { expireDue } from '@server/modules/payments/payment-service';
import { createReservationHistoryRoutes } from '@server/modules/reservations/routes';
import { createVoucherRoutes } from '@server/modules/vouchers/routes';
import { createTestDb } from '../support/test-db';
import { accountsApp, bearer, signUpMember, type AccountsTestApp } from '../accounts/accounts-app';
import { AYCE_ID, RESTAURANT_ID, TOMORROW } from '../booking/booking-app';
import { TEST_CONFIG, startPaymentCall, statusOf, waitingReservation } from '../payments/payments-support';
import { makeVoucher, voucherRow } from './vouchers-support';

/**
 * Vouchers (docs/decisions/0037-vouchers.md): a check answers the list and the server's calculation, each
 * refusal has its reason in both languages; a member reads only their own vouchers; a reservation takes
 * its vouchers under a lock and gives them back once when cancelled.
 */

let opened: OpenedDatabase;
let t: AccountsTestApp;
let payments: PaymentsModule;

beforeAll(async () => {
  opened = await createTestDb();
  t = accountsApp(opened);
  payments = createPaymentsModule(t.ctx, {
    config: TEST_CONFIG,
    fetch: (input, init) => Promise.resolve(t.app.request(input as string, init)),
  });
  t.app.route('/api/v5', createVoucherRoutes(t.ctx));
  t.app.route('/api/v5', createReservationHistoryRoutes(payments.deps));
  t.app.route('/api/v5', createPaymentRoutes(payments));
});

afterAll(() => opened.close());

interface Money {
  amount: number;
}
interface View {
  id: number;
  voucherCode: string;
  isValid: boolean;
  validationMessage: string | null;
  amountUsed: Money;
}
interface Calc {
  usedVouchers: { id: number; amount: Money }[];
  discount: Money;
  total: Money;
}

const selection = {
  restaurant_id: RESTAURANT_ID,
  adult: 2,
  kids: 0,
  packages: [{ id: AYCE_ID, quantity: 1, menus: [] }],
};
const guest = { email: 'guest@example.com', phone: '812345678', calling_code: '+66' };

const validate = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.send('POST', '/api/v5/vouchers/validate', { ...selection, ...body }, headers);

async function fullTotal(): Promise<number> {
  const res = await t.send('POST', '/api/v5/reservations/price_quote.json', selection);
  return (res.body.data as { total: Money }).total.amount;
}

function book(token: string | null, reservation: Record<string, unknown>, top: Record<string, unknown> = {}) {
  return t.send(
    'POST',
    '/api/v5/reservations.json',
    {
      reservation: {
        date: TOMORROW,
        adult: 2,
        kids: 0,
        restaurant_id: RESTAURANT_ID,
        start_time: '19:00',
        ...reservation,
      },
      packages: [{ id: AYCE_ID, quantity: 1, menus: [] }],
      ...(token ? {} : { guest_user: { name: 'Guest', email: 'guest@example.com', phone: '+66812345678' } }),
      ...top,
    },
    { ...(token ? bearer(token) : {}), 'Idempotency-Key': `voucher-${Math.random()}` },
  );
}

describe('POST /vouchers/validate', () => {
  it('applies a restaurant voucher with the server calculation', async () => {
    const member = await signUpMember(t);
    const full = await fullTotal();
    const res = await validate({ voucher_code: ' welcome100 ' }, bearer(member.accessToken));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Voucher applied');
    const data = res.body.data as View[];
    expect(data.map((v) => v.voucherCode)).toEqual(['WELCOME100']);
    const calc = (res.body.meta as { calculate: Calc }).calculate;
    expect(calc.usedVouchers.map((u) => [u.id, u.amount.amount])).toEqual([[data[0]!.id, 100]]);
    expect(calc.total.amount).toBe(full - 100);
  });

  it('asks a guest for phone and e-mail, and any caller for a code, in both languages', async () => {
    expect(await validate({ voucher_code: 'WELCOME100', email: 'a@b.co' })).toMatchObject({
      status: 422,
      body: { message: 'please enter your phone' },
    });
    expect(await validate({ voucher_code: 'WELCOME100', phone: '0812345678' })).toMatchObject({
      status: 422,
      body: { message: 'please enter your email' },
    });
    expect(await validate({ voucher_code: '  ', ...guest })).toMatchObject({
      status: 422,
      body: { message: 'Please enter voucher code' },
    });
    expect(
      await validate({ voucher_code: 'WELCOME100', email: 'a@b.co' }, { 'X-HH-Language': 'th' }),
    ).toMatchObject({
      status: 422,
      body: { message: 'กรุณากรอกเบอร์โทรศัพท์ของคุณ' },
    });
    const ok = await validate({ voucher_code: 'WELCOME100', ...guest });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it('refuses a code twice and combines gift vouchers with gift vouchers only', async () => {
    expect(
      await validate({ voucher_code: 'HHGIFT500', applied_codes: ['hhgift500'], ...guest }),
    ).toMatchObject({
      status: 422,
      body: { message: 'Voucher already inserted' },
    });
    const gifts = await validate({ voucher_code: 'HHGIFT1000', applied_codes: ['HHGIFT500'], ...guest });
    expect((gifts.body.data as View[]).map((v) => v.voucherCode)).toEqual(['HHGIFT500', 'HHGIFT1000']);
    const full = await fullTotal();
    const calc = (gifts.body.meta as { calculate: Calc }).calculate;
    // Together they never take more than the total.
    expect(calc.discount.amount).toBe(Math.min(full, 1500));
    expect(calc.total.amount).toBe(full - Math.min(full, 1500));

    const giftAfterRestaurant = await validate({
      voucher_code: 'HHGIFT500',
      applied_codes: ['WELCOME100'],
      ...guest,
    });
    expect((giftAfterRestaurant.body.data as View[]).map((v) => v.voucherCode)).toEqual(['HHGIFT500']);
    const restaurantAfterGifts = await validate({
      voucher_code: 'WELCOME100',
      applied_codes: ['HHGIFT500', 'HHGIFT1000'],
      ...guest,
    });
    expect((restaurantAfterGifts.body.data as View[]).map((v) => v.voucherCode)).toEqual(['WELCOME100']);
  });

  it('checks a bank voucher against the card range, flagging the refused voucher', async () => {
    const noCard = await validate({ voucher_code: 'KBANK20', ...guest });
    expect(noCard).toMatchObject({
      status: 422,
      body: { message: 'This voucher needs a card payment, please enter your card details first' },
    });
    expect((noCard.body.data as View[])[0]).toMatchObject({ voucherCode: 'KBANK20', isValid: false });
    expect(await validate({ voucher_code: 'KBANK20', cc_number: '55555555555XXXX', ...guest })).toMatchObject(
      {
        status: 422,
        body: { message: 'This voucher cannot be used with this card' },
      },
    );
    expect(
      await validate(
        { voucher_code: 'KBANK20', cc_number: '55555555555XXXX', ...guest },
        { 'X-HH-Language': 'th' },
      ),
    ).toMatchObject({ status: 422, body: { message: 'บัตรกำนัลนี้ใช้กับบัตรใบนี้ไม่ได้' } });
    const ok = await validate({ voucher_code: 'KBANK20', cc_number: '42424242424XXXX', ...guest });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(
      await validate({ voucher_code: 'KBANK20', cc_number: '4242424242424242', ...guest }),
    ).toMatchObject({ status: 422 });
  });

  it('gives each other refusal its reason', async () => {
    expect(await validate({ voucher_code: 'DINE15', ...guest })).toMatchObject({
      body: { message: 'This voucher cannot be used at this restaurant' },
    });
    expect(await validate({ voucher_code: 'OLD100', ...guest })).toMatchObject({
      body: { message: 'This voucher has expired' },
    });
    expect(await validate({ voucher_code: 'NOSUCHCODE', ...guest })).toMatchObject({
      status: 422,
      body: { message: 'Voucher not found' },
    });
    expect(await validate({ voucher_code: 'FIRSTAPP150', ...guest })).toMatchObject({
      body: { message: 'Please login to use this voucher' },
    });
    const big = await makeVoucher(opened.db, { minSpendMinor: 10_000_000 });
    expect(await validate({ voucher_code: big.code, ...guest })).toMatchObject({
      body: { message: 'This voucher needs a minimum spend of ฿100,000' },
    });
    const owner = await signUpMember(t);
    const other = await signUpMember(t);
    const own = await makeVoucher(opened.db, { ownerUserId: owner.id });
    expect(await validate({ voucher_code: own.code }, bearer(other.accessToken))).toMatchObject({
      body: { message: 'This voucher belongs to another account' },
    });
    expect((await validate({ voucher_code: own.code }, bearer(owner.accessToken))).status).toBe(200);
    // A member with no booking yet may use the first-booking voucher.
    expect((await validate({ voucher_code: 'FIRSTAPP150' }, bearer(owner.accessToken))).status).toBe(200);
  });

  it('refuses bad input without a 500', async () => {
    for (const body of [
      { voucher_code: 5 },
      { voucher_code: 'X', packages: [] },
      { voucher_code: 'X', restaurant_id: 'abc' },
    ]) {
      const res = await validate({ ...guest, ...body });
      expect(res.status).toBe(422);
    }
  });
});

describe('GET /users/vouchers.json', () => {
  it("answers the member's own active vouchers by default, never another member's", async () => {
    const a = await signUpMember(t);
    const b = await signUpMember(t);
    const mine = await makeVoucher(opened.db, {
      ownerUserId: a.id,
      category: 'gift',
      amountType: 'stored',
      usageType: 'deductible',
      valueMinor: 30_000,
    });
    await makeVoucher(opened.db, { ownerUserId: a.id, validUntil: '2024-06-30' });
    const theirs = await makeVoucher(opened.db, { ownerUserId: b.id });

    const res = await t.send('GET', '/api/v5/users/vouchers.json', undefined, bearer(a.accessToken));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.data as View[]).map((v) => v.id)).toEqual([mine.id]);
    expect(res.body.meta).toEqual({ total: 1 });
    expect((res.body.data as { attributes: { balance: Money } }[])[0]!.attributes.balance.amount).toBe(300);

    const expired = await t.send(
      'GET',
      '/api/v5/users/vouchers.json?section_type=expired&page[number]=1&page[size]=10',
      undefined,
      bearer(a.accessToken),
    );
    expect((expired.body.data as View[]).length).toBe(1);
    // B's token sees only B's voucher, whatever the query says.
    const other = await t.send(
      'GET',
      `/api/v5/users/vouchers.json?user_id=${a.id}`,
      undefined,
      bearer(b.accessToken),
    );
    expect((other.body.data as View[]).map((v) => v.id)).toEqual([theirs.id]);
    expect((await t.send('GET', '/api/v5/users/vouchers.json')).status).toBe(401);
    expect(
      (await t.send('GET', '/api/v5/users/vouchers.json?section_type=nope', undefined, bearer(a.accessToken)))
        .status,
    ).toBe(422);
  });
});

describe('voucher intro and groups', () => {
  it('answers the groups and the featured public vouchers', async () => {
    const intro = await t.send('GET', '/api/v5/vouchers/intros.json');
    expect(intro.status).toBe(200);
    const data = intro.body.data as { groups: { slug: string; id: number }[]; vouchers: View[] };
    expect(data.groups.map((g) => g.slug)).toContain('hungry-hub-voucher');
    expect(data.vouchers.map((v) => v.voucherCode)).toContain('HHGIFT500');
    const group = await t.send('GET', `/api/v5/voucher_groups/${data.groups[0]!.id}.json`, undefined, {
      'X-HH-Language': 'th',
    });
    expect(group.body.data).toMatchObject({ name: 'บัตรกำนัล Hungry Hub' });
    expect((await t.send('GET', '/api/v5/voucher_groups/99999.json')).status).toBe(404);
    expect((await t.send('GET', '/api/v5/voucher_groups.json')).status).toBe(200);
  });
});

describe('a reservation with vouchers', () => {
  it('takes the discount priced by the server and records the use', async () => {
    const member = await signUpMember(t);
    const full = await fullTotal();
    const v = await makeVoucher(opened.db, { valueMinor: 12_300, perMemberLimit: 1 });
    const quote = await t.send(
      'POST',
      '/api/v5/reservations/price_quote.json',
      { ...selection, voucher_codes: [v.code] },
      bearer(member.accessToken),
    );
    expect(quote.body.data).toMatchObject({
      voucherDiscount: { amount: 123 },
      total: { amount: full - 123 },
    });
    expect(
      (await book(member.accessToken, { voucher_codes: [v.code] }, { expected_total: full })).status,
    ).toBe(409);
    const res = await book(member.accessToken, { voucher_codes: [v.code] }, { expected_total: full - 123 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ voucherDiscount: { amount: 123 }, total: { amount: full - 123 } });
    expect(await voucherRow(opened.db, v.id)).toMatchObject({ usedCount: 1 });
    // The limit of one use per member holds on the next booking.
    expect(await book(member.accessToken, { voucher_code: v.code })).toMatchObject({
      status: 422,
      body: { message: 'You have already used this voucher the maximum number of times' },
    });
  });

  it('draws a gift voucher down and gives it back once when the member cancels', async () => {
    const member = await signUpMember(t);
    const full = await fullTotal();
    const gift = await makeVoucher(opened.db, {
      category: 'gift',
      amountType: 'stored',
      usageType: 'deductible',
      valueMinor: 20_000,
    });
    const res = await book(member.accessToken, { voucher_codes: [gift.code] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const used = Math.min(full * 100, 20_000);
    expect(await voucherRow(opened.db, gift.id)).toMatchObject({ amountUsedMinor: used, usedCount: 1 });
    const id = (res.body.data as { encryptedId: string }).encryptedId;
    const cancel = () =>
      t.send(
        'PATCH',
        `/api/v5/reservations/${id}.json`,
        { reservation: { active: false } },
        bearer(member.accessToken),
      );
    expect((await cancel()).status).toBe(200);
    await Promise.all([cancel(), cancel()]);
    expect(await voucherRow(opened.db, gift.id)).toMatchObject({ amountUsedMinor: 0, usedCount: 0 });
  });

  it('gives a voucher back when the payment expires', async () => {
    const v = await makeVoucher(opened.db, { totalLimit: 1 });
    const waiting = await waitingReservation(opened.db);
    await opened.db
      .insert(voucherRedemptions)
      .values({
        voucherId: v.id,
        reservationId: waiting.id,
        amountMinor: 5_000,
        guestEmail: 'somchai@example.com',
      });
    await opened.db.update(reservations).set({ voucherCode: v.code }).where(eq(reservations.id, waiting.id));
    const { vouchers } = await import('@server/db/schema/vouchers');
    await opened.db.update(vouchers).set({ usedCount: 1 }).where(eq(vouchers.id, v.id));
    const started = await startPaymentCall(t.app, waiting.encryptedId, { method: 'promptpay' });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const saved = t.clock.now;
    t.clock.now = new Date(saved.getTime() + 24 * 3_600_000);
    try {
      expect(await expireDue(payments.deps)).toBeGreaterThanOrEqual(1);
      expect(await expireDue(payments.deps)).toBe(0);
    } finally {
      t.clock.now = saved;
    }
    expect(await statusOf(opened.db, waiting.id)).toBe('cancelled');
    expect(await voucherRow(opened.db, v.id)).toMatchObject({ usedCount: 0 });
  });

  it("refuses a card voucher when the booking names another method, in the gateway's words or the client's", async () => {
    const v = await makeVoucher(opened.db, { category: 'bank', paymentTypes: ['card'], cardPrefixes: ['424242'] });
    const card = { voucher_codes: [v.code], cc_number: '42424242424XXXX' };
    for (const payment_type of ['promptpay', 'true_wallet', 'truemoney']) {
      expect(await book(null, card, { payment_type })).toMatchObject({
        status: 422,
        body: { message: 'This voucher cannot be used with this payment method' },
      });
    }
    expect(await voucherRow(opened.db, v.id)).toMatchObject({ usedCount: 0 });
    const res = await book(null, card, { payment_type: 'card' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // A TrueMoney voucher is named as the gateway names it; the client's true_wallet is the same method.
    const wallet = await makeVoucher(opened.db, { paymentTypes: ['truemoney'] });
    const paid = await book(null, { voucher_codes: [wallet.code] }, { payment_type: 'true_wallet' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  });

  it("refuses to charge a card voucher's booking by PromptPay or a wallet, in both languages", async () => {
    const v = await makeVoucher(opened.db, { category: 'bank', paymentTypes: ['card'], cardPrefixes: ['424242'] });
    const waiting = await waitingReservation(opened.db);
    await opened.db
      .insert(voucherRedemptions)
      .values({ voucherId: v.id, reservationId: waiting.id, amountMinor: 5_000, guestEmail: 'somchai@example.com' });
    expect(await startPaymentCall(t.app, waiting.encryptedId, { method: 'promptpay' })).toMatchObject({
      status: 422,
      body: { message: 'This voucher cannot be used with this payment method' },
    });
    expect(
      await startPaymentCall(t.app, waiting.encryptedId, { method: 'true_wallet' }, { 'X-HH-Language': 'th' }),
    ).toMatchObject({ status: 422, body: { message: 'บัตรกำนัลนี้ใช้กับวิธีชำระเงินนี้ไม่ได้' } });
    expect(await statusOf(opened.db, waiting.id)).toBe('waiting_for_payment');
    // Given back (a cancelled attempt), the voucher no longer binds the method.
    await opened.db.update(voucherRedemptions).set({ returnedAt: new Date() }).where(eq(voucherRedemptions.reservationId, waiting.id));
    expect((await startPaymentCall(t.app, waiting.encryptedId, { method: 'promptpay' })).status).toBe(200);
  });

  it("refuses to charge a bank-card voucher's booking to a card outside its ranges, token or saved card", async () => {
    const v = await makeVoucher(opened.db, { category: 'bank', paymentTypes: ['card'], cardPrefixes: ['424242'] });
    const waiting = await waitingReservation(opened.db);
    await opened.db
      .insert(voucherRedemptions)
      .values({ voucherId: v.id, reservationId: waiting.id, amountMinor: 5_000, guestEmail: 'somchai@example.com' });
    const card = (number: string) =>
      payments.sandbox!.createToken({
        name: 'Somchai Jaidee',
        number,
        expirationMonth: 12,
        expirationYear: 2030,
        securityCode: '123',
      });
    const other = await card('5555555555554444');
    expect(await startPaymentCall(t.app, waiting.encryptedId, { method: 'card', token: other.id })).toMatchObject({
      status: 422,
      body: { message: 'This voucher cannot be used with this card' },
    });
    expect(
      await startPaymentCall(
        t.app,
        waiting.encryptedId,
        { method: 'card', token: (await card('5555555555554444')).id },
        { 'X-HH-Language': 'th' },
      ),
    ).toMatchObject({ status: 422, body: { message: 'บัตรกำนัลนี้ใช้กับบัตรใบนี้ไม่ได้' } });
    expect(await statusOf(opened.db, waiting.id)).toBe('waiting_for_payment');
    // A saved card is read from the customer the same way.
    const customer = await payments.sandbox!.createCustomer({ email: null, card: (await card('5555555555554444')).id });
    expect(
      await payments.sandbox!.cardLeadingDigits({ card: customer.cards[0]!.id!, customer: customer.id }),
    ).toBe('555555');
    // The partner bank's card pays.
    const paid = await startPaymentCall(t.app, waiting.encryptedId, {
      method: 'card',
      token: (await card('4242424242424242')).id,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(await statusOf(opened.db, waiting.id)).toBe('pending_arrival');
  });

  it('refuses a list that does not combine and an unknown code', async () => {
    expect(await book(null, { voucher_codes: ['HHGIFT500', 'WELCOME100'] })).toMatchObject({
      status: 422,
      body: { message: 'A gift voucher can only be combined with another gift voucher' },
    });
    expect(await book(null, { voucher_code: 'NOPE' })).toMatchObject({
      status: 422,
      body: { message: 'Voucher not found' },
    });
  });
});
