import { describe, expect, it } from 'vitest';
import { apiOriginOf, isProductionEnvironment, switchClearsData } from '@/domain/environments/environment-api-origin';
import type { EnvironmentOption } from '@/domain/environments/environment-option';

const option = (id: string, apiDomain: string | null): EnvironmentOption => ({
  id,
  label: id,
  apiDomain,
  nuxtDomain: null,
  subWebDomain: null,
  pegasusDomain: null,
  feature: null,
});

describe('apiOriginOf', () => {
  it('is the site itself for env and for the environment the site is', () => {
    expect(apiOriginOf(option('env', null), 'production')).toBe('');
    expect(apiOriginOf(option('production', 'api.example'), 'production')).toBe('');
    expect(apiOriginOf(option('venus', 'venus-api.example'), 'venus')).toBe('');
  });

  it('is https on the API domain otherwise, or the origin as configured', () => {
    expect(apiOriginOf(option('engineering', 'eng-api.example'), 'production')).toBe('https://eng-api.example');
    expect(apiOriginOf(option('production', 'api.example'), 'newstaging')).toBe('https://api.example');
    expect(apiOriginOf(option('local', 'http://127.0.0.1:4000'), 'production')).toBe('http://127.0.0.1:4000');
  });
});

describe('isProductionEnvironment', () => {
  it('is production itself, or env on a production site', () => {
    expect(isProductionEnvironment('production', 'newstaging')).toBe(true);
    expect(isProductionEnvironment('env', 'production')).toBe(true);
  });

  it('is not any other environment, nor env on another site', () => {
    expect(isProductionEnvironment('engineering', 'production')).toBe(false);
    expect(isProductionEnvironment('env', 'newstaging')).toBe(false);
  });
});

describe('switchClearsData', () => {
  it('clears when the API changes', () => {
    expect(switchClearsData(option('env', null), option('engineering', 'eng-api.example'), 'production')).toBe(true);
    expect(switchClearsData(option('engineering', 'eng-api.example'), option('venus', 'venus-api.example'), 'production')).toBe(true);
  });

  it('keeps everything between env and the environment the site is', () => {
    expect(switchClearsData(option('env', null), option('production', 'api.example'), 'production')).toBe(false);
  });
});
