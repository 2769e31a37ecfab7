import { afterEach, describe, expect, it } from 'vitest';
import { linkNamesEnvironment } from '@/features/developer/link-names-environment';

const at = (search: string) => window.history.replaceState(null, '', `/${search}`);

describe('a link that names an environment', () => {
  afterEach(() => at(''));

  it('names one with env= or any domain, in camelCase or snake_case, known or not', () => {
    for (const search of ['?env=engineering', '?env=nowhere', '?apiDomain=api.example.test', '?sub_web_domain=x.example.test']) {
      at(search);
      expect(linkNamesEnvironment(), search).toBe(true);
    }
  });

  it('names none without them, or with them empty', () => {
    for (const search of ['', '?locale=th', '?env=', '?env=%20', '?api_domain=']) {
      at(search);
      expect(linkNamesEnvironment(), search).toBe(false);
    }
  });
});
