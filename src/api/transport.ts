import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CACHED_AT_HEADER } from '@/contract/cache-headers';
import { DEVICE_HEADER, type ApiEnvelope } from '@/contract/envelope';
import { ApiError } from '@/api/api-error';
import { bootAnswers } from '@/api/boot-answers';
import { apiUrl } from '@/contract/api-url';
import { toCamelKeys, toSnakeKeys } from '@/contract/wire-case';
import { reportErrorLater } from '@/api/report-error-later';
import { notifyNetworkError, notifySessionExpired } from '@/api/notify';
import { patchSignals } from '@/lib/app-signals';
import { deviceId } from '@/lib/device-id';
import { apiOrigin } from '@/lib/environment/environment-store';
import { getLanguage } from '@/lib/i18n/i18n';

/**
 * Every answer: the envelope (unknown top-level keys kept) plus the HTTP status (any status < 500), and
 * `cachedAt` when the service worker answered from its cache because the network failed (the time it
 * stored that answer: the page marks what it shows as possibly out of date).
 */
export type ApiResult<T> = ApiEnvelope<T> & { httpStatus: number; cachedAt?: string };

export interface RequestOptions {
  /** camelCase; sent snake_cased, arrays as `key[]`, nested objects as `key[sub]`. */
  query?: Record<string, unknown>;
  /** camelCase; sent snake_cased as JSON (FormData is sent as is). */
  body?: unknown;
  signal?: AbortSignal;
  /** Retries for network failures and 5xx other than 503; see `defaultRetries`. */
  retry?: number;
  /** Silent: no report, no toast, no server-busy modal (background calls). */
  dontReport?: boolean;
  /** A 401 here is not a lost session (e.g. a wrong password): no toast, no onSessionExpired. */
  silent401?: boolean;
  headers?: Record<string, string>;
  /** The API's origin for this call (checking another environment); default: the environment in use. */
  origin?: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const DEFAULT_RETRIES = 3;
/** Backoff before retry n (0-based) is RETRY_BASE_DELAY_MS × 2ⁿ: 300, 600, 1200 ms. */
export const RETRY_BASE_DELAY_MS = 300;

/**
 * Up to 3 retries by default. Writes (POST, PATCH) are not idempotent, so they are retried only when they
 * carry an `Idempotency-Key` (the server then answers a repeat with the first answer) or when
 * the caller asks with `retry`; a blind retry could book a table or charge a card twice.
 */
export function defaultRetries(method: Method, headers: Record<string, string> | undefined): number {
  if (method === 'GET' || method === 'PUT' || method === 'DELETE') return DEFAULT_RETRIES;
  const hasKey = Object.keys(headers ?? {}).some((h) => h.toLowerCase() === 'idempotency-key');
  return hasKey ? DEFAULT_RETRIES : 0;
}

const sessionExpiredListeners = new Set<() => void>();

/** Subscribes to lost sessions (a 401 not marked silent401); returns the unsubscribe function. */
export function onSessionExpired(listener: () => void): () => void {
  sessionExpiredListeners.add(listener);
  return () => {
    sessionExpiredListeners.delete(listener);
  };
}

let lastLostToken: string | null = null;

/**
 * A lost session: the toast 'Your session has expired, Please login again' and every listener, once per
 * session: several calls that were in flight with the same dead token say it once (tests/api/call.test.ts).
 */
export function notifyLostSession(token?: string): void {
  if (token !== undefined) {
    if (token === lastLostToken) return;
    lastLostToken = token;
  }
  notifySessionExpired(i18n._(msg`Your session has expired, Please login again`));
  sessionExpiredListeners.forEach((listener) => listener());
}

function abortError(cause?: unknown): ApiError {
  return new ApiError('abort', 'Request aborted', undefined, undefined, { cause });
}

function isAbort(cause: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (cause instanceof Error && cause.name === 'AbortError') ||
    (typeof DOMException !== 'undefined' && cause instanceof DOMException && cause.name === 'AbortError');
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(abortError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

interface BuiltRequest {
  url: string;
  init: RequestInit;
}

function buildRequest(method: Method, path: string, opts: RequestOptions): BuiltRequest {
  const language = getLanguage();
  // '' (this site) unless a staff member chose another environment (src/lib/environment/).
  const url = apiUrl(path, language, opts.query ?? {}, opts.origin ?? apiOrigin());
  const isForm = typeof FormData !== 'undefined' && opts.body instanceof FormData;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-HH-Language': language,
    [DEVICE_HEADER]: deviceId(),
    ...(isForm ? {} : { 'Content-Type': 'application/json' }),
    ...opts.headers,
  };
  let body: BodyInit | undefined;
  if (opts.body !== undefined && method !== 'GET') {
    body = isForm ? (opts.body as FormData) : JSON.stringify(toSnakeKeys(opts.body));
  }
  return {
    url,
    init: { method, headers, body, signal: opts.signal, credentials: 'same-origin' },
  };
}

/** Reads a JSON body; '' → null. Throws when the body cannot be read or is not JSON. */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text.trim() === '' ? null : (JSON.parse(text) as unknown);
}

function toResult<T>(body: unknown, httpStatus: number, cachedAt: string | null = null): ApiResult<T> {
  const answered = httpStatus < 400;
  const stored = cachedAt ? { cachedAt } : {};
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return { success: answered, message: null, data: body as T, httpStatus, ...stored };
  }
  const record = body as Record<string, unknown>;
  return {
    ...record,
    success: typeof record.success === 'boolean' ? record.success : answered,
    message: typeof record.message === 'string' ? record.message : null,
    data: ('data' in record ? record.data : null) as T,
    httpStatus,
    ...stored,
  };
}

function messageOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
    return body.message;
  }
  return null;
}

async function send<T>(method: Method, path: string, opts: RequestOptions): Promise<ApiResult<T>> {
  const { signal, dontReport = false } = opts;
  const context = { method, path, query: opts.query, body: opts.body };

  let built: BuiltRequest;
  try {
    built = buildRequest(method, path, opts);
  } catch (cause) {
    const error = new ApiError('setup', i18n._(msg`Something went wrong when setup http call`), undefined, undefined, { cause });
    if (!dontReport) reportErrorLater(error, { ...context, cause });
    throw error;
  }

  const retries = Math.max(0, opts.retry ?? defaultRetries(method, opts.headers));
  // A GET the server already answered in the page's HTML (decision 0053) is not asked again.
  const inlined = method === 'GET' ? bootAnswers.take(built.url) : undefined;
  // A server paint (decision 0059) has only the page's answers: anything else is not asked, nor reported.
  if (!inlined && bootAnswers.only) throw new ApiError('network', i18n._(msg`Network Error, Please check your internet connection`));
  for (let attempt = 0; ; attempt++) {
    if (signal?.aborted) throw abortError();

    let response: Response;
    try {
      response = attempt === 0 && inlined ? inlined : await fetch(built.url, built.init);
    } catch (cause) {
      if (isAbort(cause, signal)) throw abortError(cause);
      // Offline: retrying only delays the message.
      const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
      if (attempt < retries && !offline) {
        await sleep(RETRY_BASE_DELAY_MS * 2 ** attempt, signal);
        continue;
      }
      const message = i18n._(msg`Network Error, Please check your internet connection`);
      if (!dontReport) notifyNetworkError(message);
      throw new ApiError('network', message, undefined, undefined, { cause });
    }

    const status = response.status;
    if (status === 503) {
      // Not reported: a busy server is a state, not a bug. It sets the maintenance flag and opens the modal.
      patchSignals(dontReport ? { maintenance: true } : { maintenance: true, serverBusyOpen: true });
      throw new ApiError('busy', i18n._(msg`We are sorry, our server still busy, please try again within few minutes`), status);
    }
    if (status >= 500 && attempt < retries) {
      await sleep(RETRY_BASE_DELAY_MS * 2 ** attempt, signal);
      continue;
    }

    let body: unknown;
    try {
      body = await readJson(response);
    } catch (cause) {
      if (isAbort(cause, signal)) throw abortError(cause);
      // A response we cannot read (cut off, or HTML from a proxy): no usable answer came back.
      const error = new ApiError('server', i18n._(msg`Failed doing request`), status, undefined, { cause });
      if (!dontReport) reportErrorLater(error, { ...context, httpStatus: status });
      throw error;
    }
    const camel = toCamelKeys(body);

    if (status >= 500) {
      const error = new ApiError('server', messageOf(camel) ?? i18n._(msg`Unknown Error`), status, camel);
      if (!dontReport) reportErrorLater(error, { ...context, httpStatus: status, response: camel });
      throw error;
    }

    if (status === 401 && !opts.silent401) notifyLostSession();
    return toResult<T>(camel, status, response.headers.get(CACHED_AT_HEADER));
  }
}

async function request<T>(method: Method, path: string, opts: RequestOptions = {}): Promise<ApiResult<T>> {
  // One progress tick per call, not per attempt, so the bar stays up through retries.
  patchSignals((s) => ({ pendingRequests: s.pendingRequests + 1 }));
  try {
    return await send<T>(method, path, opts);
  } finally {
    patchSignals((s) => ({ pendingRequests: Math.max(0, s.pendingRequests - 1) }));
  }
}

/**
 * The transport under `call` (src/api/call.ts): the only `fetch` of the app. Only src/api uses it; features
 * call endpoints of the contract. Paths are relative to the API prefix, e.g. '/cities.json'.
 */
export const api = {
  request,
  get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, opts),
  post: <T>(path: string, opts?: RequestOptions) => request<T>('POST', path, opts),
  put: <T>(path: string, opts?: RequestOptions) => request<T>('PUT', path, opts),
  patch: <T>(path: string, opts?: RequestOptions) => request<T>('PATCH', path, opts),
  delete: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),
};
