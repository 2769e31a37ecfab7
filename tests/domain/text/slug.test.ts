import { describe, expect, it } from 'vitest';
import { slugify } from '@/domain/text/slug';

describe('slugify', () => {
  it('lowercases, trims and hyphenates', () => {
    expect(slugify('  Sushi Masato Bangkok ')).toBe('sushi-masato-bangkok');
  });
  it('removes non-word characters', () => {
    expect(slugify("Jay Fai's Crab Omelette!")).toBe('jay-fais-crab-omelette');
    expect(slugify('Café & Bar')).toBe('caf-bar');
  });
  it('collapses spaces, underscores and hyphens into one hyphen', () => {
    expect(slugify('a  _ - b__c--d')).toBe('a-b-c-d');
  });
  it('never starts or ends with a hyphen', () => {
    expect(slugify('-- hello --')).toBe('hello');
    expect(slugify('ร้านอาหาร Thai')).toBe('thai');
  });
});
