import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingTransactionsAnswerSchema, temporaryReservationSchema } from '@/contract/booking';
import type { OpenedDatabase } from '@server/db/client';
import { temporaryReservations } from '@server/db/schema/booking';
import { voucherRedemptions, vouchers } from '@server/db/schema/vouchers';
import { addDays } from '@server/db/seed/dates';
import { createTestDb, TEST_TODAY } from '../support/test-db';
import { accountsApp, bearer, signUpMember, type AccountsTestApp } from '../accounts/accounts-app';
import { holdBody } from './booking-app';

let opened: OpenedDatabase;
let t: AccountsTestApp;

beforeAll(async () => {
  opened = await createTestDb();
  t = accountsApp(opened);
});
afterAll(() => opened.close());

const hold = (body: unknown, headers: Record<string, string> = {}) =>
  t.send('POST', '/api/v5/temporary_reservations', body, headers);
const renew = (id: number, body: unknown, headers: Record<string, string> = {}) =>
  t.send('PUT', `/api/v5/temporary_reservations/${id}`, body, headers);
const pending = (headers: Record<string, string>) =>
  t.send('GET', '/api/v5/pending_transactions.json', undefined, headers);
const pendingCodes = async (headers: Record<string, string>) =>
  pendingTransactionsAnswerSchema
    .parse((await pending(headers)).body)
    .data.map((d) => d.attributes.voucherCode);
const storedCodes = async (id: number) =>
  (
    await opened.db
      .select({ codes: temporaryReservations.voucherCodes })
      .from(temporaryReservations)
      .where(eq(temporaryReservations.id, id))
  )[0]?.codes;
const withCodes = (codes: unknown, over: Parameters<typeof holdBody>[0] = {}) => ({
  ...holdBody(over),
  voucher_codes: codes,
});

describe("a member's seat hold keeps the codes of its accepted vouchers", () => {
  it('stores them normalised on lock and renew, and the pending booking answers them joined by commas', async () => {
    const malee = await signUpMember(t);
    const date = addDays(TEST_TODAY, 4);
    const locked = await hold(
      withCodes([' hhgift500 ', 'HHGIFT1000', 'HHGIFT500', '', 'redeemcode'], { date }),
      bearer(malee.accessToken),
    );
    expect(locked.status, JSON.stringify(locked.body)).toBe(200);
    const { tmpReservationId } = temporaryReservationSchema.parse(locked.body.data);
    // Trimmed, upper-cased, each once; empties and the points marker are no voucher.
    expect(await storedCodes(tmpReservationId)).toEqual(['HHGIFT500', 'HHGIFT1000']);
    expect(await pendingCodes(bearer(malee.accessToken))).toEqual(['HHGIFT500,HHGIFT1000']);

    // Renewed with another list: the hold keeps that one; renewed without any list: it keeps its own.
    const changed = await renew(
      tmpReservationId,
      withCodes(['welcome100'], { date }),
      bearer(malee.accessToken),
    );
    expect(temporaryReservationSchema.parse(changed.body.data).tmpReservationId).toBe(tmpReservationId);
    expect(await pendingCodes(bearer(malee.accessToken))).toEqual(['WELCOME100']);
    expect((await renew(tmpReservationId, holdBody({ date }), bearer(malee.accessToken))).status).toBe(200);
    expect(await storedCodes(tmpReservationId)).toEqual(['WELCOME100']);

    // An empty list: the diner removed them all.
    expect((await renew(tmpReservationId, withCodes([], { date }), bearer(malee.accessToken))).status).toBe(
      200,
    );
    expect(await pendingCodes(bearer(malee.accessToken))).toEqual([null]);
  });

  it('a code that exists nowhere is kept as a code (step 5 checks it again on resume); nothing is priced or taken', async () => {
    const somchai = await signUpMember(t);
    const codes = ['HHGIFT500', 'WELCOME100'];
    const before = await opened.db
      .select({ code: vouchers.code, used: vouchers.usedCount, drawn: vouchers.amountUsedMinor })
      .from(vouchers)
      .where(inArray(vouchers.code, codes));
    expect(before).toHaveLength(2);
    const [redemptionsBefore] = await opened.db.select({ n: count() }).from(voucherRedemptions);

    const date = addDays(TEST_TODAY, 5);
    const locked = await hold(withCodes([...codes, 'NO-SUCH-CODE'], { date }), bearer(somchai.accessToken));
    expect(locked.status).toBe(200);
    const { tmpReservationId } = temporaryReservationSchema.parse(locked.body.data);
    await renew(tmpReservationId, withCodes(codes, { date }), bearer(somchai.accessToken));
    expect(await pendingCodes(bearer(somchai.accessToken))).toEqual(['HHGIFT500,WELCOME100']);

    const after = await opened.db
      .select({ code: vouchers.code, used: vouchers.usedCount, drawn: vouchers.amountUsedMinor })
      .from(vouchers)
      .where(inArray(vouchers.code, codes));
    expect(after).toEqual(before);
    const [redemptionsAfter] = await opened.db.select({ n: count() }).from(voucherRedemptions);
    expect(redemptionsAfter?.n).toBe(redemptionsBefore?.n);
  });

  it("another member can neither renew the hold nor see its codes; the hold's codes stay as they were", async () => {
    const owner = await signUpMember(t);
    const other = await signUpMember(t);
    const date = addDays(TEST_TODAY, 6);
    const locked = temporaryReservationSchema.parse(
      (await hold(withCodes(['HHGIFT500'], { date }), bearer(owner.accessToken))).body.data,
    );

    const stranger = await renew(
      locked.tmpReservationId,
      withCodes(['WELCOME100'], { date }),
      bearer(other.accessToken),
    );
    expect([stranger.status, stranger.body.message]).toEqual([404, 'Seat hold not found']);
    const guest = await renew(locked.tmpReservationId, withCodes(['WELCOME100'], { date }));
    expect(guest.status).toBe(404);
    expect(await storedCodes(locked.tmpReservationId)).toEqual(['HHGIFT500']);
    expect(await pendingCodes(bearer(other.accessToken))).toEqual([]);
    expect(await pendingCodes(bearer(owner.accessToken))).toEqual(['HHGIFT500']);
  });

  it('refuses a list it would not keep with 422, in the caller’s language, never 500', async () => {
    const member = await signUpMember(t);
    const date = addDays(TEST_TODAY, 7);
    const bad: unknown[] = [
      'HHGIFT500',
      [1],
      [null],
      ['A,B'],
      ['x'.repeat(61)],
      ['A', 'B', 'C', 'D', 'E', 'F'],
      ['TAB\tCODE'],
      { code: 'HHGIFT500' },
    ];
    for (const codes of bad) {
      const res = await hold(withCodes(codes, { date }), bearer(member.accessToken));
      expect([res.status, res.body.message], JSON.stringify(codes)).toEqual([
        422,
        'voucherCodes format is wrong',
      ]);
    }
    const thai = await hold(withCodes(['A,B'], { date }), {
      ...bearer(member.accessToken),
      'X-HH-Language': 'th',
    });
    expect([thai.status, thai.body.message]).toEqual([422, 'รูปแบบรหัสบัตรกำนัลไม่ถูกต้อง']);
    // None of them made a hold.
    expect(await pendingCodes(bearer(member.accessToken))).toEqual([]);
  });

  it("a guest's hold keeps its codes too, but a guest has no pending booking on the server", async () => {
    const date = addDays(TEST_TODAY, 8);
    const locked = temporaryReservationSchema.parse(
      (await hold(withCodes(['welcome100'], { date }))).body.data,
    );
    expect(await storedCodes(locked.tmpReservationId)).toEqual(['WELCOME100']);
    expect(await pending({})).toMatchObject({ status: 200, body: { data: [] } });
  });
});
