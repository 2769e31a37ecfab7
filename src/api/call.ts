import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { fillPath, type EndpointAnswer, type EndpointInput, type JsonEndpoint } from '@/contract/endpoint';
import { IDEMPOTENCY_HEADER } from '@/contract/booking-constants';
import { ApiError } from '@/api/api-error';
import { api, notifyLostSession } from '@/api/transport';

/**
 * What a call answers: the endpoint's answer, plus the server's message and the HTTP status, and
 * `cachedAt` when the service worker answered from its cache while offline (src/api/transport.ts).
 */
export type Answered<E> = EndpointAnswer<E> & { message: string | null; httpStatus: number; cachedAt?: string };

export interface CallOptions {
  signal?: AbortSignal;
  /** Silent: no report, no toast, no server-busy modal (background calls). */
  dontReport?: boolean;
  /** Retries for network failures and 5xx other than 503 (default: reads 3, writes only with a key). */
  retry?: number;
  /** Sent as `Idempotency-Key` to an idempotent endpoint: a repeat answers the first answer. */
  idempotencyKey?: string;
  /** The message of a refusal that carries none, or of an answer that breaks the contract (said only then). */
  fallback?: string | (() => string);
  /** Check the answer against the endpoint's response schema (loads the schema module on first use). */
  validate?: boolean;
  /** The member's token for this call, instead of the signed-in session's. */
  accessToken?: string;
  /** A 401 is only this call's answer, not a lost session (revoking a session that already ended). */
  ignoreLostSession?: boolean;
  /**
   * A multipart form sent in place of the JSON body (a picture with the fields, as PUT /users.json takes
   * it); its names are the server's (snake_case) and the token joins a copy of it as `access_token`.
   */
  form?: FormData;
  /** The API's origin for this call only (checking that another environment answers). */
  origin?: string;
}

let accessTokenSource: () => string | null = () => null;

/** Where `call` finds the member's token; the app wires the session here at start (src/app/bootstrap.tsx). */
export function setAccessTokenSource(source: () => string | null): void {
  accessTokenSource = source;
}

/**
 * Calls one endpoint of the contract (tests/api/call.test.ts): the path is filled from `params`, the
 * query and body are snake-cased, the language and `client_type` ride along, and the member's token goes
 * to endpoints that take one (never to public ones) where the API's clients always put it: `access_token`
 * in the query of a GET, in the body otherwise (the server's logs redact it). The envelope is unwrapped:
 * a refusal (`success: false`) throws one ApiError of kind 'refused' with the server's message, status and
 * per-field messages; a 401 on a call that carried a token is a lost session (toast + listeners). A `form`
 * goes instead of the body, the token added to a copy of it. Network
 * failures, 503 and 5xx throw as the transport says.
 */
export async function call<E extends JsonEndpoint>(
  endpoint: E,
  input: EndpointInput<E> & CallOptions,
): Promise<Answered<E>> {
  const { signal, dontReport, retry, idempotencyKey, validate } = input;
  const fallback = (): string | undefined => (typeof input.fallback === 'function' ? input.fallback() : input.fallback);
  const headers: Record<string, string> = {};
  const token = endpoint.access === 'public' ? null : (input.accessToken ?? accessTokenSource());
  if (idempotencyKey && endpoint.idempotent) headers[IDEMPOTENCY_HEADER] = idempotencyKey;
  const inQuery = token && endpoint.method === 'GET' ? { accessToken: token } : {};
  const inBody = token && endpoint.method !== 'GET' ? { accessToken: token } : {};

  const result = await api.request<unknown>(endpoint.method, fillPath(endpoint.path, input.params ?? {}), {
    query: { ...(input.query as Record<string, unknown> | undefined), ...inQuery },
    body: endpoint.method === 'GET' ? undefined : input.form ? withToken(input.form, token) : { ...(input.body as object | undefined), ...inBody },
    signal,
    dontReport,
    retry,
    headers,
    origin: input.origin,
    // Only a call that carried a token can lose a session; a 401 elsewhere is an answer like any other.
    silent401: true,
  });

  if (result.httpStatus === 401 && token && !input.ignoreLostSession) notifyLostSession(token);
  if (!result.success || result.httpStatus >= 400) {
    const message = result.message || fallback() || i18n._(msg`Unknown Error`);
    throw new ApiError('refused', message, result.httpStatus, result, { fieldErrors: fieldErrorsOf(result.errors) });
  }
  const { success: _success, ...answer } = result;
  if (validate) {
    const { response } = await endpoint.schemas();
    const parsed = response.safeParse(answer);
    if (!parsed.success) {
      throw new ApiError('server', fallback() ?? i18n._(msg`Unknown Error`), result.httpStatus, result);
    }
    const stored = answer.cachedAt ? { cachedAt: answer.cachedAt } : {};
    return { ...(parsed.data as object), message: answer.message, httpStatus: answer.httpStatus, ...stored } as Answered<E>;
  }
  return answer as unknown as Answered<E>;
}

/** A copy of `form` carrying the member's token the way the server reads a form's token. */
function withToken(form: FormData, token: string | null): FormData {
  const copy = new FormData();
  for (const [name, value] of form.entries()) copy.append(name, value);
  if (token) copy.set('access_token', token);
  return copy;
}

/** `errors` of a refusal as field → first message. */
function fieldErrorsOf(errors: unknown): Record<string, string> {
  if (!errors || typeof errors !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors as Record<string, unknown>)) {
    if (typeof value === 'string') out[key] = value;
    else if (Array.isArray(value) && typeof value[0] === 'string') out[key] = value[0];
  }
  return out;
}
