/**
 * A saved address keeps the address and its detail (floor, room, landmark) as one text, the way a
 * delivery booking's location carries them. A line break joins them: the form's one-line fields can never
 * contain it, so splitting at the first one gives back exactly what was joined
 * (tests/domain/addresses/address-detail.test.ts).
 */
export const ADDRESS_DETAIL_SEPARATOR = '\n';

/** One text from the two fields, trimmed; no separator when there is no detail. */
export function joinAddressDetail(address: string, detail: string | null | undefined): string {
  const main = oneLine(address);
  const extra = oneLine(detail ?? '');
  return extra === '' ? main : `${main}${ADDRESS_DETAIL_SEPARATOR}${extra}`;
}

/** The two fields back from the stored text: everything after the first separator is the detail. */
export function splitAddressDetail(text: string): { address: string; detail: string } {
  const at = text.indexOf(ADDRESS_DETAIL_SEPARATOR);
  if (at < 0) return { address: text.trim(), detail: '' };
  return {
    address: text.slice(0, at).trim(),
    detail: oneLine(text.slice(at + ADDRESS_DETAIL_SEPARATOR.length)),
  };
}

/** Line breaks inside one field become spaces, so a field never carries the separator into the text. */
function oneLine(value: string): string {
  return value.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}
