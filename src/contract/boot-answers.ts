/**
 * Answers the server inlines into the first HTML of a page (decision 0053): the public GETs the page
 * would make first, keyed by their URL (`apiUrl`), so the first visit does not wait for a chain of round
 * trips before it can paint content. Only answers of status 200 to calls without a member's token.
 */
export interface BootAnswer {
  status: number;
  body: unknown;
}

export type BootAnswers = Record<string, BootAnswer>;

/** The id of the `<script type="application/json">` element that carries them. */
export const BOOT_ANSWERS_ELEMENT_ID = 'boot-answers';
