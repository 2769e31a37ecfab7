import type { Context, Hono, MiddlewareHandler } from 'hono';
import { IDEMPOTENCY_HEADER } from '@/contract/booking-constants';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import {
  type EndpointAnswer,
  type EndpointRequest,
  type EndpointSchemas,
  type JsonEndpoint,
  type RawEndpoint,
} from '@/contract/endpoint';
import type { Language } from '@/contract/envelope';
import { nestsDeeperThan, toCamelKeys, toSnakeKeys, MAX_WIRE_DEPTH } from '@/contract/wire-case';
import { decodeQuery } from '@/contract/wire-query';
import type { AppEnv, ServerContext } from '../context';
import { translate, type MessageKey } from '../messages/messages';
import type { MessageVars } from '../messages/text';
import { AppError } from './app-error';
import { authenticate, type AuthUser } from './auth';
import { answerRefusal, refusalOf } from './errors';
import { containsNul } from './nul';
import { exactlyOnce, hashRequest, IDEMPOTENCY_KEY_PATTERN, REPLAYED_HEADER, type StoredAnswer } from './exactly-once';
import { validate } from './validate';

export interface HandlerInput<E> {
  params: EndpointRequest<E>['params'];
  query: EndpointRequest<E>['query'];
  body: EndpointRequest<E>['body'];
  /** The signed-in member; always set on `member` endpoints, null for guests elsewhere. */
  user: E extends JsonEndpoint<EndpointSchemas, string> & { access: 'member' } ? AuthUser : AuthUser | null;
  lang: Language;
  /** A catalogue message in the caller's language. */
  say: (key: MessageKey, vars?: MessageVars) => string;
  /** For headers and the client's address; the answer itself is returned, not written here. */
  c: Context<AppEnv>;
}

/** What a handler returns: the answer's fields (as the endpoint's response schema), plus its message. */
export type HandlerAnswer<E> = EndpointAnswer<E> & { message?: string | null; status?: ContentfulStatusCode };

/**
 * Registers one endpoint of the contract on a module's app, which the server routes at API_PREFIX
 * (tests/server/http/mount.test.ts). Before the handler runs:
 * the body is capped at the endpoint's `maxBodyBytes` (413), read once as JSON (400 when it is not,
 * 400 when nested deeper than the wire allows), text with a NUL character is refused (400; PostgreSQL
 * cannot store it), the caller is authenticated per the endpoint's access rule (401), and path params,
 * query and body are validated with the endpoint's own schemas (422, in the caller's language). An
 * idempotent endpoint runs behind the Idempotency-Key guard. The handler's answer is wrapped in the
 * envelope `{ success: true, message, … }` and snake-cased; with `checkResponses` it is first checked
 * against the response schema, so a server that drifts from the contract fails its tests. With an
 * Idempotency-Key, an idempotent endpoint's work and its answer commit together (exactly-once.ts).
 */
export function mount<E extends JsonEndpoint<EndpointSchemas, string>>(
  app: Hono<AppEnv>,
  ctx: ServerContext,
  endpoint: E,
  handler: (input: HandlerInput<E>) => Promise<HandlerAnswer<E>>,
  options: {
    /** Runs after authentication and before any work or idempotency claim (rate limits): may throw a refusal. */
    guard?: (caller: { c: Context<AppEnv>; user: AuthUser | null }) => Promise<void>;
  } = {},
): void {
  const schemas = endpoint.schemas();
  // Mounting never fails later for a schema module that cannot load: surface it at start.
  schemas.catch((err: unknown) => ctx.log.error('endpoint schemas failed to load', { endpoint: endpoint.name, error: String(err) }));
  const pattern = honoPattern(endpoint.path);
  const scope = `${endpoint.method} ${endpoint.path}`;

  app.on(endpoint.method, pattern.route, limitBody(endpoint.maxBodyBytes), async (c) => {
    const lang = c.get('lang');
    const refusal = (err: AppError) => refusalOf(lang, err);
    try {
      const loaded = await schemas;
      const rawParams = pattern.params(c);
      const rawQuery = decodeQuery(new URL(c.req.url).searchParams.entries());
      const rawBody = endpoint.method === 'GET' ? undefined : await readJsonBody(c);
      refuseNul([rawParams, rawQuery, rawBody]);
      // Who calls is settled first: a lost session is never stored as the answer of a key.
      const user = await authenticate(ctx, c, endpoint.access, rawBody);
      await options.guard?.({ c, user });
      const produce = async (): Promise<StoredAnswer> => {
        const input = {
          params: loaded.params ? validate(loaded.params, rawParams, lang) : rawParams,
          query: loaded.query ? validate(loaded.query, toCamelKeys(rawQuery), lang) : {},
          body: loaded.body ? validate(loaded.body, toCamelKeys(rawBody ?? {}), lang) : undefined,
          user,
          lang,
          say: (key: MessageKey, vars?: MessageVars) => translate(lang, key, vars),
          c,
        } as HandlerInput<E>;
        const { message = null, status = 200, ...answer } = await handler(input);
        if (ctx.config.checkResponses) checkAnswer(loaded.response, answer, endpoint.name);
        return { status, body: toSnakeKeys<object>({ success: true, message, ...answer }) };
      };

      const key = endpoint.idempotent ? c.req.header(IDEMPOTENCY_HEADER) : undefined;
      if (key === undefined) return send(c, await produce());
      if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new AppError(400, 'idempotencyBadKey');
      const claim = { key, scope, requestHash: hashRequest(c.req.path, rawBody ?? null) };
      const answer = await exactlyOnce(ctx, claim, produce, refusal);
      if (answer.replayed) c.header(REPLAYED_HEADER, 'true');
      return send(c, answer);
    } catch (err) {
      if (err instanceof AppError) return send(c, refusal(err));
      throw err;
    }
  });
}

function send(c: Context<AppEnv>, answer: StoredAnswer): Response {
  for (const [name, value] of Object.entries(answer.headers ?? {})) c.header(name, value);
  return c.json(answer.body, answer.status as ContentfulStatusCode);
}

/**
 * Registers a raw endpoint (redirect, HTML, image, webhook): the same body cap and NUL check, its own
 * answer. Raw paths are absolute; `under` is where the app it is registered on is routed (e.g. API_PREFIX).
 */
export function mountRaw(
  app: Hono<AppEnv>,
  endpoint: RawEndpoint,
  handler: (c: Context<AppEnv>) => Response | Promise<Response>,
  { under = '' }: { under?: string } = {},
): void {
  if (endpoint.path !== under && !endpoint.path.startsWith(`${under}/`)) {
    throw new Error(`${endpoint.name}: ${endpoint.path} is not under ${under}`);
  }
  // The path `under` itself is the routed app's root.
  const pattern = honoPattern(endpoint.path.slice(under.length) || '/');
  app.on(endpoint.method, pattern.route, limitBody(endpoint.maxBodyBytes), async (c) => {
    try {
      refuseNul([pattern.params(c), decodeQuery(new URL(c.req.url).searchParams.entries())]);
      return await handler(c);
    } catch (err) {
      if (err instanceof AppError) return answerRefusal(c, err);
      throw err;
    }
  });
}

function limitBody(maxBytes: number): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) => answerRefusal(c as Context<AppEnv>, new AppError(413, 'bodyTooLarge', { max: maxBytes })),
  });
}

async function readJsonBody(c: Context<AppEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError(400, 'badJson');
  }
  if (nestsDeeperThan(value, MAX_WIRE_DEPTH)) throw new AppError(400, 'tooDeep');
  return value;
}

/** PostgreSQL text cannot hold U+0000 (server/http/nul.ts). */
function refuseNul(values: unknown[]): void {
  if (containsNul(values)) throw new AppError(400, 'nulCharacter');
}

function checkAnswer(schema: z.ZodType, answer: unknown, name: string): void {
  const result = schema.safeParse(answer);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`${name}: answer breaks its contract at ${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}`);
  }
}

/**
 * A contract path as a Hono route: `{id}` is a whole-segment parameter, `{slug}.json` a parameter with a
 * literal suffix inside its segment (matched with a pattern, the suffix cut off again when read).
 */
export function honoPattern(path: string): { route: string; params: (c: Context<AppEnv>) => Record<string, string> } {
  const suffixes: Record<string, string> = {};
  const route = path
    .split('/')
    .map((segment) => {
      const match = /^\{(\w+)\}(.*)$/.exec(segment);
      if (!match?.[1]) {
        if (segment.includes('{')) throw new Error(`Unsupported path segment "${segment}" in ${path}`);
        return segment;
      }
      const [, name, suffix = ''] = match;
      if (suffix === '') return `:${name}`;
      suffixes[name] = suffix;
      return `:${name}{[^/]+${suffix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}}`;
    })
    .join('/');
  return {
    route,
    params: (c) => {
      const out: Record<string, string> = {};
      for (const [name, value] of Object.entries(c.req.param() as Record<string, string>)) {
        const suffix = suffixes[name];
        out[name] = suffix && value.endsWith(suffix) ? value.slice(0, -suffix.length) : value;
      }
      return out;
    },
  };
}
