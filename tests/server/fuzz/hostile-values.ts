import fc from 'fast-check';

/**
 * What a careless or hostile client sends instead of the contract's values: wrong types, nulls, numbers
 * past the database's int4 column, NUL and other awkward characters, long strings, deep nesting. Shared by
 * every endpoint of the fuzz test (contract-fuzz.test.ts); each arbitrary is finite and cheap to make.
 */

/** A JSON text spliced into a body where a value would be: numbers JSON can say but JS cannot hold. */
export class RawJson {
  constructor(readonly text: string) {}
}

const INT4_MAX = 2_147_483_647;

const numbers = [
  0,
  -0,
  -1,
  1.5,
  -2.5,
  INT4_MAX,
  INT4_MAX + 1,
  -INT4_MAX - 2,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e21,
  1e308,
  Number.MIN_VALUE,
];

const rawNumbers = [
  '1e400',
  '-1e400',
  '123456789012345678901234567890',
  '0.0000000000000000000000001',
  '-0.0',
].map((text) => new RawJson(text));

const strings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  'null',
  'true',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '2147483648',
  '99999999999999999999',
  '1e3',
  '0x10',
  ' 1 ',
  '1.0',
  '2024-02-30',
  '0000-00-00',
  '9999-12-31',
  '1969-12-31',
  '24:00',
  '23:60',
  '-01:00',
  'ไทย',
  'กรุงเทพมหานคร อมรรัตนโกสินทร์',
  '😀'.repeat(20),
  '\uD800',
  '\uFEFF',
  'ｆｕｌｌ',
  "'; drop table reservations; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '${jndi:ldap://x}',
  '__proto__',
];

/** Nests `depth` arrays or objects: deeper than the wire's limit (32) but far from the parser's. */
export function nested(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = kind === 'array' ? [value] : { a: value };
  return value;
}

/** Any value where the contract expects one of its own. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], { '': null }) },
  { weight: 4, arbitrary: fc.constantFrom(...numbers) },
  { weight: 1, arbitrary: fc.constantFrom(...rawNumbers) },
  { weight: 5, arbitrary: fc.constantFrom(...strings) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(1_000, 6_000, 20_000)
      .chain((n) => fc.constantFrom('x'.repeat(n), 'ก'.repeat(n))),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(8, 33, 200)
      .chain((d) => fc.constantFrom(nested(d, 'array'), nested(d, 'object'))),
  },
  { weight: 1, arbitrary: fc.array(fc.integer(), { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.constant(Array.from({ length: 2_000 }, (_, i) => i)) },
);

/** Keys a client may add to any object: unknown ones, prototype names, the token's, NUL, very long. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'access_token',
    'accessToken',
    'id',
    'user_id',
    'price',
    'total_price',
    'status',
    'a\u0000b',
    '',
    'k'.repeat(2_000),
    'ไทย',
  ),
  fc.string({ minLength: 1, maxLength: 12 }),
);

/** A path segment as it appears in the URL (already percent-encoded, or deliberately not). */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '1e3',
    '2147483647',
    '2147483648',
    '4294967296',
    '99999999999999999999',
    '00000000000000000001',
    '%00',
    '1%00',
    '%2F',
    '%25',
    '%ZZ',
    '%E0%B9%84%E0%B8%97%E0%B8%A2',
    '%F0%9F%98%80',
    '%ED%A0%80',
    '%C0%AF',
    '%20',
    '%201',
    'null',
    'undefined',
    '__proto__',
    'constructor',
    '..',
    '.',
    '~',
    "'",
    'x'.repeat(300),
    'x'.repeat(5_000),
    '1'.repeat(5_000),
  ),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }).map(encodeURIComponent),
  fc.integer().map(String),
);

/** Query parts appended as they are (`key=value`, already encoded). */
export const hostileQueryPart: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'access_token=not-a-token',
    `access_token=${'t'.repeat(500)}`,
    'locale=th',
    'locale=%00',
    'x=%00',
    '%00=1',
    'a[b][c][d]=1',
    'page[size]=-1',
    'page[number]=2147483648',
    'page[size]=99999999999999999999',
    'page[]=1&page[x]=2',
    '__proto__[polluted]=1',
    'constructor[prototype][x]=1',
    'x[]=1&x=2&x[]=3',
    '%ZZ=%ZZ',
    `q=${'q'.repeat(10_000)}`,
    `${'k'.repeat(3_000)}=1`,
    'date=2024-02-30',
    'from=0000-00-00',
    'days=0',
    'party=501',
    'kind=' + encodeURIComponent('ไทย'),
  ),
  fc
    .tuple(fc.string({ minLength: 1, maxLength: 10 }), fc.string({ unit: 'grapheme', maxLength: 20 }))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`),
);

/** Bodies that are not the JSON of any value, or JSON the wire refuses whole. */
export const hostileRawBody: fc.Arbitrary<string | Uint8Array> = fc.oneof(
  fc.constantFrom<string | Uint8Array>(
    '',
    ' ',
    '{',
    '{"a":',
    'nul',
    'null',
    'true',
    '0',
    '"text"',
    '[]',
    '{}',
    '\uFEFF{}',
    '{"a":1}{"b":2}',
    '{"a":1,}',
    "{'a':1}",
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    `${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}`,
    `"${'x'.repeat(20_000)}"`,
    `{"a":"${'x'.repeat(15_000)}"}`,
    'a=1&b=2',
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
    new Uint8Array([0xff, 0xfe, 0x7b, 0x7d]),
    new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
    new Uint8Array([0x7b, 0x00, 0x7d]),
  ),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

/** `arbitrary` one time in `n`, else left out (undefined). */
function sometimes<T>(arbitrary: fc.Arbitrary<T>, n: number): fc.Arbitrary<T | undefined> {
  return fc.oneof({ weight: n - 1, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });
}

/**
 * Header values, latin-1 only (what fetch can send). Each is odd only now and then: a request with
 * every header wrong stops at the first check and never reaches the deeper ones.
 */
export const hostileHeaders: fc.Arbitrary<Record<string, string>> = fc
  .record({
    'Content-Type': sometimes(
      fc.constantFrom(
        'application/json; charset=utf-8',
        'application/json; charset=utf-16',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'multipart/form-data',
        '',
        'application/json, text/plain',
        '*/*',
      ),
      4,
    ),
    'X-HH-Language': sometimes(
      fc.constantFrom('en', 'th', 'TH', ' th ', 'fr', '', 'en,th', 'th-TH', '\u00e9', 'x'.repeat(500)),
      2,
    ),
    Accept: sometimes(fc.constantFrom('application/json', 'text/html', '*/*', ''), 3),
    Authorization: sometimes(
      fc.constantFrom(
        'Bearer garbage',
        'Bearer ',
        'Basic dXNlcjpwYXNz',
        `Bearer ${'t'.repeat(300)}`,
        'Bearer a b c',
      ),
      8,
    ),
    'X-HH-Device': sometimes(
      fc.constantFrom(
        'device-fuzz-0001',
        'short',
        'd'.repeat(100),
        'bad device id',
        '\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9',
      ),
      3,
    ),
  })
  .map((headers) => {
    const out: Record<string, string> = {};
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) out[name] = value;
    return out;
  });

/** Stands for "the key this endpoint's previous request used" (a replay, or a 409 with another body). */
export const REUSE_KEY = Symbol('reuse the previous Idempotency-Key');

/** Idempotency-Key values: good, malformed, too short, too long, not printable. */
export const idempotencyKeyValue: fc.Arbitrary<string | typeof REUSE_KEY | undefined> = fc.oneof(
  { weight: 3, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.constant(REUSE_KEY) },
  { weight: 3, arbitrary: fc.stringMatching(/^[A-Za-z0-9_\-:.]{8,40}$/) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'short',
      '',
      ' ',
      'has space in it',
      'k'.repeat(201),
      'k'.repeat(8_000),
      'key\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9',
      '../../../../',
    ),
  },
);
