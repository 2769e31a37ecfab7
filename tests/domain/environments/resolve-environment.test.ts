import { describe, expect, it } from 'vitest';
import { resolveEnvironment } from '@/domain/environments/resolve-environment';
import type { EnvironmentOption } from '@/domain/environments/environment-option';

const option = (id: string): EnvironmentOption => ({
  id,
  label: id,
  apiDomain: id === 'env' ? null : `${id}.example`,
  nuxtDomain: null,
  subWebDomain: null,
  pegasusDomain: null,
  feature: null,
});
const options = ['env', 'engineering', 'venus', 'production'].map(option);
const none = { kind: 'none' } as const;

describe('resolveEnvironment', () => {
  it('forces production on whoever may not choose, ignoring link and stored choice', () => {
    expect(resolveEnvironment({ options, query: { kind: 'option', id: 'venus' }, stored: 'engineering', mayChoose: false })).toEqual({
      id: 'production',
      source: 'forced',
    });
  });

  it('takes the link, then the stored choice, then env', () => {
    expect(resolveEnvironment({ options, query: { kind: 'option', id: 'venus' }, stored: 'engineering', mayChoose: true })).toEqual({
      id: 'venus',
      source: 'query',
    });
    expect(resolveEnvironment({ options, query: none, stored: 'engineering', mayChoose: true })).toEqual({ id: 'engineering', source: 'stored' });
    expect(resolveEnvironment({ options, query: none, stored: null, mayChoose: true })).toEqual({ id: 'env', source: 'default' });
  });

  it('ignores a refused link and a stored id no longer configured', () => {
    expect(resolveEnvironment({ options, query: { kind: 'unknown', value: 'x' }, stored: 'gone', mayChoose: true })).toEqual({
      id: 'env',
      source: 'default',
    });
  });

  it('falls back to env when forced on a list without production', () => {
    expect(resolveEnvironment({ options: [option('env')], query: none, stored: null, mayChoose: false })).toEqual({ id: 'env', source: 'forced' });
  });
});
