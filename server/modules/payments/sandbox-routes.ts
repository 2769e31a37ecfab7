import { desc } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import QRCode from 'qrcode';
import type { AppEnv } from '../../context';
import { sandboxCharges } from '../../db/schema/payments';
import { mountRaw } from '../../http/mount';
import { containsNul } from '../../http/nul';
import { GatewayError, type GatewayCharge } from './gateway';
import type { PaymentsModule } from './payments-module';
import { CARD_FORM_JS, SANDBOX_CSS } from './sandbox-assets';
import {
  authorizeRequestSchema,
  SANDBOX_PREFIX,
  sandboxEndpoints as endpoints,
  tokenRequestSchema,
} from './sandbox-endpoints';
import type { SandboxGateway } from './sandbox-gateway';
import {
  authorizePage,
  cardFormPage,
  indexPage,
  messagePage,
  promptpayPage,
  walletPage,
} from './sandbox-pages';

/**
 * The sandbox gateway's HTTP side, mounted at /sandbox-gateway on our server (PAYMENT_GATEWAY=sandbox).
 * It plays the part of another company: the card goes to POST /sandbox-gateway/tokens and nowhere
 * else; our API only ever receives the token. Pages carry their own CSP (frame-ancestors: our own
 * origin, so the PWA may show the card form and the 3-D Secure page in an iframe).
 */
export function createSandboxRoutes(module: PaymentsModule): Hono<AppEnv> {
  const sandbox = module.sandbox!;
  const { ctx } = module.deps;
  const now = () => ctx.now?.() ?? new Date();
  const app = new Hono<AppEnv>();
  // Every route is one of sandboxEndpoints, mounted with its body cap and the NUL check.
  const under = { under: SANDBOX_PREFIX };

  const allowedOrigins = (c: Context): string[] => {
    const own = new URL(c.req.url).origin;
    const pub = ctx.config.publicUrl ? new URL(ctx.config.publicUrl).origin : own;
    return [...new Set([pub, own])];
  };
  const html = (c: Context, body: string, status: 200 | 400 | 404 = 200) => {
    const ancestors = allowedOrigins(c).join(' ');
    c.header(
      'Content-Security-Policy',
      `default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; ` +
        `form-action 'self' ${ancestors}; frame-ancestors 'self' ${ancestors}; base-uri 'none'; object-src 'none'`,
    );
    c.header('X-Frame-Options', 'SAMEORIGIN');
    c.header('Cache-Control', 'no-store');
    return c.html(body, status);
  };
  const wantsJson = (c: Context) => (c.req.header('Accept') ?? '').includes('application/json');

  mountRaw(app, endpoints.cardFormScript, (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(CARD_FORM_JS);
  }, under);
  mountRaw(app, endpoints.stylesheet, (c) => {
    c.header('Content-Type', 'text/css; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(SANDBOX_CSS);
  }, under);

  mountRaw(app, endpoints.index, async (c) => {
    const rows = await ctx.db.select().from(sandboxCharges).orderBy(desc(sandboxCharges.createdAt)).limit(30);
    const charges = await Promise.all(rows.map((r) => sandbox.retrieveCharge(r.id)));
    return html(
      c,
      indexPage(
        charges
          .filter((ch): ch is GatewayCharge => ch !== null)
          .map((ch) => ({
            id: ch.id,
            kind: ch.source?.type ?? 'card',
            amount: ch.amount,
            currency: ch.currency,
            status: ch.status,
            href: pageOf(ch),
          })),
      ),
    );
  }, under);

  mountRaw(app, endpoints.cardForm, (c) => {
    const asked = c.req.query('origin');
    const allowed = allowedOrigins(c);
    return html(c, cardFormPage(asked && allowed.includes(asked) ? asked : allowed[0]!));
  }, under);

  mountRaw(app, endpoints.tokens, async (c) => {
    let raw: unknown;
    try {
      raw = await c.req.json();
    } catch {
      return c.json({ object: 'error', code: 'bad_request', message: 'body must be JSON' }, 400);
    }
    const parsed = tokenRequestSchema.safeParse(raw);
    // A NUL character cannot be stored in a text column: refused like any other malformed field.
    if (!parsed.success || containsNul([parsed.data]))
      return c.json(
        { object: 'error', code: 'invalid_card', message: 'Please fill in every card field' },
        400,
      );
    const b = parsed.data;
    try {
      const token = await sandbox.createToken({
        name: b.name,
        number: b.number,
        expirationMonth: b.expiration_month,
        expirationYear: b.expiration_year,
        securityCode: b.security_code,
      });
      c.header('Cache-Control', 'no-store');
      return c.json({
        object: 'token',
        id: token.id,
        livemode: false,
        used: false,
        card: {
          object: 'card',
          brand: token.card.brand,
          last_digits: token.card.lastDigits,
          name: token.card.name,
          expiration_month: token.card.expirationMonth,
          expiration_year: token.card.expirationYear,
        },
      });
    } catch (err) {
      if (err instanceof GatewayError)
        return c.json({ object: 'error', code: err.code, message: err.message }, 400);
      throw err;
    }
  }, under);

  const chargeOr404 = async (c: Context): Promise<GatewayCharge | null> =>
    sandbox.retrieveCharge(c.req.param('id') ?? '');

  mountRaw(app, endpoints.authorizePage, async (c) => {
    const charge = await chargeOr404(c);
    if (!charge || !charge.card)
      return html(c, messagePage('Not found', 'There is no such card charge.'), 404);
    return html(c, authorizePage(charge));
  }, under);

  mountRaw(app, endpoints.walletPage, async (c) => {
    const charge = await chargeOr404(c);
    if (!charge || charge.source?.flow !== 'redirect')
      return html(c, messagePage('Not found', 'There is no such wallet payment.'), 404);
    return html(c, walletPage(charge));
  }, under);

  mountRaw(app, endpoints.promptpayPage, async (c) => {
    const charge = await chargeOr404(c);
    if (!charge || charge.source?.type !== 'promptpay')
      return html(c, messagePage('Not found', 'There is no such PromptPay payment.'), 404);
    const payload = charge.source.scannableCode?.payload;
    const svg = payload
      ? await QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
      : null;
    return html(
      c,
      promptpayPage(
        charge,
        svg ? `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` : null,
        now(),
      ),
    );
  }, under);

  // 3-D Secure and wallets: the payer's decision, then back to the merchant's return_uri.
  mountRaw(app, endpoints.authorize, async (c) => {
    const id = c.req.param('id') ?? '';
    const isJson = (c.req.header('Content-Type') ?? '').includes('application/json');
    // Any body may come here (JSON null, an array, a broken form): only the schema's shape counts.
    const body: unknown = isJson
      ? await c.req.json<unknown>().catch(() => null)
      : await c.req.parseBody().catch(() => null);
    const parsed = authorizeRequestSchema.safeParse(body);
    if (!parsed.success) return html(c, messagePage('Bad request', 'Choose Authorize or Fail.'), 400);
    await sandbox.authorize(id, parsed.data.decision);
    return answer(c, sandbox, id);
  }, under);

  mountRaw(app, endpoints.pay, async (c) => {
    const id = c.req.param('id') ?? '';
    const paid = await sandbox.payPromptpay(id);
    if (wantsJson(c)) return answer(c, sandbox, id, paid ? 200 : 409);
    return c.redirect(`/sandbox-gateway/promptpay/${encodeURIComponent(id)}`, 303);
  }, under);

  return app;
}

/**
 * JSON callers (tests) get the charge; browsers go back to the merchant (or to the page when none). A
 * refusal says why, like every 4xx of this server (tests/server/fuzz/contract-fuzz.test.ts).
 */
async function answer(
  c: Context,
  sandbox: SandboxGateway,
  id: string,
  status: 200 | 409 = 200,
): Promise<Response> {
  const charge = await sandbox.retrieveCharge(id);
  if ((c.req.header('Accept') ?? '').includes('application/json')) {
    if (!charge) return c.json({ object: 'error', code: 'not_found', message: 'There is no such charge.' }, 404);
    const refused = status === 409 ? { message: `This charge is ${charge.status} and cannot be paid now.` } : {};
    return c.json({ object: 'charge', id: charge.id, status: charge.status, ...refused }, status);
  }
  if (!charge) return c.redirect('/sandbox-gateway', 303);
  return c.redirect(charge.returnUri ?? pageOf(charge), 303);
}

function pageOf(charge: GatewayCharge): string {
  if (charge.source?.type === 'promptpay') return `/sandbox-gateway/promptpay/${charge.id}`;
  if (charge.source) return `/sandbox-gateway/wallets/${charge.id}`;
  return `/sandbox-gateway/charges/${charge.id}/authorize`;
}
