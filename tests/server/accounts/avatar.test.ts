import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import type { OpenedDatabase } from '@server/db/client';
import { avatars } from '@server/db/schema/passkeys';
import { createAvatarImageRoutes } from '@server/modules/accounts/avatar-routes';
import { toCamelKeys } from '@/contract/wire-case';
import { createTestDb } from '../support/test-db';
import { accountsApp, signUpMember, type AccountsTestApp } from './accounts-app';

/** PUT /users.json as a multipart form with an avatar; the picture served resized by our image route. */

let opened: OpenedDatabase;
let t: AccountsTestApp;

beforeAll(async () => {
  opened = await createTestDb();
  t = accountsApp(opened);
});

afterAll(() => opened.close());

const png = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 200, g: 16, b: 46 } } }).png().toBuffer();

async function put(form: FormData, headers: Record<string, string> = {}) {
  const res = await t.app.request('/api/v5/users.json', { method: 'PUT', body: form, headers: { 'X-HH-Language': 'en', ...headers } });
  return { status: res.status, body: toCamelKeys<{ message: string; data: { avatar: string | null; name: string } }>(await res.json()) };
}

function form(token: string, fields: Record<string, string | Blob> = {}, fileName = 'me.png'): FormData {
  const f = new FormData();
  f.set('access_token', token);
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') f.set(name, value);
    else f.set(name, value, fileName);
  }
  return f;
}

describe('avatar upload', () => {
  it('stores the picture with the profile fields and serves it resized', async () => {
    const member = await signUpMember(t);
    const res = await put(form(member.accessToken, { name: 'Malee Avatar', avatar: new Blob([await png(1200, 800)], { type: 'image/png' }) }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.name).toBe('Malee Avatar');
    expect(res.body.data.avatar).toMatch(/^\/images\/avatars\/[A-Za-z0-9_-]+\.webp\?w=256&h=256$/);

    const images = createAvatarImageRoutes(t.ctx);
    const url = new URL(res.body.data.avatar!, 'http://x');
    const served = await images.request(`${url.pathname.replace('/images', '')}?w=64&h=64`);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([64, 64]);
    // Stored re-encoded and no larger than 512 px.
    const [row] = await opened.db.select().from(avatars).where(eq(avatars.userId, member.id));
    const stored = await sharp(Buffer.from(row!.image)).metadata();
    expect([stored.format, stored.width]).toEqual(['webp', 512]);

    // The profile read shows it; a new picture replaces the old one.
    const again = await put(form(member.accessToken, { avatar: new Blob([await png(100, 100)], { type: 'image/png' }) }));
    expect(again.body.data.avatar).not.toBe(res.body.data.avatar);
    expect(await opened.db.select().from(avatars).where(eq(avatars.userId, member.id))).toHaveLength(1);
    expect((await images.request(url.pathname.replace('/images', ''))).status).toBe(404);
  });

  it('refuses a type we do not take (415), a file over the limit (413) and bytes that are no picture (422)', async () => {
    const member = await signUpMember(t);
    const gif = await put(form(member.accessToken, { avatar: new Blob(['GIF89a'], { type: 'image/gif' }) }));
    expect([gif.status, gif.body.message]).toEqual([415, 'Please choose a JPEG, PNG or WebP picture']);
    const big = await put(form(member.accessToken, { avatar: new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: 'image/png' }) }));
    expect([big.status, big.body.message]).toEqual([413, 'The picture must be at most 5 MB']);
    const fake = await put(form(member.accessToken, { avatar: new Blob(['not a picture at all'], { type: 'image/png' }) }));
    expect([fake.status, fake.body.message]).toEqual([422, 'This picture could not be read, please choose another']);
    expect(await opened.db.select().from(avatars).where(eq(avatars.userId, member.id))).toHaveLength(0);
  });

  it('needs a live session and checks the fields like the JSON form', async () => {
    const member = await signUpMember(t);
    const avatar = new Blob([await png(50, 50)], { type: 'image/png' });
    expect((await put(form('not-a-token', { avatar }))).status).toBe(401);
    const noToken = new FormData();
    noToken.set('avatar', avatar, 'me.png');
    expect((await put(noToken)).status).toBe(401);
    const bad = await put(form(member.accessToken, { birthday: '2999-01-01', avatar }));
    expect(bad.status).toBe(422);
    expect(await opened.db.select().from(avatars).where(eq(avatars.userId, member.id))).toHaveLength(0);
    // The Bearer header works too, and the JSON form is untouched.
    const ok = await put(form('', { subscribe_marketing_email: 'true' }), { Authorization: `Bearer ${member.accessToken}` });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const json = await t.send('PUT', '/api/v5/users.json', { name: 'Json Name' }, { Authorization: `Bearer ${member.accessToken}` });
    expect([json.status, (json.body.data as { name: string }).name]).toEqual([200, 'Json Name']);
  });

  it('clears the phone and the birthday when the form sends them empty (a form has no null)', async () => {
    const member = await signUpMember(t);
    const set = await put(form(member.accessToken, { birthday: '1990-02-03', phone: '0812345678', calling_code: '+66' }));
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const cleared = await put(form(member.accessToken, { birthday: '', phone: ' ' }));
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    const data = cleared.body.data as unknown as { birthday: string | null; phone: string | null };
    expect([data.birthday, data.phone]).toEqual([null, null]);
  });
});
