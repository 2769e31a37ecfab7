import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAVOURITES_PAGE_SIZE } from '@/contract/favourites';
import type { OpenedDatabase } from '@server/db/client';
import { restaurants } from '@server/db/schema/restaurants';
import { FAVOURITE_TOGGLE_LIMITS, createFavouriteRoutes } from '@server/modules/favourites/routes';
import { createTestDb } from '../support/test-db';
import { accountsApp, bearer, signUpMember, type AccountsTestApp } from '../accounts/accounts-app';

let opened: OpenedDatabase;
let t: AccountsTestApp;
let ids: number[];

beforeAll(async () => {
  opened = await createTestDb();
  t = accountsApp(opened);
  t.app.route('/api/v5', createFavouriteRoutes(t.ctx));
  const rows = await opened.db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(sql`${restaurants.isActive}`)
    .orderBy(restaurants.id);
  ids = rows.map((r) => r.id);
});

afterAll(() => opened.close());

const LIST = '/api/v5/users/favorite_restaurants.json';
const TOGGLE = '/api/v5/users/favorite_restaurants/toggle.json';
const IDS = '/api/v5/users/favorite_restaurants/ids.json';

const toggle = (token: string, restaurantId: unknown) => t.send('PATCH', TOGGLE, { restaurant_id: restaurantId }, bearer(token));
const list = (token: string, query = '') => t.send('GET', `${LIST}${query}`, undefined, bearer(token));
const heartIds = async (token: string) =>
  ((await t.send('GET', IDS, undefined, bearer(token))).body.data as { restaurantIds: number[] }).restaurantIds;

describe('toggling a favourite', () => {
  it('adds, then removes, and answers the new state each time', async () => {
    const member = await signUpMember(t);
    const id = ids[0]!;
    const on = await toggle(member.accessToken, id);
    expect(on).toMatchObject({ status: 200, body: { success: true, data: { restaurantId: id, favourite: true } } });
    expect(await heartIds(member.accessToken)).toEqual([id]);
    const off = await toggle(member.accessToken, String(id));
    expect(off.body.data).toEqual({ restaurantId: id, favourite: false });
    expect(await heartIds(member.accessToken)).toEqual([]);
  });

  it("refuses without a token: 401 'No token provided', even with no restaurant", async () => {
    expect(await t.send('PATCH', TOGGLE, { restaurant_id: ids[0] })).toMatchObject({
      status: 401,
      body: { success: false, message: 'No token provided' },
    });
    expect(await t.send('PATCH', TOGGLE, {})).toMatchObject({ status: 401, body: { message: 'No token provided' } });
  });

  it("refuses a missing or malformed restaurant: 422 'please select restaurant first'", async () => {
    const member = await signUpMember(t);
    for (const bad of [undefined, null, '', 'abc', 0, -3, 1.5, 99_999_999_999, { id: 1 }]) {
      const res = await toggle(member.accessToken, bad);
      expect(res.status, JSON.stringify(bad)).toBe(422);
      expect(res.body.message).toBe('please select restaurant first');
    }
    const thai = await t.send('PATCH', TOGGLE, {}, { ...bearer(member.accessToken), 'X-HH-Language': 'th' });
    expect(thai).toMatchObject({ status: 422, body: { message: 'กรุณาเลือกร้านอาหารก่อน' } });
  });

  it('refuses a restaurant that does not exist with 404, and stores nothing', async () => {
    const member = await signUpMember(t);
    expect(await toggle(member.accessToken, 2_000_000_000)).toMatchObject({
      status: 404,
      body: { message: 'Restaurant not found' },
    });
    expect(await heartIds(member.accessToken)).toEqual([]);
  });

  it("never sees nor changes another member's favourites", async () => {
    const mine = await signUpMember(t);
    const theirs = await signUpMember(t);
    await toggle(mine.accessToken, ids[0]);
    await toggle(mine.accessToken, ids[1]);
    // Their toggle of the same restaurant adds to their own list and leaves mine alone.
    expect((await toggle(theirs.accessToken, ids[0])).body.data).toEqual({ restaurantId: ids[0], favourite: true });
    expect(await heartIds(mine.accessToken)).toEqual([ids[1], ids[0]]);
    expect(await heartIds(theirs.accessToken)).toEqual([ids[0]]);
    const theirList = await list(theirs.accessToken);
    expect((theirList.body.data as { id: string }[]).map((r) => Number(r.id))).toEqual([ids[0]]);
    // A user id in the query or body changes nothing: the token decides whose list it is.
    const sneaky = await t.send('GET', `${LIST}?user_id=${mine.id}`, undefined, bearer(theirs.accessToken));
    expect(sneaky.body.meta).toEqual({ total: 1 });
  });

  it('counts toggles per member: over the limit is 429', async () => {
    const limited = accountsApp(opened, { rateLimitScale: 1 });
    limited.app.route('/api/v5', createFavouriteRoutes(limited.ctx));
    // Signed up where sign-ups are not counted tightly: only the toggles are under test here.
    const member = await signUpMember(t);
    let last = 0;
    for (let i = 0; i <= FAVOURITE_TOGGLE_LIMITS.perClient; i += 1) {
      last = (await limited.send('PATCH', TOGGLE, { restaurant_id: ids[0] }, bearer(member.accessToken))).status;
    }
    expect(last).toBe(429);
  });
});

describe('the favourites list', () => {
  it('needs a member: no token is 401', async () => {
    expect(await t.send('GET', LIST)).toMatchObject({ status: 401 });
    expect(await t.send('GET', IDS)).toMatchObject({ status: 401 });
  });

  it('pages by 10, newest favourite first, with a next link while more remain', async () => {
    const member = await signUpMember(t);
    const picked = ids.slice(0, FAVOURITES_PAGE_SIZE + 2);
    expect(picked.length).toBe(12);
    for (const id of picked) {
      await toggle(member.accessToken, id);
      // Distinct creation instants make "newest first" observable.
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const newestFirst = [...picked].reverse();

    const first = await list(member.accessToken, '?include_packages=false&preview_mode=false');
    expect(first.status).toBe(200);
    const firstIds = (first.body.data as { id: string; attributes: { name: string } }[]).map((r) => Number(r.id));
    expect(firstIds).toEqual(newestFirst.slice(0, 10));
    expect(first.body.meta).toEqual({ total: 12 });
    const links = first.body.links as { next: string | null; self: string };
    expect(links.next).toMatch(/page=2/);
    expect(links.next).toContain('/api/v5/users/favorite_restaurants.json');

    const second = await t.send('GET', links.next!, undefined, bearer(member.accessToken));
    expect((second.body.data as { id: string }[]).map((r) => Number(r.id))).toEqual(newestFirst.slice(10));
    expect((second.body.links as { next: string | null }).next).toBeNull();

    const beyond = await list(member.accessToken, '?page=5');
    expect(beyond.body.data).toEqual([]);
    expect((beyond.body.links as { next: string | null }).next).toBeNull();
  });

  it('refuses a page that is not a positive whole number with 422', async () => {
    const member = await signUpMember(t);
    for (const bad of ['0', '-1', 'x', '1.5']) {
      const res = await list(member.accessToken, `?page=${bad}`);
      expect(res.status, bad).toBe(422);
      expect(res.body.message).toBe('page must be a positive integer');
    }
  });

  it('leaves out a restaurant that closed, in the list and its count', async () => {
    const member = await signUpMember(t);
    const [open, closing] = [ids[20]!, ids[21]!];
    await toggle(member.accessToken, open);
    await toggle(member.accessToken, closing);
    await opened.db.update(restaurants).set({ isActive: false }).where(sql`${restaurants.id} = ${closing}`);
    try {
      const res = await list(member.accessToken);
      expect((res.body.data as { id: string }[]).map((r) => Number(r.id))).toEqual([open]);
      expect(res.body.meta).toEqual({ total: 1 });
      expect(await heartIds(member.accessToken)).toEqual([open]);
      // It can still be taken off, and not put back while closed.
      expect((await toggle(member.accessToken, closing)).body.data).toEqual({ restaurantId: closing, favourite: false });
      expect((await toggle(member.accessToken, closing)).status).toBe(404);
    } finally {
      await opened.db.update(restaurants).set({ isActive: true }).where(sql`${restaurants.id} = ${closing}`);
    }
  });
});
