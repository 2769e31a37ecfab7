import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '@server/db/client';
import { mailOutbox } from '@server/db/schema/mail';
import { enqueueMail, type OutgoingMail } from '@server/mail/outbox';
import { nodemailerTransport, sendPendingOutbox } from '@server/mail/outbox-sender';
import { createTestDb } from '../support/test-db';

let opened: OpenedDatabase;
const log = { info: () => undefined, warn: () => undefined, error: () => undefined };

beforeAll(async () => {
  opened = await createTestDb();
});
afterAll(() => opened.close());

const mail = (over: Partial<OutgoingMail> = {}): OutgoingMail => ({
  kind: 'password_reset',
  to: 'ann@example.com',
  language: 'th',
  subject: 'ตั้งรหัสผ่านใหม่',
  body: 'link',
  ...over,
});

describe('the outbox sender', () => {
  it('hands e-mail to nodemailer and texts to the SMS transport, once each, oldest first', async () => {
    await enqueueMail(opened.db, mail());
    await enqueueMail(opened.db, mail({ kind: 'phone_code', channel: 'sms', to: '+66812345678', body: 'code 123456' }));
    // nodemailer's own JSON transport builds the real message without a network.
    const built: string[] = [];
    const smtp = nodemailerTransport({ jsonTransport: true }, 'Hungry Table <no-reply@example.com>');
    const email = {
      send: (m: OutgoingMail) => {
        built.push(m.to);
        return smtp.send(m);
      },
    };
    const texts: { to: string; body: string }[] = [];
    const sms = {
      send: (s: { to: string; body: string }) => {
        texts.push(s);
        return Promise.resolve();
      },
    };

    expect(await sendPendingOutbox(opened.db, { email, sms }, log)).toBe(2);
    expect(built).toEqual(['ann@example.com']);
    expect(texts).toEqual([{ to: '+66812345678', body: 'code 123456' }]);
    expect(await opened.db.select().from(mailOutbox).where(isNull(mailOutbox.sentAt))).toEqual([]);
    expect(await sendPendingOutbox(opened.db, { email, sms }, log)).toBe(0);
  });

  it('leaves a row unsent when its transport fails, and channels without a transport alone', async () => {
    await enqueueMail(opened.db, mail({ to: 'bob@example.com' }));
    await enqueueMail(opened.db, mail({ channel: 'sms', to: '+66899999999' }));
    const failing = { send: () => Promise.reject(new Error('smtp down')) };
    expect(await sendPendingOutbox(opened.db, { email: failing }, log)).toBe(0);
    const unsent = await opened.db.select().from(mailOutbox).where(isNull(mailOutbox.sentAt));
    expect(unsent.map((row) => row.toAddress).sort()).toEqual(['+66899999999', 'bob@example.com']);
    expect(await sendPendingOutbox(opened.db, {}, log)).toBe(0);
  });
});
