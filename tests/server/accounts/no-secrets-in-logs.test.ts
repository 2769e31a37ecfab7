import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_PREFIX } from '@/contract/envelope';
import type { OpenedDatabase } from '@server/db/client';
import { createPlatformApp } from '@server/http/platform';
import { createLogger } from '@server/logger';
import { createMailboxRoutes } from '@server/mail/mailbox-routes';
import { createAccountRoutes } from '@server/modules/accounts/routes';
import { createEmptyTestDb, testContext } from '../support/test-db';

let opened: OpenedDatabase;
beforeAll(async () => {
  opened = await createEmptyTestDb();
});
afterAll(() => opened.close());

it('no password, access token or reset secret reaches a log line, wherever the client put it', async () => {
  const lines: string[] = [];
  const base = testContext(opened.db);
  // The real logger at debug level, writing into `lines`.
  const ctx = { ...base, log: createLogger('debug', (line) => lines.push(line)), config: { ...base.config, localMailbox: true } };
  const app = createPlatformApp(ctx, {}, (root) => {
    root.route(API_PREFIX, createAccountRoutes(ctx));
    root.route('/', createMailboxRoutes(ctx));
  });
  const json = async (method: string, path: string, body?: unknown) => {
    const res = await app.request(path, {
      method,
      headers: { 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await res.json()) as { data: { access_token?: string; body?: string }[] & { access_token?: string } };
  };
  const password = 'secret-passphrase-123';
  const signedUp = await json('POST', `${API_PREFIX}/users.json`, { name: 'Log', email: 'log@example.com', password });
  const token = signedUp.data.access_token!;
  await json('GET', `${API_PREFIX}/users.json?access_token=${token}`);
  await json('PUT', `${API_PREFIX}/users.json?accessToken=${token}`, { name: 'Renamed' });
  await json('POST', `${API_PREFIX}/passwords/reset.json`, { email: 'log@example.com' });
  const mails = await json('GET', '/dev/mailbox.json');
  const resetSecret = /token=([A-Za-z0-9_-]+)/.exec(mails.data[0]!.body!)![1]!;
  await json('PUT', `${API_PREFIX}/passwords/reset.json?token=${resetSecret}`, { token: resetSecret, password: 'new-secret-passphrase' });
  // Limits cut to a fifth, so the last sign-ins are refused and logged as rate limited.
  ctx.config.rateLimitScale = 0.2;
  for (let i = 0; i < 3; i++) await json('POST', `${API_PREFIX}/oauth/token.json`, { grant_type: 'password', username: 'log@example.com', password });

  const log = lines.join('\n');
  expect(lines.length).toBeGreaterThan(5);
  expect(log).toContain('rate limited');
  for (const secret of [password, token, resetSecret, 'new-secret-passphrase']) expect(log).not.toContain(secret);
});
