import { describe, expect, it } from 'vitest';
import { readEnvironmentOptions } from '@/domain/environments/read-environment-options';

const production = { id: 'production', label: 'Production', apiDomain: 'api.hungrytable.co', nuxtDomain: 'www.hungrytable.co' };

describe('readEnvironmentOptions', () => {
  it('keeps well-formed entries, env first, domains lower-cased, missing fields null', () => {
    const list = readEnvironmentOptions([
      production,
      { id: 'engineering', label: 'Engineering', apiDomain: 'Engineering-API.hungrytable.co', feature: 'search-v2' },
      { id: 'env', label: 'Use env', apiDomain: 'ignored.example' },
    ]);
    expect(list.map((o) => o.id)).toEqual(['env', 'production', 'engineering']);
    expect(list[0]).toMatchObject({ apiDomain: null });
    expect(list[2]).toEqual({
      id: 'engineering',
      label: 'Engineering',
      apiDomain: 'engineering-api.hungrytable.co',
      nuxtDomain: null,
      subWebDomain: null,
      pegasusDomain: null,
      feature: 'search-v2',
    });
  });

  it('adds env when the list lacks it and accepts an origin with scheme and port', () => {
    const list = readEnvironmentOptions([production, { id: 'venus', label: 'Venus', apiDomain: 'http://127.0.0.1:4000' }]);
    expect(list.map((o) => o.id)).toEqual(['env', 'production', 'venus']);
    expect(list[2]?.apiDomain).toBe('http://127.0.0.1:4000');
  });

  it('drops entries without id, label or a well-formed API domain, and repeated ids', () => {
    const list = readEnvironmentOptions([
      production,
      { id: 'a', label: 'A' },
      { id: 'b', label: 'B', apiDomain: 'evil.example/path' },
      { id: 'c', label: 'C', apiDomain: 'x.example?y=1' },
      { label: 'No id', apiDomain: 'x.example' },
      { id: 'production', label: 'Again', apiDomain: 'other.example' },
      null,
      'text',
    ]);
    expect(list.map((o) => o.id)).toEqual(['env', 'production']);
    expect(list[1]?.label).toBe('Production');
  });

  it('is only env without production, or for anything that is not a list', () => {
    expect(readEnvironmentOptions([{ id: 'venus', label: 'Venus', apiDomain: 'venus.example' }]).map((o) => o.id)).toEqual(['env']);
    expect(readEnvironmentOptions({}).map((o) => o.id)).toEqual(['env']);
  });
});
