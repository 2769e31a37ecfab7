import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { PricingError } from '@/domain/pricing/pricing-types';
import type { BookingMessageKey, MessageVars } from './booking-messages';

/** A refusal of a booking call: the routes answer it with `status` and the message in the request's language. */
export class BookingError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly key: BookingMessageKey,
    readonly vars: MessageVars = {},
    /** The field the message is about (the answer's `errors`). */
    readonly field?: string,
  ) {
    super(key);
  }
}

/** The pricing rules refused the selection (422 with the rule's message). */
export class PricingRefusedError extends Error {
  constructor(
    readonly error: PricingError,
    readonly packageId: number | null,
  ) {
    super(error.message);
  }
}
