import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ADDRESSES_PER_MEMBER } from '@/contract/addresses';
import { ADDRESS_DETAIL_SEPARATOR } from '@/domain/booking/booking-state';
import type { OpenedDatabase } from '@server/db/client';
import { addresses } from '@server/db/schema/addresses';
import { ADDRESS_CREATE_LIMITS, createAddressRoutes } from '@server/modules/addresses/routes';
import { createTestDb } from '../support/test-db';
import { accountsApp, bearer, signUpMember, type AccountsTestApp } from '../accounts/accounts-app';

let opened: OpenedDatabase;
let t: AccountsTestApp;

beforeAll(async () => {
  opened = await createTestDb();
  t = accountsApp(opened);
  t.app.route('/api/v5', createAddressRoutes(t.ctx));
});

afterAll(() => opened.close());

interface Saved {
  id: number;
  kind: string;
  name: string;
  address: string;
  detail: string;
  addressDetail: string;
  lat: number | null;
  lng: number | null;
  primary: boolean;
}

const LIST = (userId: number) => `/api/v5/users/${userId}/addresses.json`;
const ONE = (userId: number, id: number) => `/api/v5/users/${userId}/addresses/${id}.json`;
const PRIMARY = (userId: number, id: number) => `/api/v5/users/${userId}/addresses/${id}/primary.json`;

const home = {
  kind: 'home',
  name: 'Home',
  address: '12 Sukhumvit 11, Khlong Toei Nuea',
  detail: 'Floor 3',
  lat: 13.74,
  lng: 100.55,
};
const work = { kind: 'work', name: 'Office', address: '999/9 Rama I Rd, Pathum Wan', detail: '' };

async function add(who: { id: number; accessToken: string }, body: Record<string, unknown>): Promise<Saved> {
  const res = await t.send('POST', LIST(who.id), body, bearer(who.accessToken));
  if (res.status !== 200) throw new Error(`add failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as Saved;
}
async function listOf(who: { id: number; accessToken: string }, query = ''): Promise<Saved[]> {
  const res = await t.send('GET', `${LIST(who.id)}${query}`, undefined, bearer(who.accessToken));
  expect(res.status).toBe(200);
  return res.body.data as Saved[];
}

describe('saving addresses', () => {
  it('adds an address, stores address and detail as one text, and makes the first one primary', async () => {
    const member = await signUpMember(t);
    const res = await t.send('POST', LIST(member.id), home, bearer(member.accessToken));
    expect(res).toMatchObject({ status: 200, body: { success: true, message: 'Address saved' } });
    const saved = res.body.data as Saved;
    expect(saved).toMatchObject({
      ...home,
      primary: true,
      addressDetail: `${home.address}${ADDRESS_DETAIL_SEPARATOR}Floor 3`,
    });
    const [stored] = await opened.db
      .select({ text: addresses.addressDetail })
      .from(addresses)
      .where(eq(addresses.id, saved.id));
    expect(stored?.text).toBe(saved.addressDetail);

    const second = await add(member, work);
    expect(second).toMatchObject({
      primary: false,
      detail: '',
      addressDetail: work.address,
      lat: null,
      lng: null,
    });
    expect((await listOf(member)).map((a) => [a.id, a.primary])).toEqual([
      [saved.id, true],
      [second.id, false],
    ]);
  });

  it('lists the primary first, then the newest, filtered by kind when asked', async () => {
    const member = await signUpMember(t);
    const a = await add(member, home);
    const b = await add(member, work);
    const c = await add(member, { ...work, name: 'Gym', kind: 'other' });
    expect((await listOf(member)).map((x) => x.id)).toEqual([a.id, c.id, b.id]);
    expect((await listOf(member, '?kind=work')).map((x) => x.id)).toEqual([b.id]);
    const res = await t.send(
      'GET',
      `${LIST(member.id)}?page=1&size=100`,
      undefined,
      bearer(member.accessToken),
    );
    expect(res.body.meta).toEqual({ total: 3 });
    const bad = await t.send('GET', `${LIST(member.id)}?kind=castle`, undefined, bearer(member.accessToken));
    expect(bad).toMatchObject({
      status: 422,
      body: { message: 'Invalid kind, should be home, work or other' },
    });
    const tooBig = await t.send('GET', `${LIST(member.id)}?size=101`, undefined, bearer(member.accessToken));
    expect(tooBig.status).toBe(422);
  });

  it('keeps exactly one primary: adding as primary, making primary, deleting the primary', async () => {
    const member = await signUpMember(t);
    const a = await add(member, home);
    const b = await add(member, { ...work, primary: true });
    expect(b.primary).toBe(true);
    const c = await add(member, { ...work, name: 'Condo' });
    const primaries = async () => (await listOf(member)).filter((x) => x.primary).map((x) => x.id);
    expect(await primaries()).toEqual([b.id]);

    const made = await t.send('PATCH', PRIMARY(member.id, a.id), {}, bearer(member.accessToken));
    expect(made).toMatchObject({
      status: 200,
      body: { message: 'Primary address changed', data: { id: a.id, primary: true } },
    });
    expect(await primaries()).toEqual([a.id]);
    // Making it primary again changes nothing.
    await t.send('PATCH', PRIMARY(member.id, a.id), {}, bearer(member.accessToken));
    expect(await primaries()).toEqual([a.id]);

    // Deleting the primary makes the newest one left primary.
    const gone = await t.send('DELETE', ONE(member.id, a.id), undefined, bearer(member.accessToken));
    expect(gone).toMatchObject({ status: 200, body: { message: 'Address deleted', data: { id: a.id } } });
    expect(await primaries()).toEqual([c.id]);
    await t.send('DELETE', ONE(member.id, b.id), undefined, bearer(member.accessToken));
    expect(await primaries()).toEqual([c.id]);
    await t.send('DELETE', ONE(member.id, c.id), undefined, bearer(member.accessToken));
    expect(await listOf(member)).toEqual([]);
    const again = await t.send('DELETE', ONE(member.id, c.id), undefined, bearer(member.accessToken));
    expect(again).toMatchObject({ status: 404, body: { message: 'Address not found' } });
  });

  it('keeps one primary when many make-primary calls race', async () => {
    const member = await signUpMember(t);
    const saved = [];
    for (let i = 0; i < 5; i += 1) saved.push(await add(member, { ...work, name: `Place ${i}` }));
    const answers = await Promise.all(
      saved.map((s) => t.send('PATCH', PRIMARY(member.id, s.id), {}, bearer(member.accessToken))),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await listOf(member)).filter((x) => x.primary)).toHaveLength(1);
  });

  it('edits the label, address, detail and map point, keeping the primary flag', async () => {
    const member = await signUpMember(t);
    const a = await add(member, home);
    const res = await t.send(
      'PATCH',
      ONE(member.id, a.id),
      { kind: 'other', name: 'บ้านแม่', address: 'ซอยสุขุมวิท 11', detail: 'ตึก A ชั้น 3', lat: null, lng: null },
      bearer(member.accessToken),
    );
    expect(res).toMatchObject({
      status: 200,
      body: {
        message: 'Address updated',
        data: {
          id: a.id,
          kind: 'other',
          name: 'บ้านแม่',
          address: 'ซอยสุขุมวิท 11',
          detail: 'ตึก A ชั้น 3',
          lat: null,
          primary: true,
        },
      },
    });
  });

  it('refuses bad input with clear messages, in both languages, never 500', async () => {
    const member = await signUpMember(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...home, name: '' }, 'Label field is required'],
      [{ ...home, name: undefined }, 'Label field is required'],
      [{ ...home, name: '   ' }, 'Label field is required'],
      [{ ...home, name: 'x'.repeat(51) }, 'Label must be at most 50 characters'],
      [{ ...home, address: '' }, 'Address field is required'],
      [{ ...home, address: 42 }, 'Address field is required'],
      [{ ...home, address: 'x'.repeat(301) }, 'Address must be at most 300 characters'],
      [
        { ...home, address: `12/3${ADDRESS_DETAIL_SEPARATOR}Soi 5` },
        'Address cannot contain " | ", please put the rest in the address detail',
      ],
      [{ ...home, detail: 'x'.repeat(301) }, 'Address detail must be at most 300 characters'],
      [{ ...home, kind: 'castle' }, 'Invalid kind, should be home, work or other'],
      [{ ...home, lat: 91 }, 'Latitude must be a number from -90 to 90'],
      [{ ...home, lat: 'north' }, 'Latitude must be a number from -90 to 90'],
      [{ ...home, lng: -181 }, 'Longitude must be a number from -180 to 180'],
      [{ ...home, lng: null }, 'Latitude and longitude must be given together'],
      [{ ...home, primary: 'yes' }, 'primary must be true or false'],
    ];
    for (const [body, message] of cases) {
      const res = await t.send('POST', LIST(member.id), body, bearer(member.accessToken));
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.message, JSON.stringify(body)).toBe(message);
    }
    const thai = await t.send(
      'POST',
      LIST(member.id),
      { ...home, address: '' },
      { ...bearer(member.accessToken), 'X-HH-Language': 'th' },
    );
    expect(thai).toMatchObject({ status: 422, body: { message: 'กรุณากรอกที่อยู่' } });
    for (const [method, path] of [
      ['GET', '/api/v5/users/abc/addresses.json'],
      ['POST', '/api/v5/users/0/addresses.json'],
      ['PATCH', `/api/v5/users/${member.id}/addresses/0.json`],
      ['DELETE', `/api/v5/users/${member.id}/addresses/99999999999.json`],
      ['PATCH', `/api/v5/users/${member.id}/addresses/x1/primary.json`],
    ] as const) {
      const res = await t.send(
        method,
        path,
        method === 'GET' || method === 'DELETE' ? undefined : home,
        bearer(member.accessToken),
      );
      expect(res.status, path).toBe(422);
    }
    expect(await listOf(member)).toEqual([]);
  });

  it('caps the addresses of one member', async () => {
    const member = await signUpMember(t);
    for (let i = 0; i < MAX_ADDRESSES_PER_MEMBER; i += 1) await add(member, { ...work, name: `Place ${i}` });
    const over = await t.send('POST', LIST(member.id), work, bearer(member.accessToken));
    expect(over).toMatchObject({
      status: 422,
      body: { message: `You can keep at most ${MAX_ADDRESSES_PER_MEMBER} addresses` },
    });
    expect((await listOf(member)).length).toBe(MAX_ADDRESSES_PER_MEMBER);
  });

  it('counts additions per member: over the limit is 429', async () => {
    const limited = accountsApp(opened, { rateLimitScale: 1 });
    limited.app.route('/api/v5', createAddressRoutes(limited.ctx));
    const member = await signUpMember(t);
    let last = 0;
    for (let i = 0; i <= ADDRESS_CREATE_LIMITS.perClient; i += 1) {
      // Bad bodies still count: the limit is checked before the body is read.
      last = (await limited.send('POST', LIST(member.id), { ...work, name: '' }, bearer(member.accessToken)))
        .status;
    }
    expect(last).toBe(429);
  });
});

describe('ownership', () => {
  it('needs a member: no token is 401', async () => {
    const member = await signUpMember(t);
    expect((await t.send('GET', LIST(member.id))).status).toBe(401);
    expect((await t.send('POST', LIST(member.id), home)).status).toBe(401);
  });

  it("refuses another member's user id and address id on every endpoint", async () => {
    const mine = await signUpMember(t);
    const theirs = await signUpMember(t);
    const a = await add(mine, home);
    const b = await add(mine, work);
    const their = bearer(theirs.accessToken);

    // Their token with my user id: 403 everywhere, nothing read or changed.
    expect(await t.send('GET', LIST(mine.id), undefined, their)).toMatchObject({
      status: 403,
      body: { message: 'You can only use your own addresses' },
    });
    expect((await t.send('POST', LIST(mine.id), work, their)).status).toBe(403);
    expect((await t.send('PATCH', ONE(mine.id, a.id), work, their)).status).toBe(403);
    expect((await t.send('DELETE', ONE(mine.id, a.id), undefined, their)).status).toBe(403);
    expect((await t.send('PATCH', PRIMARY(mine.id, b.id), {}, their)).status).toBe(403);

    // Their own user id with my address id: not found, nothing changed.
    for (const [method, path, body] of [
      ['PATCH', ONE(theirs.id, a.id), work],
      ['DELETE', ONE(theirs.id, a.id), undefined],
      ['PATCH', PRIMARY(theirs.id, b.id), {}],
    ] as const) {
      expect(await t.send(method, path, body, their), `${method} ${path}`).toMatchObject({
        status: 404,
        body: { message: 'Address not found' },
      });
    }
    expect(await listOf(theirs)).toEqual([]);
    const after = await listOf(mine);
    expect(after.map((x) => [x.id, x.name, x.primary])).toEqual([
      [a.id, home.name, true],
      [b.id, work.name, false],
    ]);
  });
});

describe('the enableSaveAddress switch', () => {
  it('answers 404 on every endpoint while it is off', async () => {
    const off = accountsApp(opened);
    off.app.route(
      '/api/v5',
      createAddressRoutes({
        ...off.ctx,
        config: { ...off.ctx.config, features: { enableSaveAddress: false } },
      }),
    );
    const member = await signUpMember(t);
    const a = await add(member, home);
    for (const [method, path, body] of [
      ['GET', LIST(member.id), undefined],
      ['POST', LIST(member.id), work],
      ['PATCH', ONE(member.id, a.id), work],
      ['DELETE', ONE(member.id, a.id), undefined],
      ['PATCH', PRIMARY(member.id, a.id), {}],
    ] as const) {
      expect(
        await off.send(method, path, body, bearer(member.accessToken)),
        `${method} ${path}`,
      ).toMatchObject({
        status: 404,
        body: { message: 'Saving addresses is not available' },
      });
    }
    expect((await listOf(member)).map((x) => x.id)).toEqual([a.id]);
  });
});
