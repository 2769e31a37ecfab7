import { desc, eq } from 'drizzle-orm';
import type { Language } from '@/contract/envelope';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema/mail';

export interface OutgoingMail {
  kind: string;
  /** 'email' (default) or 'sms': then `to` is the international number (+66812345678). */
  channel?: 'email' | 'sms';
  to: string;
  language: Language;
  subject: string;
  body: string;
}

/**
 * Queues a mail. Call it with the transaction of the change that causes the mail, so the mail exists
 * exactly when the change committed (no link to a token that was rolled back, no change without its mail).
 *
 * Nothing here sends. The local run and the tests read the queue as a mailbox (GET /dev/mailbox). With a
 * transport configured, server/mail/outbox-sender.ts hands unsent rows (oldest first) to it and stamps
 * sent_at: SMTP through nodemailer for e-mail (SMTP_URL), an `SmsTransport` for text messages.
 */
export async function enqueueMail(db: Database, mail: OutgoingMail): Promise<void> {
  await db.insert(mailOutbox).values({
    kind: mail.kind,
    channel: mail.channel ?? 'email',
    toAddress: mail.to.toLowerCase(),
    language: mail.language,
    subject: mail.subject,
    body: mail.body,
  });
}

/** What a provider adapter implements; the sender marks a row sent once `send` resolves. */
export interface MailTransport {
  send: (mail: OutgoingMail) => Promise<void>;
}

/** A text-message provider's adapter (none is configured yet: codes wait in the outbox). */
export interface SmsTransport {
  send: (sms: { to: string; body: string }) => Promise<void>;
}

export interface StoredMail {
  id: number;
  kind: string;
  channel: string;
  to: string;
  subject: string;
  body: string;
  createdAt: string;
}

/** The newest mails, optionally to one address (the local mailbox). */
export async function listMail(db: Database, to: string | null, limit = 50): Promise<StoredMail[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(to ? eq(mailOutbox.toAddress, to.toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    channel: row.channel,
    to: row.toAddress,
    subject: row.subject,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  }));
}
