import fc from 'fast-check';
import type { z } from 'zod';
import type { AnyEndpoint, HttpMethod } from '@/contract/endpoint';
import { API_PREFIX } from '@/contract/envelope';
import { toSnakeKeys } from '@/contract/wire-case';
import { encodeQuery } from '@/contract/wire-query';
import { sandboxBodySchemas, sandboxEndpoints } from '@server/modules/payments/sandbox-endpoints';
import {
  hostileHeaders,
  hostileQueryPart,
  hostileRawBody,
  hostileSegment,
  hostileValue,
  idempotencyKeyValue,
  RawJson,
  type REUSE_KEY,
} from './hostile-values';
import { asText } from './fuzz-app';
import { applyMutation, mutation, validish, type Hints } from './schema-arbitrary';

/** One endpoint as the fuzz test sees it: where it lives and, when the contract has them, its schemas. */
export interface FuzzTarget {
  name: string;
  /** json: answers the envelope `{ success, message, … }`; raw: a page, a redirect, a gateway's answer. */
  kind: 'json' | 'raw';
  method: HttpMethod;
  /** The whole path template, API_PREFIX included for JSON endpoints. */
  path: string;
  idempotent: boolean;
  schemas: { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType };
}

// Every module of src/contract/endpoints, whatever is added there later: new endpoints are fuzzed as
// soon as they are declared.
const contractModules = import.meta.glob<Record<string, unknown>>('/src/contract/endpoints/*.ts', {
  eager: true,
});

function isEndpoint(value: unknown): value is AnyEndpoint {
  return (
    typeof value === 'object' &&
    value !== null &&
    'kind' in value &&
    (value.kind === 'json' || value.kind === 'raw') &&
    'path' in value &&
    'method' in value
  );
}

/** The contract's endpoints and the sandbox gateway's, each once, sorted by name (a stable order for the seed). */
export async function fuzzTargets(): Promise<FuzzTarget[]> {
  const endpoints = new Map<string, AnyEndpoint>();
  for (const module of Object.values(contractModules)) {
    for (const value of Object.values(module)) if (isEndpoint(value)) endpoints.set(value.name, value);
  }
  for (const e of Object.values(sandboxEndpoints)) endpoints.set(e.name, e);
  const targets: FuzzTarget[] = [];
  for (const e of endpoints.values()) {
    if (e.kind === 'json') {
      const s = await e.schemas();
      targets.push({
        name: e.name,
        kind: 'json',
        method: e.method,
        path: `${API_PREFIX}${e.path}`,
        idempotent: e.idempotent,
        schemas: { params: s.params, query: s.query, body: s.body },
      });
    } else {
      const body = sandboxBodySchemas[e.name];
      targets.push({
        name: e.name,
        kind: 'raw',
        method: e.method,
        path: e.path,
        idempotent: false,
        schemas: body ? { body } : {},
      });
    }
  }
  return targets.sort((a, b) => a.name.localeCompare(b.name));
}

export interface FuzzRequest {
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  /** REUSE_KEY: the test puts the key of this endpoint's previous request here. */
  idempotencyKey?: string | typeof REUSE_KEY;
}

export interface FuzzInputs {
  hints: Hints;
  /** Values of path parameters that name real rows, by parameter name. */
  knownParams: Record<string, string[]>;
  memberToken: string;
  /**
   * Valid bodies (wire form) by endpoint name, mutated in one place like the schema's values: from a
   * body the server accepts, one broken field reaches the checks behind validation (seats, prices).
   */
  corpus?: Record<string, unknown[]>;
  /** Headers that authenticate a body (a gateway's webhook signature), by endpoint name; used on half the requests. */
  signers?: Record<string, (body: string) => Record<string, string>>;
}

/** A request to `target`: path params, query, body and headers each nearly valid or broken. */
export function fuzzRequest(target: FuzzTarget, inputs: FuzzInputs): fc.Arbitrary<FuzzRequest> {
  const names = [...target.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const params = fc.record(Object.fromEntries(names.map((name) => [name, segmentOf(name, target, inputs)])));
  const query = queryOf(target, inputs.hints);
  const body =
    target.method === 'GET'
      ? fc.constant(undefined)
      : bodyOf(target, inputs.hints, inputs.corpus?.[target.name]);
  const signer = inputs.signers?.[target.name];
  const signed = signer ? fc.boolean() : fc.constant(false);
  const auth = fc.oneof(
    { weight: 3, arbitrary: fc.constant<Record<string, string>>({}) },
    { weight: 1, arbitrary: fc.constant({ Authorization: `Bearer ${inputs.memberToken}` }) },
  );
  return fc
    .record({ params, query, body, headers: hostileHeaders, auth, key: idempotencyKeyValue, signed })
    .map(({ params, query, body, headers, auth, key, signed }) => {
      const path = target.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
      const signature = signer && signed && typeof body === 'string' ? signer(body) : {};
      const sent: Record<string, string> = {
        'Content-Type': 'application/json',
        ...headers,
        ...auth,
        ...signature,
      };
      if (body === undefined) delete sent['Content-Type'];
      return {
        method: target.method,
        url: query ? `${path}?${query}` : path,
        headers: sent,
        ...(body === undefined ? {} : { body }),
        ...(key === undefined ? {} : { idempotencyKey: key }),
      };
    });
}

function segmentOf(name: string, target: FuzzTarget, inputs: FuzzInputs): fc.Arbitrary<string> {
  const known = inputs.knownParams[name] ?? [];
  const schema = target.schemas.params;
  const shaped = schema
    ? validish(schema, inputs.hints).map((v) =>
        encodeURIComponent(asText((v as Record<string, unknown>)[name] ?? '')),
      )
    : fc.string({ minLength: 1, maxLength: 10 }).map(encodeURIComponent);
  return fc.oneof(
    ...(known.length > 0
      ? [{ weight: 3, arbitrary: fc.constantFrom(...known.map(encodeURIComponent)) }]
      : []),
    { weight: 3, arbitrary: hostileSegment },
    { weight: 1, arbitrary: shaped },
  );
}

function queryOf(target: FuzzTarget, hints: Hints): fc.Arbitrary<string> {
  const shaped = target.schemas.query
    ? fc
        .tuple(validish(target.schemas.query, hints), mutation)
        .map(([value, m]) => queryString(applyMutation(toSnakeKeys(value), m)))
    : fc.constant('');
  const extra = fc.array(hostileQueryPart, { maxLength: 2 });
  return fc
    .tuple(shaped, fc.oneof({ weight: 3, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: extra }))
    .map(([q, parts]) => [q, ...parts].filter((p) => p !== '').join('&'));
}

/** encodeQuery for plain records; anything else (a replaced root) becomes one odd parameter. */
function queryString(value: unknown): string {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const record: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) record[k] = v instanceof RawJson ? v.text : v;
    return encodeQuery(record);
  }
  return encodeQuery({ q: value instanceof RawJson ? value.text : value });
}

function bodyOf(
  target: FuzzTarget,
  hints: Hints,
  corpus: unknown[] = [],
): fc.Arbitrary<string | Uint8Array | undefined> {
  const shaped = target.schemas.body
    ? fc
        .tuple(validish(target.schemas.body, hints), mutation)
        .map(([value, m]) => toJson(applyMutation(toSnakeKeys(value), m)))
    : fc.tuple(fc.jsonValue({ maxDepth: 3 }), mutation).map(([value, m]) => toJson(applyMutation(value, m)));
  const examples = corpus.map((example) => ({
    weight: 6 / corpus.length,
    arbitrary: mutation.map((m) => toJson(applyMutation(example, m))),
  }));
  return fc.oneof(
    ...examples,
    { weight: corpus.length > 0 ? 3 : 6, arbitrary: shaped },
    { weight: 2, arbitrary: hostileRawBody },
    { weight: 1, arbitrary: hostileValue.map(toJson) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** JSON text of `value`, with RawJson pieces spliced in as written. */
export function toJson(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_, v: unknown) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return `\u0001raw${raws.length - 1}\u0001`;
    }
    return v;
  }) as string | undefined;
  return (text ?? 'null').replace(/"\\u0001raw(\d+)\\u0001"/g, (_, i: string) => raws[Number(i)] ?? 'null');
}
