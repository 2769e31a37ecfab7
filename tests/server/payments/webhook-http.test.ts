import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OpenedDatabase } from '@server/db/client';
import { createTestDb } from '../support/test-db';
import {
  paymentsHarness,
  startPaymentCall,
  statusOf,
  tokenize,
  waitingReservation,
  type PaymentsHarness,
} from './payments-support';

let opened: OpenedDatabase;
let h: PaymentsHarness;
let server: Server;

beforeAll(async () => {
  opened = await createTestDb();
  h = paymentsHarness(opened.db, { realFetch: true });
  server = createAdaptorServer({ fetch: h.app.fetch }) as Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  h.ctx.config.publicUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await opened.close();
});

it('the sandbox delivers its signed webhook over real HTTP to /api/v5/payments/webhooks', async () => {
  const r = await waitingReservation(opened.db);
  const token = await tokenize(h.app, '4000000000003063');
  const res = await startPaymentCall(h.app, r.encryptedId, { method: 'card', token });
  const authorizeUri = res.body.data.authorize_uri as string;
  expect(authorizeUri.startsWith(h.ctx.config.publicUrl)).toBe(true);
  // The browser's click on "Authorize", over the socket; redirect not followed.
  const back = await fetch(authorizeUri, {
    method: 'POST',
    body: new URLSearchParams({ decision: 'authorize' }),
    redirect: 'manual',
  });
  expect(back.status).toBe(303);
  expect(await statusOf(opened.db, r.id)).toBe('pending_arrival');
  const done = await fetch(back.headers.get('Location')!, { redirect: 'manual' });
  expect(done.headers.get('Location')).toContain(`/payment-success/${r.encryptedId}`);
});
