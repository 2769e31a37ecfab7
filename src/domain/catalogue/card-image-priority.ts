/** How many cards at the top of a list load their picture at once rather than lazily. */
export const EAGER_CARD_PICTURES = 2;

/**
 * Which pictures of a list of cards load at once: the first cards a phone shows without scrolling (the
 * first section of home, the first results of search). A lazy picture there waits until the first render is
 * laid out and the page finds it in view, and the first card's picture is the page's largest paint, so it
 * alone also asks for high fetch priority. Every other card stays lazy (home has dozens off screen).
 * Only the leading list of a page qualifies. Test: tests/domain/catalogue/card-image-priority.test.ts.
 */
export function cardImagePriority(index: number, leadingList: boolean): 'first' | 'eager' | undefined {
  if (!leadingList || index < 0 || index >= EAGER_CARD_PICTURES) return undefined;
  return index === 0 ? 'first' : 'eager';
}
