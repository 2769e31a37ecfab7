import { describe, expect, it } from 'vitest';
import { truncate } from '@/domain/text/truncate';

describe('truncate', () => {
  it('returns short text whole and untruncated', () => {
    expect(truncate('Short text', 20)).toEqual({ text: 'Short text', truncated: false });
    expect(truncate('exactly10!', 10)).toEqual({ text: 'exactly10!', truncated: false });
  });
  it('cuts long text at a word boundary and marks it truncated', () => {
    expect(truncate('The quick brown fox jumps over the lazy dog', 20)).toEqual({
      text: 'The quick brown fox…',
      truncated: true,
    });
  });
  it('cuts inside a long word when there is no space late enough', () => {
    expect(truncate('Supercalifragilistic', 5)).toEqual({ text: 'Super…', truncated: true });
  });
  it('counts code points so Thai is not split', () => {
    const r = truncate('ร้านอาหารไทยอร่อย', 5);
    expect(r.truncated).toBe(true);
    expect(Array.from(r.text.replace('…', ''))).toHaveLength(5);
  });
  it('never truncates with a non-positive limit', () => {
    expect(truncate('abc', 0)).toEqual({ text: 'abc', truncated: false });
  });
});
