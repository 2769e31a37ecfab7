import { ADDRESS_DETAIL_SEPARATOR } from './booking-state';

/**
 * A delivery address's detail as it is stored and sent: one text, the address and the detail (building,
 * floor, room) joined by ADDRESS_DETAIL_SEPARATOR — 'Sukhumvit Rd, Khlong Toei | Room 1204'. No detail
 * gives the address alone (so does a detail that is the address itself). Idempotent: a detail that already starts with its address and the separator
 * is kept as it is, so the client joining and the server joining again never doubles it
 * (tests/domain/booking/address-detail.test.ts).
 */
export function addressDetailText(address: string, detail: string): string {
  const a = address.trim();
  const d = detail.trim();
  if (d === '') return a;
  if (a === '' || d === a || d.startsWith(`${a}${ADDRESS_DETAIL_SEPARATOR}`)) return d;
  return `${a}${ADDRESS_DETAIL_SEPARATOR}${d}`;
}
