import { and, asc, inArray, isNull, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Language } from '@/contract/envelope';
import type { Logger } from '../context';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema/mail';
import type { MailTransport, OutgoingMail, SmsTransport } from './outbox';

export interface OutboxTransports {
  email?: MailTransport;
  sms?: SmsTransport;
}

/**
 * E-mail through nodemailer: an SMTP URL (smtp(s)://user:pass@host:port, SMTP_URL) or any nodemailer
 * transport options (tests use its `jsonTransport`, which builds the message without a network).
 */
export function nodemailerTransport(
  options: string | Parameters<typeof nodemailer.createTransport>[0],
  from: string,
): MailTransport & { close: () => void } {
  const transport = nodemailer.createTransport(options);
  return {
    async send(mail: OutgoingMail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.body });
    },
    close: () => transport.close(),
  };
}

/**
 * Hands unsent outbox rows of the channels that have a transport to it, oldest first, and stamps
 * sent_at (tests/server/mail/outbox-sender.test.ts). Rows are claimed by stamping them first in one
 * statement that skips rows another process holds, so several API processes never send one row twice;
 * a row whose transport fails is un-stamped and tried on the next round. Returns how many were sent.
 */
export async function sendPendingOutbox(db: Database, transports: OutboxTransports, log: Logger, limit = 20): Promise<number> {
  const channels = (['email', 'sms'] as const).filter((channel) => transports[channel]);
  if (channels.length === 0) return 0;
  const pick = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), inArray(mailOutbox.channel, channels)))
    .orderBy(asc(mailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({ sentAt: sql`now()` })
    .where(inArray(mailOutbox.id, pick))
    .returning();
  let sent = 0;
  for (const row of claimed.sort((a, b) => a.id - b.id)) {
    try {
      if (row.channel === 'sms') await transports.sms?.send({ to: row.toAddress, body: row.body });
      else
        await transports.email?.send({
          kind: row.kind,
          to: row.toAddress,
          language: row.language as Language,
          subject: row.subject,
          body: row.body,
        });
      sent += 1;
    } catch (err) {
      // Never the body (it holds a live link or code): which row failed and why.
      log.warn('outbox send failed', { id: row.id, channel: row.channel, error: String(err) });
      await db.update(mailOutbox).set({ sentAt: null }).where(inArray(mailOutbox.id, [row.id]));
    }
  }
  return sent;
}

/** Sends the outbox every `intervalMs` until the returned stop is called (production with SMTP_URL). */
export function startOutboxSender(
  db: Database,
  transports: OutboxTransports,
  log: Logger,
  intervalMs = 5000,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = sendPendingOutbox(db, transports, log).catch((err: unknown) =>
      log.error('outbox sender failed', { error: String(err) }),
    );
  }, intervalMs);
  return async () => {
    clearInterval(timer);
    await running;
  };
}
