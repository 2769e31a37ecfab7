import type { z } from 'zod';

/**
 * One call of the API as both sides see it: method, path, who may call it, whether it takes an
 * Idempotency-Key, how large its body may be, and its schemas. The client builds requests from it
 * (src/api/call.ts), the server mounts it (server/http/mount.ts); neither writes a path by hand.
 *
 * Schemas are loaded with `import()`: the client's first bundle carries endpoint definitions (a few
 * strings each) and no zod; a screen that validates an answer loads its schema module when it calls.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * - public: anyone; a token is ignored (a stale token never turns a public page into a 401).
 * - guest-or-member: anyone; a token, when sent, must be valid (401 otherwise) and makes a member call.
 * - member: a valid token is required (401).
 */
export type Access = 'public' | 'guest-or-member' | 'member';

export interface EndpointSchemas {
  /** Path parameters, as strings from the URL (coerce them). Without it they stay strings. */
  params?: z.ZodType;
  /** The decoded query (src/contract/wire-query.ts), camelCase. */
  query?: z.ZodType;
  /** The JSON body, camelCase. */
  body?: z.ZodType;
  /** The answer without `success` and `message`: `{ data, links?, meta?, … }`, camelCase. */
  response: z.ZodType;
}

/** Names of `{param}` placeholders of a path template. */
export type PathParamName<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamName<Rest>
  : never;

export type PathParams<P extends string> = { [K in PathParamName<P>]: string | number };

export interface JsonEndpoint<S extends EndpointSchemas = EndpointSchemas, P extends string = string> {
  readonly kind: 'json';
  /** Unique: the idempotency scope, the log's route name, the fuzz test's label. */
  readonly name: string;
  readonly method: HttpMethod;
  /** Relative to API_PREFIX; `{name}` marks a parameter, which may share its segment with a suffix (`{slug}.json`). */
  readonly path: P;
  readonly access: Access;
  /** Takes an `Idempotency-Key`: the same key and body answer the first answer again. */
  readonly idempotent: boolean;
  /** Largest body accepted (bytes); larger is 413 before anything is read. */
  readonly maxBodyBytes: number;
  readonly schemas: () => Promise<S>;
}

/**
 * Calls whose answer is not the JSON envelope: a redirect, an HTML page, an image, a gateway's webhook.
 * They are listed so no path is written twice, and mounted with their own handler.
 */
export interface RawEndpoint<P extends string = string> {
  readonly kind: 'raw';
  readonly name: string;
  readonly method: HttpMethod;
  /** Absolute path (raw endpoints are not all under API_PREFIX). */
  readonly path: P;
  readonly access: Access;
  readonly maxBodyBytes: number;
}

export type AnyEndpoint = JsonEndpoint<EndpointSchemas, string> | RawEndpoint;

/** A reservation body is a few KB; 16 KB leaves room and still refuses an abusive body early. */
export const DEFAULT_MAX_BODY_BYTES = 16 * 1024;
/** GETs carry no body. */
export const NO_BODY_BYTES = 0;

/**
 * The access rule stays a literal type, so a `member` endpoint's handler gets a user that is never null.
 * Marked free of side effects so a bundle keeps only the endpoints it calls: a client chunk that imports
 * one endpoint of a file does not carry the whole file's definitions.
 */
/*#__NO_SIDE_EFFECTS__*/
export function jsonEndpoint<const P extends string, S extends EndpointSchemas, const A extends Access>(def: {
  name: string;
  method: HttpMethod;
  path: P;
  access: A;
  idempotent?: boolean;
  maxBodyBytes?: number;
  schemas: () => Promise<S>;
}): JsonEndpoint<S, P> & { readonly access: A } {
  return {
    kind: 'json',
    idempotent: false,
    maxBodyBytes: def.method === 'GET' ? NO_BODY_BYTES : DEFAULT_MAX_BODY_BYTES,
    ...def,
  };
}

/**
 * Public reads of one group: GET, no token, no body, their schemas picked from one lazy loader (so a
 * group's zod modules load together, and only when one of its calls is first made or mounted).
 */
/*#__NO_SIDE_EFFECTS__*/
export function publicReads<L>(group: string, load: () => Promise<L>) {
  return <const P extends string, S extends EndpointSchemas>(
    name: string,
    path: P,
    pick: (s: L) => S | Promise<S>,
  ) =>
    jsonEndpoint({
      name: `${group}.${name}`,
      method: 'GET',
      path,
      access: 'public',
      schemas: async () => pick(await load()),
    });
}

/*#__NO_SIDE_EFFECTS__*/
export function rawEndpoint<const P extends string>(def: {
  name: string;
  method: HttpMethod;
  path: P;
  access?: Access;
  maxBodyBytes?: number;
}): RawEndpoint<P> {
  return {
    kind: 'raw',
    access: 'public',
    maxBodyBytes: def.method === 'GET' ? NO_BODY_BYTES : DEFAULT_MAX_BODY_BYTES,
    ...def,
  };
}

/** `/restaurants/{id}/similar.json` + { id: 7 } → `/restaurants/7/similar.json` (each value URI-encoded). */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

type Output<S, K extends keyof EndpointSchemas> = S extends { [key in K]: infer T }
  ? T extends z.ZodType
    ? z.output<T>
    : never
  : never;
type Input<S, K extends keyof EndpointSchemas> = S extends { [key in K]: infer T }
  ? T extends z.ZodType
    ? z.input<T>
    : never
  : never;

/** What a caller passes: path params, query and body, each only when the endpoint has one. */
export type EndpointInput<E> =
  E extends JsonEndpoint<infer S, infer P>
    ? ([PathParamName<P>] extends [never] ? { params?: undefined } : { params: PathParams<P> }) &
        ([Input<S, 'query'>] extends [never] ? { query?: undefined } : { query: Input<S, 'query'> }) &
        ([Input<S, 'body'>] extends [never] ? { body?: undefined } : { body: Input<S, 'body'> })
    : never;

/** The answer as the client reads it (camelCase; success and message beside it). */
export type EndpointAnswer<E> = E extends JsonEndpoint<infer S, string> ? Output<S, 'response'> : never;

/** The server's view of the parsed request. */
export type EndpointRequest<E> =
  E extends JsonEndpoint<infer S, infer P>
    ? {
        params: [Output<S, 'params'>] extends [never] ? Record<PathParamName<P>, string> : Output<S, 'params'>;
        query: [Output<S, 'query'>] extends [never] ? Record<string, never> : Output<S, 'query'>;
        body: [Output<S, 'body'>] extends [never] ? undefined : Output<S, 'body'>;
      }
    : never;
