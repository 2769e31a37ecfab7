/**
 * Error reporting with card data stripped before anything leaves (tested in
 * tests/api/error-reporter.test.ts). The default sink is console.error: a Sentry-like service is a third
 * party that this build cannot reach (no internet at run time), so production wires its own sink with
 * `setErrorSink()` at start-up and gets the same stripped reports.
 */

export interface ErrorReport {
  name: string;
  message: string;
  stack?: string;
  /** Extra fields of the error (kind, httpStatus, body…), stripped. */
  details?: unknown;
  context: unknown;
}

export type ErrorSink = (report: ErrorReport) => void;

const defaultSink: ErrorSink = (report) => console.error('[error-report]', report);
let sink: ErrorSink = defaultSink;

/** Replaces where reports go; returns a function restoring the previous sink. */
export function setErrorSink(next: ErrorSink): () => void {
  const previous = sink;
  sink = next;
  return () => {
    sink = previous;
  };
}

export const REDACTED = '[redacted]';

/** Key names (lowercased, separators removed) that hold card data in any casing: cardNumber, card_number, CVV… */
const SENSITIVE_KEY = /(cardnumber|ccnumber|creditcard(number)?$|^pan$|securitycode|^cvv\d?$|^cvc\d?$|^csc$|expir|^exp(month|year|date)?$|ccexp|omisetoken|omisesource|cardtoken|tokenid$|^token$|^omise)/;
/** Under a key that names a card (card, creditCard, cc…), these are card data too. */
const CARD_CONTAINER_KEY = /(^|credit|debit|saved)card$|^cc$|^card(data|info|details)$/;
const CARD_FIELD_IN_CONTAINER = /^(number|name|month|year|code|cvv|cvc)$/;
/** Omise token and card ids ('tokn_test_…', 'card_test_…', 'src_…'). */
const OMISE_ID = /\b(tokn|card|src)_(test_|live_)?[0-9a-z]{8,}\b/gi;
/** 13–19 digits with optional spaces or dashes: a card number wherever it hides in free text. */
const PAN_LIKE = /\b\d(?:[ -]?\d){12,18}\b/g;

function normalizeKey(key: string): string {
  return key.toLowerCase().replace(/[^a-z0-9]/g, '');
}

function scrubText(text: string): string {
  return text.replace(OMISE_ID, REDACTED).replace(PAN_LIKE, REDACTED);
}

/** Deep copy with card data removed: sensitive keys (any casing) redacted, card-like text scrubbed. */
export function stripCardData(value: unknown, seen = new WeakSet<object>(), inCard = false): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return '[circular]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((v) => stripCardData(v, seen, inCard));
  if (value instanceof Date) return value;
  if (value instanceof Error) return { name: value.name, message: scrubText(value.message) };
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const k = normalizeKey(key);
    if (SENSITIVE_KEY.test(k) || (inCard && CARD_FIELD_IN_CONTAINER.test(k))) {
      out[key] = REDACTED;
    } else {
      out[key] = stripCardData(v, seen, CARD_CONTAINER_KEY.test(k));
    }
  }
  return out;
}

function errorDetails(error: unknown): unknown {
  if (!(error instanceof Error)) return undefined;
  const own: Record<string, unknown> = {};
  for (const key of Object.keys(error)) own[key] = (error as unknown as Record<string, unknown>)[key];
  return Object.keys(own).length > 0 ? own : undefined;
}

/** Sends a stripped report of `error` with its `context` to the sink. Never throws. */
export function reportError(error: unknown, context: unknown = {}): void {
  try {
    const report: ErrorReport = {
      name: error instanceof Error ? error.name : 'NonError',
      message: scrubText(error instanceof Error ? error.message : String(error)),
      stack: error instanceof Error && error.stack ? scrubText(error.stack) : undefined,
      details: stripCardData(errorDetails(error)),
      context: stripCardData(context),
    };
    sink(report);
  } catch {
    // Reporting must never break the caller.
  }
}
