import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv, Logger } from '../context';
import { BadRequestError, fail } from './respond';

export const NOT_FOUND_MESSAGE = 'Not found';
export const INTERNAL_ERROR_MESSAGE = 'Oops, something went wrong, please try again';
export const BAD_JSON_MESSAGE = 'Request body must be valid JSON';

/**
 * Bad input is an answer (4xx with a message), never a 500 (DESIGN.md, wire contract). Anything else
 * is logged with its stack and answered with a generic message: no stack or internals in the body.
 */
export function errorHandler(log: Logger): ErrorHandler<AppEnv> {
  return (err, c) => {
    if (err instanceof BadRequestError) return fail(c, err.status, err.message, err.errors);
    // c.req.json() on a malformed body throws a SyntaxError when a handler skips parseBody.
    if (err instanceof SyntaxError) return fail(c, 400, BAD_JSON_MESSAGE);
    if (err instanceof HTTPException && err.status < 500) {
      return fail(c, err.status, err.message || statusText(err.status));
    }
    log.error('unhandled error', {
      method: c.req.method,
      path: c.req.path,
      requestId: c.get('requestId'),
      error: err.message,
      stack: err.stack,
    });
    if (err instanceof HTTPException && err.status === 503) return fail(c, 503, err.message || 'Service unavailable');
    return fail(c, 500, INTERNAL_ERROR_MESSAGE);
  };
}

/** JSON for the API; plain text for anything else (a missing asset must not look like a page). */
export const notFoundHandler: NotFoundHandler<AppEnv> = (c: Context<AppEnv>) => {
  if (c.req.path === '/api' || c.req.path.startsWith('/api/')) return fail(c, 404, NOT_FOUND_MESSAGE);
  return c.text(NOT_FOUND_MESSAGE, 404);
};

function statusText(status: number): string {
  return status === 413 ? 'Request body is too large' : status === 405 ? 'Method not allowed' : 'Bad request';
}
