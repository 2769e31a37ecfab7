import type { Language } from '@/contract/envelope';
import { isValidLatLng, type LatLng } from '@/domain/geo/haversine';
import { BadRequestError } from '../../http/respond';
import { message } from './listing-messages';
import { single, type RawQuery } from './query-params';

/**
 * Query and path parameters of the listing calls, refused with a 422 in the request's language.
 * (Search keeps its own parser, search-query.ts.)
 */

const POSITIVE_INT = /^\d{1,9}$/;

function positive(value: string): number | null {
  if (!POSITIVE_INT.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
}

/** A path id such as /restaurant_tags/{id}: a positive integer, else 422. */
export function pathId(value: string, lang: Language, field: string): number {
  const n = positive(value.replace(/\.json$/, ''));
  if (n === null) throw new BadRequestError(message(lang, 'invalidId', { field }), { [field]: 'invalid' });
  return n;
}

export function optionalId(raw: RawQuery, key: string, lang: Language): number | undefined {
  const value = single(raw, key);
  if (value === undefined || value === '') return undefined;
  const n = positive(value);
  if (n === null) throw new BadRequestError(message(lang, 'invalidId', { field: key }), { [key]: 'invalid' });
  return n;
}

/**
 * `page[size]` / `page[number]`, or a bare `page` (the number, as similar.json is called). Size is
 * 1…max (default `defaultSize`), number ≥ 1 (default 1).
 */
export function pageParams(
  raw: RawQuery,
  lang: Language,
  defaultSize: number,
  maxSize: number,
): { size: number; number: number } {
  const read = (key: string, field: string): number | undefined => {
    const value = single(raw, key);
    if (value === undefined || value === '') return undefined;
    const n = positive(value);
    if (n === null)
      throw new BadRequestError(message(lang, 'invalidPage', { field }), { [field]: 'invalid' });
    return n;
  };
  const size = read('page.size', 'page[size]') ?? defaultSize;
  const number = read('page.number', 'page[number]') ?? read('page', 'page') ?? 1;
  if (size > maxSize) {
    throw new BadRequestError(message(lang, 'pageTooLarge', { field: 'page[size]', max: maxSize }), {
      'page[size]': 'invalid',
    });
  }
  if (number > 100_000) {
    throw new BadRequestError(message(lang, 'pageTooLarge', { field: 'page[number]', max: 100_000 }), {
      'page[number]': 'invalid',
    });
  }
  return { size, number };
}

const DECIMAL = /^-?\d{1,3}(\.\d{1,15})?$/;

/** `lat` and `lng`, both required decimal degrees on Earth. */
export function latLngParams(raw: RawQuery, lang: Language): LatLng {
  const lat = single(raw, 'lat')?.trim();
  const lng = single(raw, 'lng')?.trim();
  if (!lat || !lng || !DECIMAL.test(lat) || !DECIMAL.test(lng)) {
    throw new BadRequestError(message(lang, 'latLngRequired'), { lat: 'invalid', lng: 'invalid' });
  }
  const point = { lat: Number(lat), lng: Number(lng) };
  if (!isValidLatLng(point)) {
    throw new BadRequestError(message(lang, 'latLngRange'), { lat: 'invalid', lng: 'invalid' });
  }
  return point;
}

/** An optional `date` (YYYY-MM-DD, a real calendar day); a wrong one is 'Invalid date, please choose …'. */
export function optionalDate(raw: RawQuery, lang: Language): string | undefined {
  const value = single(raw, 'date');
  if (value === undefined || value === '') return undefined;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const real =
    m !== null &&
    (() => {
      const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
      return d.toISOString().slice(0, 10) === value;
    })();
  if (!real) throw new BadRequestError(message(lang, 'invalidDate'), { date: 'invalid' });
  return value;
}

/** Ids given as `key[]=1&key[]=2` or `key=1,2`; required, at most `max`. */
export function requiredIdList(raw: RawQuery, key: string, lang: Language, max: number): number[] {
  const value = raw[key];
  const parts = (value === undefined ? [] : Array.isArray(value) ? value : [value])
    .flatMap((v) => v.split(','))
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const ids = parts.map(positive);
  if (ids.length === 0 || ids.some((n) => n === null)) {
    throw new BadRequestError(message(lang, 'branchIdsRequired'), { [key]: 'invalid' });
  }
  const unique = [...new Set(ids as number[])];
  if (unique.length > max) {
    throw new BadRequestError(message(lang, 'tooManyIds', { field: key, max }), { [key]: 'invalid' });
  }
  return unique;
}
