/**
 * A bank-card voucher priced the booking on the card number the diner gave (its first 11 digits). The
 * card actually charged must be in the voucher's ranges too, or any number could be declared and another
 * card paid with. The gateway reports only the charged card's first digits (six, its BIN), so a range
 * longer than what is known holds when it starts with those digits: the gateway cannot tell more, and
 * the declared number was already checked in full. Unknown digits (a gateway that reports none) leave
 * the check to the declared number. Every voucher that names ranges must hold.
 * tests/domain/vouchers/charged-card-range.test.ts
 */
export function chargedCardFitsVouchers(
  leadingDigits: string | null,
  vouchersCardPrefixes: readonly (readonly string[])[],
): boolean {
  if (leadingDigits === null) return true;
  const known = leadingDigits.replace(/\D/g, '');
  if (known.length === 0) return true;
  return vouchersCardPrefixes.every(
    (prefixes) => prefixes.length === 0 || prefixes.some((prefix) => prefixHolds(prefix, known)),
  );
}

function prefixHolds(prefix: string, known: string): boolean {
  if (prefix.length === 0) return false;
  return prefix.length <= known.length ? known.startsWith(prefix) : prefix.startsWith(known);
}
