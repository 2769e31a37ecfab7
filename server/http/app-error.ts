import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Language } from '@/contract/envelope';
import type { MessageKey } from '../messages/messages';
import type { MessageVars } from '../messages/text';

export interface AppErrorOptions {
  /** The field the message is about: the answer's `errors` then holds `{ [field]: message }`. */
  field?: string;
  /** Per-field messages, already in the caller's language. */
  errors?: Record<string, string>;
  /** Headers of the answer (e.g. Retry-After on a 429). */
  headers?: Readonly<Record<string, string>>;
  /** The message already said in the caller's language (validation); `key` is then only its kind. */
  said?: string;
  /** A text to use instead of the catalogue's in one language (a pricing rule's own English message). */
  saidIn?: Partial<Record<Language, string>>;
  /** What the refusal still answers besides its message (a refused voucher check's list); camelCase. */
  data?: unknown;
  meta?: unknown;
}

/**
 * The server's one refusal: any layer throws it, the HTTP layer answers `{ success: false, message,
 * errors? }` with `status` and the message in the caller's language (server/http/errors.ts). Never for a
 * bug: an unexpected error is logged and answered 500 with a generic message.
 */
export class AppError extends Error {
  override readonly name = 'AppError';

  constructor(
    readonly status: ContentfulStatusCode,
    readonly key: MessageKey,
    readonly vars: MessageVars = {},
    readonly options: AppErrorOptions = {},
  ) {
    super(key);
  }
}
