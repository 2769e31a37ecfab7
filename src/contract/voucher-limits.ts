/**
 * How many vouchers a booking holds and how long a code can be, in a module without zod: the voucher
 * checks and a seat hold's kept codes (src/contract/booking.ts) share them.
 */

/** The most vouchers one booking holds (gift vouchers combine). */
export const MAX_APPLIED_VOUCHERS = 5;
/** The longest code a voucher can have. */
export const MAX_VOUCHER_CODE_LENGTH = 60;
