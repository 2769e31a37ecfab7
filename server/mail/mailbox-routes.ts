import { Hono } from 'hono';
import { html } from 'hono/html';
import { mailboxJson, mailboxPage } from '@/contract/endpoints/accounts';
import type { AppEnv, ServerContext } from '../context';
import { mountRaw } from '../http/mount';
import { listMail } from './outbox';

/**
 * The local mailbox: what the server would have mailed, as a page for a person and as JSON for tests
 * and journeys. Mounted only when ServerConfig.localMailbox is on (never in production: the mail holds
 * live reset links).
 */
export function createMailboxRoutes(ctx: ServerContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const toOf = (value: string | undefined) => (value && value.length <= 254 ? value : null);

  mountRaw(app, mailboxJson, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: await listMail(ctx.db, toOf(c.req.query('to'))) });
  });

  mountRaw(app, mailboxPage, async (c) => {
    const mails = await listMail(ctx.db, toOf(c.req.query('to')));
    c.header('Cache-Control', 'no-store');
    return c.html(html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <title>Local mailbox</title>
        </head>
        <body>
          <h1>Local mailbox</h1>
          <p>Mail and text messages (phone codes) the server would have sent (newest first). Nothing here left this machine.</p>
          ${mails.length === 0 ? html`<p>No mail yet.</p>` : ''}
          ${mails.map(
            (mail) => html`<article>
              <h2>${mail.subject}</h2>
              <p>${mail.channel === 'sms' ? 'Text message to' : 'To'} ${mail.to}, ${mail.createdAt}</p>
              <pre>${mail.body}</pre>
            </article>`,
          )}
        </body>
      </html>`);
  });
  return app;
}
