import { addressDetailText } from '@/domain/booking/address-detail';
import { ADDRESS_DETAIL_SEPARATOR } from '@/domain/booking/booking-state';

/**
 * A saved address keeps the address and its detail (floor, room, landmark) as one text joined by the
 * same separator a delivery booking's location uses, so a saved address can be copied into a booking as
 * it is. The address itself may not hold the separator (the schema refuses it): then splitting at the
 * first one gives back exactly what was joined (tests/domain/addresses/address-detail.test.ts).
 */

/** One text from the two fields, trimmed; no separator when there is no detail. */
export function joinAddressDetail(address: string, detail: string | null | undefined): string {
  return addressDetailText(oneLine(address), oneLine(detail ?? ''));
}

/** The two fields back from the stored text: everything after the first separator is the detail. */
export function splitAddressDetail(text: string): { address: string; detail: string } {
  const at = text.indexOf(ADDRESS_DETAIL_SEPARATOR);
  if (at < 0) return { address: text.trim(), detail: '' };
  return {
    address: text.slice(0, at).trim(),
    detail: text.slice(at + ADDRESS_DETAIL_SEPARATOR.length).trim(),
  };
}

/** Whether an address (not its detail) holds the separator, which would make the split ambiguous. */
export function holdsSeparator(address: string): boolean {
  return oneLine(address).includes(ADDRESS_DETAIL_SEPARATOR);
}

/** Line breaks inside one field become spaces: a form field is one line. */
function oneLine(value: string): string {
  return value.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}
