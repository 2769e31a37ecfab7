import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Language } from '@/contract/envelope';
import { toSnakeKeys } from '@/contract/wire-case';
import type { AppEnv, Logger } from '../context';
import { translate } from '../messages/messages';
import { AppError } from './app-error';
import { redactPath } from './redact';
import { BadRequestError, fail } from './respond';

/** A refusal as an answer: its status, its message in the caller's language, its per-field messages. */
export function refusalOf(lang: Language, err: AppError): { status: number; body: object; headers?: Readonly<Record<string, string>> } {
  const message = err.options.said ?? err.options.saidIn?.[lang] ?? translate(lang, err.key, err.vars);
  const errors = err.options.errors ?? (err.options.field ? { [err.options.field]: message } : undefined);
  return {
    status: err.status,
    body: toSnakeKeys<object>({
      success: false,
      message,
      ...(errors ? { errors } : {}),
      ...(err.options.data !== undefined ? { data: err.options.data } : {}),
      ...(err.options.meta !== undefined ? { meta: err.options.meta } : {}),
    }),
    headers: err.options.headers,
  };
}

export function answerRefusal(c: Context<AppEnv>, err: AppError): Response {
  const answer = refusalOf(c.get('lang') ?? 'en', err);
  for (const [name, value] of Object.entries(answer.headers ?? {})) c.header(name, value);
  return c.json(answer.body, answer.status as ContentfulStatusCode);
}

/**
 * Bad input is an answer (4xx with a message in the caller's language), never a 500. Anything else is
 * logged with its stack and answered with a generic message: no stack or internals in the body.
 */
export function errorHandler(log: Logger): ErrorHandler<AppEnv> {
  return (err, c) => {
    const lang = c.get('lang') ?? 'en';
    if (err instanceof AppError) return answerRefusal(c, err);
    if (err instanceof BadRequestError) return fail(c, err.status, err.message, err.errors);
    // c.req.json() on a malformed body throws a SyntaxError when a handler skips parseBody.
    if (err instanceof SyntaxError) return fail(c, 400, translate(lang, 'badJson'));
    if (err instanceof HTTPException && err.status < 500) {
      return fail(c, err.status, err.message || translate(lang, statusKey(err.status)));
    }
    // The client's connection closed while its body was read (the server's request timeout, a lost
    // network): nobody is left to answer and nothing failed here (tests/server/http/node-server.test.ts).
    if ((err as { code?: unknown }).code === 'ECONNRESET') {
      log.warn('request body aborted', { method: c.req.method, path: redactPath(c.req.path), requestId: c.get('requestId') });
      return fail(c, 400, translate(lang, 'bodyIncomplete'));
    }
    log.error('unhandled error', {
      method: c.req.method,
      path: redactPath(c.req.path),
      requestId: c.get('requestId'),
      error: err.message,
      stack: err.stack,
    });
    if (err instanceof HTTPException && err.status === 503) {
      return fail(c, 503, err.message || translate(lang, 'serviceUnavailable'));
    }
    return fail(c, 500, translate(lang, 'internalError'));
  };
}

/** JSON for the API; plain text for anything else (a missing asset must not look like a page). */
export const notFoundHandler: NotFoundHandler<AppEnv> = (c: Context<AppEnv>) => {
  const lang = c.get('lang') ?? 'en';
  if (c.req.path === '/api' || c.req.path.startsWith('/api/')) return fail(c, 404, translate(lang, 'notFound'));
  return c.text(translate('en', 'notFound'), 404);
};

function statusKey(status: number): 'requestTooLarge' | 'methodNotAllowed' | 'badRequest' {
  return status === 413 ? 'requestTooLarge' : status === 405 ? 'methodNotAllowed' : 'badRequest';
}
