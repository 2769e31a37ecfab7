import { describe, expect, it } from 'vitest';
import { parseRefusal, refusal } from '@/contract/refusal';
import { allMessages, isMessageKey, translate } from '@server/messages/messages';

const THAI = /[\u0E00-\u0E7F]/;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the server message catalogue', () => {
  const all = Object.entries(allMessages());

  it('has every message in English and in Thai, with the same placeholders', () => {
    expect(all.length).toBeGreaterThan(50);
    for (const [key, text] of all) {
      expect(text.en.trim(), key).not.toBe('');
      expect(placeholders(text.th), key).toEqual(placeholders(text.en));
      // Only a message made of placeholders alone may read the same in both languages.
      if (text.en.replace(/\{\w+\}|[:\s]/g, '') !== '') expect(text.th, key).toMatch(THAI);
    }
  });

  it('fills placeholders and keeps an unknown one visible', () => {
    expect(translate('en', 'bodyTooLarge', { max: 10 })).toBe('Request body is too large (at most 10 bytes)');
    expect(translate('en', 'bodyTooLarge')).toBe('Request body is too large (at most {max} bytes)');
  });

  it('reads a schema refusal back as its key and values', () => {
    expect(parseRefusal(refusal('invalidId', { field: 'city_id' }))).toEqual({ key: 'invalidId', vars: { field: 'city_id' } });
    expect(parseRefusal('plain text')).toBeNull();
    expect(isMessageKey('invalidId')).toBe(true);
    expect(isMessageKey('toString')).toBe(false);
  });
});
