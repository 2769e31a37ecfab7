import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Logger } from '../context';

/** One structured line per request, after it is answered (errors are already turned into responses). */
export function requestLog(log: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const status = c.res.status;
    const fields = {
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      requestId: c.get('requestId'),
    };
    if (status >= 500) log.error('request', fields);
    else log.info('request', fields);
  };
}
