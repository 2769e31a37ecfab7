/** How long after the page started an answer inlined into its HTML may stand in for a call. */
export const BOOT_ANSWER_MAX_AGE_MS = 30_000;

/**
 * An answer the server inlined into the first HTML (decision 0053) may answer a call only once, and only
 * while the page is young: the same call made later (a refetch, a page opened a minute after) goes to the
 * network, so nothing older than the page's first moments is ever shown as fresh
 * (tests/domain/shell/boot-answer-usable.test.ts).
 */
export function bootAnswerUsable(pageAgeMs: number, alreadyUsed: boolean): boolean {
  return !alreadyUsed && pageAgeMs >= 0 && pageAgeMs <= BOOT_ANSWER_MAX_AGE_MS;
}
