import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { ApiEnvelope } from '@/contract/envelope';
import { toCamelKeys, toSnakeKeys } from '@/contract/wire-case';

/** Answers `{ success: true, message, data, ...extra }` with snake_case keys (the wire is snake_case). */
export function ok<D>(
  c: Context,
  data: D,
  extra: Omit<Partial<ApiEnvelope<D>>, 'data' | 'success'> = {},
  status: ContentfulStatusCode = 200,
): Response {
  return c.json(toSnakeKeys<object>({ success: true, message: null, ...extra, data }), status);
}

/** Answers `{ success: false, message, errors? }`: a 4xx the client treats as an answer. */
export function fail(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  errors?: Record<string, string>,
): Response {
  return c.json(toSnakeKeys<object>({ success: false, message, ...(errors ? { errors } : {}) }), status);
}

/** Thrown by parse helpers; server/http turns it into a 422 with the message (never a 500). */
export class BadRequestError extends Error {
  constructor(
    message: string,
    readonly errors?: Record<string, string>,
    readonly status: ContentfulStatusCode = 422,
  ) {
    super(message);
  }
}

/** Validates the snake_case query string against a camelCase contract schema. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseWith(schema, toCamelKeys(c.req.query()));
}

/** Validates a snake_case JSON body against a camelCase contract schema. */
export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new BadRequestError('Request body must be valid JSON', undefined, 400);
  }
  return parseWith(schema, toCamelKeys(raw));
}

function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    errors[key] ??= issue.message;
  }
  const first = result.error.issues[0];
  const where = first && first.path.length > 0 ? `${first.path.map(String).join('.')}: ` : '';
  throw new BadRequestError(`${where}${first?.message ?? 'Invalid request'}`, errors);
}
