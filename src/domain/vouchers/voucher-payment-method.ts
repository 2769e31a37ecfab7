/**
 * The charge of a booking must be of a kind its vouchers allow: a voucher that names payment types (a
 * bank's card voucher names `card`) holds only if the diner then pays that way, so the method chosen at
 * the payment step is checked against every applied voucher that names some. Vouchers that name none
 * allow any method. `method` is the gateway's kind: card, promptpay, truemoney, shopeepay.
 * tests/domain/vouchers/voucher-payment-method.test.ts
 */
export function methodAllowedByVouchers(method: string, vouchersPaymentTypes: readonly (readonly string[])[]): boolean {
  return vouchersPaymentTypes.every((types) => types.length === 0 || types.includes(method));
}
