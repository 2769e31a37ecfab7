import { describe, expect, it } from 'vitest';
import { environmentFromQuery } from '@/domain/environments/environment-from-query';
import type { EnvironmentOption } from '@/domain/environments/environment-option';

const option = (id: string, apiDomain: string | null, nuxtDomain: string | null = null): EnvironmentOption => ({
  id,
  label: id,
  apiDomain,
  nuxtDomain,
  subWebDomain: null,
  pegasusDomain: null,
  feature: null,
});
const options = [option('env', null), option('engineering', 'eng-api.example', 'eng.example'), option('production', 'api.example')];

describe('environmentFromQuery', () => {
  it('is none without a choosing parameter', () => {
    expect(environmentFromQuery({ locale: 'th' }, options)).toEqual({ kind: 'none' });
    expect(environmentFromQuery({ env: '  ' }, options)).toEqual({ kind: 'none' });
  });

  it('chooses by id, in any case', () => {
    expect(environmentFromQuery({ env: 'Engineering' }, options)).toEqual({ kind: 'option', id: 'engineering' });
  });

  it('chooses by any domain of the environment, camel or snake case', () => {
    expect(environmentFromQuery({ apiDomain: 'eng-api.example' }, options)).toEqual({ kind: 'option', id: 'engineering' });
    expect(environmentFromQuery({ nuxt_domain: 'ENG.example' }, options)).toEqual({ kind: 'option', id: 'engineering' });
    expect(environmentFromQuery({ apiDomain: ['api.example'] }, options)).toEqual({ kind: 'option', id: 'production' });
  });

  it('prefers env over the domains', () => {
    expect(environmentFromQuery({ env: 'production', apiDomain: 'eng-api.example' }, options)).toEqual({ kind: 'option', id: 'production' });
  });

  it('refuses an unknown id or a domain no environment has', () => {
    expect(environmentFromQuery({ env: 'mars' }, options)).toEqual({ kind: 'unknown', value: 'mars' });
    expect(environmentFromQuery({ apiDomain: 'attacker.example' }, options)).toEqual({ kind: 'unknown', value: 'attacker.example' });
  });
});
