/**
 * What the API client throws (a status < 500 is an answer and is returned, never thrown):
 * - 'network': no connection (fetch rejected); toasted at most once per 15 s, not reported.
 * - 'abort': cancelled through an AbortSignal; never toasted or reported.
 * - 'server': a 5xx other than 503 after the retries, or a response the client could not read
 *   ('Failed doing request'); reported.
 * - 'setup': the request could not be built ('Something went wrong when setup http call'); reported.
 * - 'busy': 503; the server-busy modal and the maintenance flag are set; not reported.
 * - 'refused': the server answered `success: false` (a 4xx): its message (already in the user's
 *   language), status and per-field messages; src/api/call.ts throws it, the caller decides what to show.
 */
export type ApiErrorKind = 'network' | 'abort' | 'server' | 'setup' | 'busy' | 'refused';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    /** Already translated; safe to show. */
    message: string,
    readonly httpStatus?: number,
    /** The camelized body of the failed response, when there was one. */
    readonly body?: unknown,
    options?: { cause?: unknown; fieldErrors?: Record<string, string> },
  ) {
    super(message, options);
    this.fieldErrors = options?.fieldErrors ?? {};
  }

  /** Per-field messages of a refusal (field path → message); empty otherwise. */
  readonly fieldErrors: Record<string, string>;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True for errors that should never surface to the user (cancelled requests). */
export function isAbortError(error: unknown): boolean {
  return (error instanceof ApiError && error.kind === 'abort') || (error instanceof DOMException && error.name === 'AbortError');
}

/** A refusal with this HTTP status (e.g. 404 for "not found" pages). */
export function isRefusal(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && error.kind === 'refused' && (status === undefined || error.httpStatus === status);
}
