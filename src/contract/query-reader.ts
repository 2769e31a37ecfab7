import { z } from 'zod';
import { INT4_MAX } from './fields';
import { refusal } from './refusal';

/**
 * Hand-shaped queries of the catalogue (search, lists, paging), read by rules older than the schemas
 * beside them and kept word for word: each rule refuses with its own text, the first failing rule wins.
 * A rule's message is either a refusal token (`@key{…}`, said in the caller's language by the server)
 * or a plain text answered as is (tests/contract/query-reader.test.ts).
 */

/** The query as the rules read it: camelCase keys, `page[size]` as 'page.size', `key[]` as an array. */
export type RawQuery = Record<string, string | string[]>;

class QueryRefusal extends Error {}

/** Stops reading the query with this message (a refusal token or a plain text). */
export function refuse(message: string): never {
  throw new QueryRefusal(message);
}

/**
 * A query value: one text, a `key[]` list, or a `key[sub]` group. The server reads them as texts; the
 * client may give numbers and booleans, which the query string turns into texts (wire-query.ts).
 */
const scalar = z.union([z.string(), z.number(), z.boolean()]);
const wireValue = z.union([scalar, z.array(scalar), z.record(z.string(), scalar)]);

/**
 * A schema that reads the decoded query (src/contract/wire-query.ts, camelCased) with `read`; what
 * `read` refuses becomes one issue at the root, so the server answers its message without a path.
 * `keys` names the parameters `read` looks at (camelCase): they give the schema its shape (the fuzz
 * test builds queries from it); other keys pass through and are ignored.
 */
export function queryReader<T, const K extends string>(keys: readonly K[], read: (raw: RawQuery) => T) {
  const shape = Object.fromEntries(keys.map((key) => [key, wireValue.optional()])) as Record<K, z.ZodOptional<typeof wireValue>>;
  return z.looseObject(shape).transform((decoded, ctx): T => {
    try {
      return read(flatten(decoded));
    } catch (err) {
      if (!(err instanceof QueryRefusal)) throw err;
      ctx.addIssue({ code: 'custom', message: err.message, input: decoded });
      return z.NEVER;
    }
  });
}

function flatten(decoded: Record<string, unknown>): RawQuery {
  const out: RawQuery = {};
  for (const [key, value] of Object.entries(decoded)) {
    if (typeof value === 'string') out[key] = value;
    else if (Array.isArray(value)) out[key] = value.filter((v): v is string => typeof v === 'string');
    else if (value !== null && typeof value === 'object') {
      for (const [sub, v] of Object.entries(value)) if (typeof v === 'string') out[`${key}.${sub}`] = v;
    }
  }
  return out;
}

/** One value of a key (the last when it was repeated as an array). */
export function single(raw: RawQuery, key: string): string | undefined {
  const value = raw[key];
  if (Array.isArray(value)) return value[value.length - 1];
  return value;
}

/** Digits of an id within the integer column: a larger id is bad input, not a query the database refuses. */
function isId(value: string): boolean {
  return /^\d{1,10}$/.test(value) && Number(value) >= 1 && Number(value) <= INT4_MAX;
}

export function optionalPositiveInt(raw: RawQuery, key: string, label: string): number | undefined {
  const value = single(raw, key);
  if (value === undefined || value === '') return undefined;
  if (!isId(value)) refuse(refusal('invalidPage', { field: label }));
  return Number(value);
}

/** Ids from any of the keys, as `key[]=1&key[]=2` or `key=1,2`; merged, de-duplicated; undefined when none. */
export function idList(raw: RawQuery, keys: readonly string[], label: string): number[] | undefined {
  const parts: string[] = [];
  let given = false;
  for (const key of keys) {
    const value = raw[key];
    if (value === undefined) continue;
    given = true;
    for (const v of Array.isArray(value) ? value : [value]) parts.push(...v.split(','));
  }
  if (!given) return undefined;
  const trimmed = parts.map((p) => p.trim()).filter((p) => p !== '');
  if (trimmed.some((p) => !isId(p))) refuse(refusal('invalidIdList', { field: label }));
  if (trimmed.length > 100) refuse(refusal('tooManyIds', { field: label, max: 100 }));
  const ids = [...new Set(trimmed.map(Number))];
  return ids.length > 0 ? ids : undefined;
}

export function optionalBoolean(raw: RawQuery, key: string, label: string): boolean | undefined {
  const value = single(raw, key);
  if (value === undefined || value === '') return undefined;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return refuse(refusal('notBoolean', { field: label }));
}

export function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], message: string): T | undefined {
  if (value === undefined || value === '') return undefined;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  return refuse(message);
}

export interface Page {
  size: number;
  number: number;
}

/**
 * page[size] (1–max, default `defaultSize`) and page[number] (≥ 1, default 1), with the search's texts.
 * `maxRows` caps how deep a page may reach (number × size): a deeper page would make the database walk
 * every row before it, and the ad positions of the page are a small integer column.
 */
export function pageOf(raw: RawQuery, defaultSize: number, maxSize: number, maxRows: number): Page {
  const size = optionalPositiveInt(raw, 'page.size', 'page[size]') ?? defaultSize;
  const number = optionalPositiveInt(raw, 'page.number', 'page[number]') ?? 1;
  if (size > maxSize) refuse(refusal('pageTooLarge', { field: 'page[size]', max: maxSize }));
  const deepest = Math.max(1, Math.floor(maxRows / size));
  if (number > deepest) refuse(refusal('pageTooDeep', { max: deepest, size }));
  return { size, number };
}

/**
 * The listing calls' paging: `page[size]` / `page[number]`, or a bare `page` (the number, as
 * similar.json is called), refused in the caller's language.
 */
export function listPage(raw: RawQuery, defaultSize: number, maxSize: number): Page {
  const read = (key: string, field: string): number | undefined => {
    const value = single(raw, key);
    if (value === undefined || value === '') return undefined;
    if (!/^\d{1,9}$/.test(value) || Number(value) < 1) refuse(refusal('invalidPage', { field }));
    return Number(value);
  };
  const size = read('page.size', 'page[size]') ?? defaultSize;
  const number = read('page.number', 'page[number]') ?? read('page', 'page') ?? 1;
  if (size > maxSize) refuse(refusal('pageTooLarge', { field: 'page[size]', max: maxSize }));
  if (number > MAX_LIST_PAGE) refuse(refusal('pageTooLarge', { field: 'page[number]', max: MAX_LIST_PAGE }));
  return { size, number };
}

const MAX_LIST_PAGE = 100_000;

/** An optional id of the listing calls (`city_id`), refused in the caller's language. */
export function listId(raw: RawQuery, key: string, field: string): number | undefined {
  const value = single(raw, key);
  if (value === undefined || value === '') return undefined;
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) refuse(refusal('invalidId', { field }));
  return Number(value);
}
