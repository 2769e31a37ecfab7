export interface Truncated {
  /** The text to show. */
  text: string;
  /** True when the text was cut, i.e. a "read more" / "show less" toggle is needed. */
  truncated: boolean;
}

export const ELLIPSIS = '…';

/**
 * Text truncation (tests/domain/text/truncate.test.ts): shows up to `maxLength` characters; when the text is
 * longer it is cut (at the last space inside the limit when there is one, so words stay whole) and marked
 * truncated so the UI can offer "read more" and, once expanded, "show less" with the full text. Lengths count
 * code points, so Thai and emoji are never split in half.
 */
export function truncate(text: string, maxLength: number): Truncated {
  const chars = Array.from(text);
  if (maxLength <= 0 || chars.length <= maxLength) return { text, truncated: false };
  const head = chars.slice(0, maxLength).join('');
  const lastSpace = head.lastIndexOf(' ');
  const cut = lastSpace > maxLength / 2 ? head.slice(0, lastSpace) : head;
  return { text: `${cut.trimEnd()}${ELLIPSIS}`, truncated: true };
}
