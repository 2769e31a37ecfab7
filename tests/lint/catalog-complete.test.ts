import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

/** No untranslated string: both catalogs complete. Reads the .po files `npm run extract` writes. */
function entries(locale: string): { id: string; str: string }[] {
  const text = readFileSync(fileURLToPath(new URL(`../../locales/${locale}.po`, import.meta.url)), 'utf8');
  return text
    .split(/\n\n+/)
    .map((block) => {
      return { id: field(block, 'msgid'), str: field(block, 'msgstr') };
    })
    .filter((e) => e.id !== '');
}

/** A PO field's value, joining the continuation lines of a long string. */
function field(block: string, name: string): string {
  const m = new RegExp(`^${name} "(.*)"((?:\\n".*")*)`, 'm').exec(block);
  return m ? (m[1] ?? '') + (m[2] ?? '').replace(/\n"(.*)"/g, '$1') : '';
}

describe('translation catalogs', () => {
  test('every message has a Thai translation', () => {
    const missing = entries('th').filter((e) => e.str.trim() === '').map((e) => e.id);
    expect(missing).toEqual([]);
  });

  test('Thai and English catalogs hold the same messages', () => {
    const en = entries('en').map((e) => e.id).sort();
    const th = entries('th').map((e) => e.id).sort();
    expect(th).toEqual(en);
  });
});
