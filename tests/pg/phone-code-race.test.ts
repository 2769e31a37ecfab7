import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_CODE_MAX_TRIES } from '@/domain/accounts/phone-code';
import { openDatabase, type OpenedDatabase } from '@server/db/client';
import { accountsApp, bearer, signUpMember, type AccountsTestApp } from '../server/accounts/accounts-app';
import { createPgDatabase, PG_TEMPLATE_URL, type PgTestDatabase } from './support/pg-db';

/**
 * The phone check locks the member's row for each send and each try (server/modules/accounts/
 * phone-verification.ts). PGlite runs one transaction at a time, so only here, with pooled connections
 * and two API processes, can a race show: a throttle passed twice, a 6th wrong try counted, a code used twice.
 */
describe.skipIf(PG_TEMPLATE_URL === null)('phone code on real PostgreSQL', () => {
  let database: PgTestDatabase;
  const opened: OpenedDatabase[] = [];
  const apps: AccountsTestApp[] = [];

  beforeAll(async () => {
    database = await createPgDatabase();
    for (let i = 0; i < 2; i++) {
      const db = await openDatabase({ databaseUrl: database.url });
      opened.push(db);
      // Limits scaled up: the row lock alone must decide, not the per-account request limit.
      apps.push(accountsApp(db, { rateLimitScale: 1000 }));
    }
  });

  afterAll(async () => {
    for (const db of opened) await db.close();
    await database?.drop();
  });

  const app = (i: number) => apps[i % 2]!;
  const send = (i: number, token: string) =>
    app(i).send('POST', '/api/v5/users/phone_verification.json', {}, bearer(token));
  const verify = (i: number, token: string, code: string) =>
    app(i).send('PUT', '/api/v5/users/phone_verification.json', { code }, bearer(token));

  let phones = 0;
  const member = async () => {
    phones += 1;
    const phone = `089${String(1_000_000 + phones * 7919).slice(-7)}`;
    return { ...(await signUpMember(apps[0]!, { phone })), phone };
  };

  const codesTo = async (phone: string) => {
    const { rows } = await database.pool.query<{ body: string }>(
      `select body from mail_outbox where channel = 'sms' and to_address = $1 order by id`,
      [`+66${phone.slice(1)}`],
    );
    return rows.map((r) => r.body.match(/\b(\d{6})\b/)?.[1] ?? '');
  };

  it('10 sends at once across two processes text one code; the others wait (429)', async () => {
    const m = await member();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => send(i, m.accessToken)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(9).fill(429)]);
    expect(await codesTo(m.phone)).toHaveLength(1);
    const { rows } = await database.pool.query<{ n: string }>(
      'select count(*) as n from phone_codes where user_id = $1',
      [m.id],
    );
    expect(rows[0]!.n).toBe('1');
  });

  it('12 wrong tries at once count to 5 and no further; the right code is then refused', async () => {
    const m = await member();
    expect((await send(0, m.accessToken)).status).toBe(200);
    const [code] = await codesTo(m.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => verify(i, m.accessToken, wrong)));
    const messages = answers.map((a) => (a.body as { message: string }).message);
    // Each of the 4 "tries left" counts is said exactly once, whatever order the locks were taken in.
    for (const left of [4, 3, 2, 1]) {
      expect(messages.filter((msg) => msg === `The code is not correct, ${left} tries left`)).toHaveLength(1);
    }
    expect(messages.filter((msg) => msg.startsWith('The code has expired'))).toHaveLength(8);
    const { rows } = await database.pool.query<{ tries: number }>(
      'select tries from phone_codes where user_id = $1',
      [m.id],
    );
    expect(rows).toEqual([{ tries: PHONE_CODE_MAX_TRIES }]);
    expect((await verify(0, m.accessToken, code!)).status).toBe(422);
  });

  it('the right code sent 6 times at once verifies once; the others find it used', async () => {
    const m = await member();
    await send(0, m.accessToken);
    const [code] = await codesTo(m.phone);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => verify(i, m.accessToken, code!)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422, 422, 422, 422, 422]);
    const { rows } = await database.pool.query<{ used: number; verified: boolean }>(
      `select (select count(*)::int from phone_codes where user_id = $1 and used_at is not null) as used,
              (select phone_verified from users where id = $1) as verified`,
      [m.id],
    );
    expect(rows).toEqual([{ used: 1, verified: true }]);
  });
});
