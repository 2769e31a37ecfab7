import { z } from 'zod';
import type { Language } from '@/contract/envelope';
import { parseRefusal, pathRefusal } from '@/contract/refusal';
import { isMessageKey, translate } from '../messages/messages';
import { AppError } from './app-error';

const LOCALE_ERRORS = { en: z.locales.en().localeError, th: z.locales.th().localeError } as const;

/**
 * Parses `value` with a contract schema, or throws a 422 AppError in the caller's language
 * (tests/server/http/validate.test.ts):
 * - a schema's own refusal (`@key{…}`, src/contract/refusal.ts) is said from the message catalogue, as is;
 * - zod's built-in messages come in the caller's language with the field's path in front
 *   ("page.size: Too big: …"); a plain custom text likewise.
 * `errors` maps each failing path to its message (the first one per path).
 */
export function validate<S extends z.ZodType>(schema: S, value: unknown, lang: Language): z.output<S> {
  const result = schema.safeParse(value, { error: LOCALE_ERRORS[lang] });
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  let first: string | null = null;
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    const message = say(pathRefusal(schema, issue.path) ?? issue.message, path, lang);
    errors[path || '_'] ??= message;
    first ??= message;
  }
  throw new AppError(422, 'invalidRequest', {}, { errors, said: first ?? undefined });
}

function say(message: string, path: string, lang: Language): string {
  const refusal = parseRefusal(message);
  if (refusal && isMessageKey(refusal.key)) return translate(lang, refusal.key, refusal.vars);
  return path ? `${path}: ${message}` : message;
}
