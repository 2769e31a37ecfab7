import { INT4_MAX } from '@/contract/fields';
import { BadRequestError } from '../../http/respond';

/**
 * The raw query string as the PWA sends it: `name[]=1&name[]=2` → { name: ['1','2'] },
 * `page[size]=10` → { 'page.size': '10' }, anything else → its last value.
 */
export type RawQuery = Record<string, string | string[]>;

export function collectQuery(all: Record<string, string[]>): RawQuery {
  const out: RawQuery = {};
  for (const [key, values] of Object.entries(all)) {
    if (key.endsWith('[]')) {
      const name = key.slice(0, -2);
      const prev = out[name];
      out[name] = [...(Array.isArray(prev) ? prev : prev === undefined ? [] : [prev]), ...values];
      continue;
    }
    const nested = /^(\w+)\[(\w+)\]$/.exec(key);
    const name = nested ? `${nested[1]}.${nested[2]}` : key;
    const last = values[values.length - 1];
    if (last !== undefined) out[name] = last;
  }
  return out;
}

/** One value of a key (the last when it was repeated as an array). */
export function single(raw: RawQuery, key: string): string | undefined {
  const value = raw[key];
  if (Array.isArray(value)) return value[value.length - 1];
  return value;
}

export function optionalPositiveInt(raw: RawQuery, key: string, label: string): number | undefined {
  const value = single(raw, key);
  if (value === undefined || value === '') return undefined;
  // Bounded by the integer column: a larger id is bad input, not a query the database refuses.
  if (!/^\d{1,10}$/.test(value) || Number(value) < 1 || Number(value) > INT4_MAX) {
    throw new BadRequestError(`${label} must be a positive integer`, { [label]: 'invalid' });
  }
  return Number(value);
}

/**
 * Ids from any of the keys, each given as `key[]=1&key[]=2` or `key=1,2`; merged and de-duplicated.
 * undefined when none was given.
 */
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
  if (trimmed.some((p) => !/^\d{1,10}$/.test(p) || Number(p) < 1 || Number(p) > INT4_MAX)) {
    throw new BadRequestError(`${label} must be a list of positive integer ids`, { [label]: 'invalid' });
  }
  if (trimmed.length > 100) throw new BadRequestError(`${label} may hold at most 100 ids`, { [label]: 'invalid' });
  const ids = [...new Set(trimmed.map(Number))];
  return ids.length > 0 ? ids : undefined;
}

export function optionalBoolean(raw: RawQuery, key: string, label: string): boolean | undefined {
  const value = single(raw, key);
  if (value === undefined || value === '') return undefined;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new BadRequestError(`${label} must be true or false`, { [label]: 'invalid' });
}

export function oneOf<T extends string>(
  value: string | undefined,
  allowed: readonly T[],
  message: string,
  label: string,
): T | undefined {
  if (value === undefined || value === '') return undefined;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new BadRequestError(message, { [label]: 'invalid' });
}

/** page[size] (1–max, default `size`) and page[number] (≥ 1, default 1). */
export function pageOf(raw: RawQuery, defaultSize: number, maxSize: number): { size: number; number: number } {
  const size = optionalPositiveInt(raw, 'page.size', 'page[size]') ?? defaultSize;
  const number = optionalPositiveInt(raw, 'page.number', 'page[number]') ?? 1;
  if (size > maxSize) throw new BadRequestError(`page[size] must be at most ${maxSize}`, { 'page[size]': 'invalid' });
  if (number > 100_000) throw new BadRequestError('page[number] is too large', { 'page[number]': 'invalid' });
  return { size, number };
}

/** self/first/last/prev/next of a paged list, as paths with the request's own query and the page swapped. */
export function pageLinks(
  path: string,
  search: URLSearchParams,
  page: { size: number; number: number },
  total: number,
): { self: string; first: string; last: string; prev: string | null; next: string | null } {
  const lastPage = Math.max(1, Math.ceil(total / page.size));
  const at = (n: number): string => {
    const params = new URLSearchParams(search);
    params.delete('page[number]');
    params.delete('page[size]');
    params.set('page[number]', String(n));
    params.set('page[size]', String(page.size));
    return `${path}?${params.toString().replace(/%5B/g, "[").replace(/%5D/g, "]")}`;
  };
  return {
    self: at(page.number),
    first: at(1),
    last: at(lastPage),
    prev: page.number > 1 ? at(Math.min(page.number - 1, lastPage)) : null,
    next: page.number < lastPage ? at(page.number + 1) : null,
  };
}
