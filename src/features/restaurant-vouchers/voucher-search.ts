/** `?offer={id}` of the two buy pages: a positive whole id; anything else is no offer chosen yet. */
export function readBuyVoucherSearch(search: Record<string, unknown>): { offer?: number } {
  const id = Number(search.offer);
  return Number.isSafeInteger(id) && id > 0 ? { offer: id } : {};
}
