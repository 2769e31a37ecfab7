import { z } from 'zod';
import { rawEndpoint, type RawEndpoint } from '@/contract/endpoint';

/**
 * The sandbox gateway's calls (PAYMENT_GATEWAY=sandbox), mounted at SANDBOX_PREFIX with mountRaw, so they
 * get what every endpoint of ours gets before a handler runs: the body cap (413 with a message), NUL
 * refused in the path and query. Not in src/contract: our PWA never calls them, the gateway's own pages
 * and scripts do. The fuzz test of the HTTP surface (tests/server/fuzz/contract-fuzz.test.ts) reads this list.
 */
export const SANDBOX_PREFIX = '/sandbox-gateway';

/** A card's fields are a few dozen bytes; 4 KB is room for any honest form. */
const CARD_BYTES = 4 * 1024;
/** A payer's decision is one word. */
const DECISION_BYTES = 1024;

export const sandboxEndpoints = {
  cardFormScript: rawEndpoint({
    name: 'sandbox.cardFormScript',
    method: 'GET',
    path: `${SANDBOX_PREFIX}/assets/card-form.js`,
  }),
  stylesheet: rawEndpoint({
    name: 'sandbox.stylesheet',
    method: 'GET',
    path: `${SANDBOX_PREFIX}/assets/sandbox.css`,
  }),
  index: rawEndpoint({ name: 'sandbox.index', method: 'GET', path: SANDBOX_PREFIX }),
  cardForm: rawEndpoint({ name: 'sandbox.cardForm', method: 'GET', path: `${SANDBOX_PREFIX}/card-form` }),
  tokens: rawEndpoint({
    name: 'sandbox.tokens',
    method: 'POST',
    path: `${SANDBOX_PREFIX}/tokens`,
    maxBodyBytes: CARD_BYTES,
  }),
  authorizePage: rawEndpoint({
    name: 'sandbox.authorizePage',
    method: 'GET',
    path: `${SANDBOX_PREFIX}/charges/{id}/authorize`,
  }),
  walletPage: rawEndpoint({
    name: 'sandbox.walletPage',
    method: 'GET',
    path: `${SANDBOX_PREFIX}/wallets/{id}`,
  }),
  promptpayPage: rawEndpoint({
    name: 'sandbox.promptpayPage',
    method: 'GET',
    path: `${SANDBOX_PREFIX}/promptpay/{id}`,
  }),
  authorize: rawEndpoint({
    name: 'sandbox.authorize',
    method: 'POST',
    path: `${SANDBOX_PREFIX}/charges/{id}/authorize`,
    maxBodyBytes: DECISION_BYTES,
  }),
  pay: rawEndpoint({
    name: 'sandbox.pay',
    method: 'POST',
    path: `${SANDBOX_PREFIX}/charges/{id}/pay`,
    maxBodyBytes: DECISION_BYTES,
  }),
} satisfies Record<string, RawEndpoint>;

/** What the card form's script posts (Omise's token request, snake_case). */
export const tokenRequestSchema = z.object({
  name: z.string().trim().min(1).max(100),
  number: z.string().trim().min(1).max(30),
  // Bounded so they fit the token's integer columns; whether the card has expired is the gateway's call.
  expiration_month: z.coerce.number().int().min(1).max(12),
  expiration_year: z.coerce.number().int().min(1).max(9999),
  security_code: z.string().trim().min(1).max(4),
});

/** The 3-D Secure / wallet page's buttons, as a form or as JSON (tests). */
export const authorizeRequestSchema = z.object({ decision: z.enum(['authorize', 'fail']) });

/** Body schemas by endpoint name, for the fuzz test to shape its bodies after. */
export const sandboxBodySchemas: Readonly<Record<string, z.ZodType>> = {
  [sandboxEndpoints.tokens.name]: tokenRequestSchema,
  [sandboxEndpoints.authorize.name]: authorizeRequestSchema,
};
