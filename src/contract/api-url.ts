import { API_MINOR_VERSION, API_PREFIX, type Language } from '@/contract/envelope';
import { toSnakeKeys } from '@/contract/wire-case';
import { encodeQuery } from '@/contract/wire-query';

/**
 * The URL of an /api/v5 call, as the client sends it and as the server names the answers it inlines into
 * the first HTML (decision 0053): the API prefix, the path, then `client_type`, `locale` and
 * `minor_version` ahead of the caller's query, snake_cased, so a caller's explicit value wins. One
 * function for both sides: an inlined answer is found only when the two URLs are the same string
 * (tests/contract/api-url.test.ts).
 */
export function apiUrl(path: string, language: Language, query: Record<string, unknown> = {}, origin = ''): string {
  const qs = encodeQuery({
    client_type: 'web',
    locale: language,
    minor_version: API_MINOR_VERSION,
    ...toSnakeKeys<Record<string, unknown>>(query),
  });
  const url = `${origin}${API_PREFIX}${path.startsWith('/') ? path : `/${path}`}`;
  return `${url}${url.includes('?') ? '&' : '?'}${qs}`;
}
