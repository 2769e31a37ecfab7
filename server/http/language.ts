import type { MiddlewareHandler } from 'hono';
import { API_DEFAULT_LANGUAGE, isLanguage } from '@/domain/i18n/language';
import type { AppEnv } from '../context';

/**
 * `X-HH-Language` header, else the `locale` query, else en (tests/server/http/platform-app.test.ts). Anything
 * but en|th is ignored rather than rejected: a wrong language must never fail a request. `client_type` is
 * accepted and not required.
 */
export function languageMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('X-HH-Language')?.trim().toLowerCase();
    const query = c.req.query('locale')?.trim().toLowerCase();
    c.set('lang', isLanguage(header) ? header : isLanguage(query) ? query : API_DEFAULT_LANGUAGE);
    await next();
  };
}
