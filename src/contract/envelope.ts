/**
 * The wire envelope of /api/v5 (`{ success, message, data, included?, links?, meta? }`), in camelCase.
 * The server snake_cases keys on the way out; src/api camelizes them on the way in.
 */
export interface Resource<A, T extends string = string> {
  id: string;
  type: T;
  attributes: A;
  relationships?: Record<string, unknown>;
}

export interface ApiEnvelope<D> {
  success: boolean;
  message: string | null;
  data: D;
  included?: unknown[];
  links?: { self?: string; next?: string | null; prev?: string | null; first?: string; last?: string };
  meta?: Record<string, unknown>;
  /** Unknown top-level keys are kept (search answers `ads` beside `data`, for one). */
  [key: string]: unknown;
}

export interface ApiErrorBody {
  success: false;
  message: string;
  /** Per-field messages when the request failed validation. */
  errors?: Record<string, string>;
}

export type Language = 'en' | 'th';
export const LANGUAGES: readonly Language[] = ['en', 'th'];
export const API_PREFIX = '/api/v5';
/** The API's minor version this client speaks: sent as `minor_version` with every call, `apiMinorVersion` to config.json. */
export const API_MINOR_VERSION = 3;

/**
 * A random id the PWA keeps per device (local storage) and sends with every call: the server's limits
 * per client count guests by it (server/http/client-identity.ts).
 */
export const DEVICE_HEADER = 'X-HH-Device';
