import type { Language } from '@/contract/envelope';
import type { IdTokenVerifier } from './auth/id-token-verifier';
import type { Database } from './db/client';
import type { TrackingConfig } from './modules/tracking/tracking-config';

/** What every module's routes get from the process that starts them (server/index.ts). */
export interface ServerContext {
  db: Database;
  config: ServerConfig;
  realtime: RealtimeWriter;
  log: Logger;
  /**
   * Verifies social sign-in (Firebase ID tokens, server/auth/id-token-verifier.ts); absent when no
   * Firebase project is configured, and then social sign-in answers 503.
   */
  idTokens?: IdTokenVerifier;
  /** The current instant; tests inject a fixed clock (default: the real time). Used by the booking module. */
  now?: () => Date;
}

export interface ServerConfig {
  /** Public origin the PWA is served from, e.g. http://localhost:8080. */
  publicUrl: string;
  appVersion: string;
  realtime: { databaseUrl: string; emulatorHost: string | null; emulatorPort: number | null };
  selectedPaymentProvider: 'omise' | 'gbprimepay';
  /** The card form config.json announces (payments module's clientPaymentConfig); default sandbox. */
  cardForm?: 'sandbox' | 'omise' | 'gbprimepay';
  paymentPublicKey?: string | null;
  paymentApiUrl?: string | null;
  promptpayCountdownSeconds: number;
  /**
   * Check every JSON answer against its endpoint's response schema before sending it (server/http/mount.ts):
   * on in tests and development, so a server that drifts from the contract fails there; off in production.
   */
  checkResponses?: boolean;
  /**
   * Multiplies every limit per client and per address (server/http/rate-limit.ts): 1 in production,
   * larger where many clients share one address on purpose (a test suite), Infinity = off (benchmarks).
   */
  rateLimitScale?: number;
  /**
   * Multiplies how long a page's HTML waits for its inlined answers and its paint (HTML_BUDGETS,
   * server/http/static-files.ts): 1 in production, larger in the journeys so a busy machine still paints.
   */
  htmlBudgetScale?: number;
  /**
   * Serve the local mailbox (GET /dev/mailbox, server/mail/mailbox-routes.ts): on in the local run and
   * tests, off in production (LOCAL_MAILBOX=0 or NODE_ENV=production), where mail goes to a provider.
   */
  localMailbox?: boolean;
  /** ASYNC_BOOKING=1: the config asks clients for asynchronous booking (answer: the realtime key). */
  asyncBooking?: boolean;
  /**
   * The company's e-mail domain (STAFF_EMAIL_DOMAIN): a member with a proven e-mail there is staff
   * (src/domain/accounts/staff-email.ts). None: nobody is staff.
   */
  staffEmailDomain?: string | null;
  /**
   * Where the PWA's Firebase Auth connects: the project's web config, and locally the Auth emulator's
   * origin (server/auth/auth-emulator.ts). Null: social sign-in is not offered.
   */
  socialAuth?: { apiKey: string; authDomain: string; projectId: string; emulatorUrl: string | null } | null;
  /** How long a seat hold lasts (HOLD_MINUTES; default DEFAULT_HOLD_MINUTES of src/contract/booking.ts). */
  holdMinutes?: number;
  /**
   * The passkeys' relying party (WEBAUTHN_RP_ID, WEBAUTHN_ORIGINS): the domain passkeys are bound to and the
   * page origins allowed to use them. Unset: worked out from publicUrl (server/modules/accounts/relying-party.ts).
   */
  webauthn?: { rpId?: string; origins?: string[] };
  /**
   * The operator's secret (OPERATOR_SECRET; locally the data directory's admin secret): the bearer token of
   * the restaurant's completion step (docs/decisions/0029-points-and-loyalty.md). Unset: that step is off.
   */
  operatorSecret?: string | null;
  /**
   * Overrides of the feature switches config.json announces (FEATURES of
   * server/modules/catalogue/config-constants.ts); tests turn one off to see its endpoints refuse.
   */
  features?: Readonly<Record<string, boolean>>;
  /** Analytics forwarding and the maps conversion adapter (TrackingConfig); absent: both stay local. */
  tracking?: TrackingConfig;
}

/** Writes to the realtime database (local firebase-server or the Firebase project in production). */
export interface RealtimeWriter {
  set: (path: string, value: unknown) => Promise<void>;
  close: () => Promise<void>;
}

export interface Logger {
  info: (msg: string, fields?: Record<string, unknown>) => void;
  warn: (msg: string, fields?: Record<string, unknown>) => void;
  error: (msg: string, fields?: Record<string, unknown>) => void;
}

/** Hono context variables set by server/http middleware. */
export interface AppEnv {
  Variables: { lang: Language; requestId: string };
}
