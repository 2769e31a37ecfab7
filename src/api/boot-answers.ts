import { BOOT_ANSWERS_ELEMENT_ID, type BootAnswer } from '@/contract/boot-answers';
import { bootAnswerUsable } from '@/domain/shell/boot-answer-usable';

export interface BootAnswerSource {
  /** The inlined answer to this URL as a Response, once, while the page is young; else undefined. */
  take(url: string): Response | undefined;
  /** No network behind these answers (a server paint): a call they do not answer fails at once. */
  readonly only?: boolean;
}

/**
 * Reads the answers the server inlined into the first HTML (decision 0053) the first time one is asked
 * for. Unreadable JSON means none: the calls simply go to the network (tests/api/boot-answers.test.ts).
 */
export function createBootAnswerSource(readText: () => string | null | undefined, pageAgeMs: () => number): BootAnswerSource {
  let answers: Map<string, BootAnswer> | null = null;
  const used = new Set<string>();
  const load = (): Map<string, BootAnswer> => {
    if (answers) return answers;
    answers = new Map();
    try {
      const parsed: unknown = JSON.parse(readText() ?? 'null');
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        for (const [url, answer] of Object.entries(parsed as Record<string, BootAnswer>)) {
          if (answer && typeof answer.status === 'number' && answer.status < 400) answers.set(url, answer);
        }
      }
    } catch {
      // A broken script element is no answers, not an error.
    }
    return answers;
  };
  return {
    take(url) {
      const answer = load().get(url);
      if (!answer || !bootAnswerUsable(pageAgeMs(), used.has(url))) return undefined;
      used.add(url);
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    },
  };
}

/** The page's inlined answers in a browser (the script element the server wrote). */
const pageAnswers: BootAnswerSource = createBootAnswerSource(
  () => (typeof document === 'undefined' ? null : document.getElementById(BOOT_ANSWERS_ELEMENT_ID)?.textContent),
  () => (typeof performance === 'undefined' ? Number.POSITIVE_INFINITY : performance.now()),
);

let current: BootAnswerSource = pageAnswers;

/** Where calls find the inlined answers: the page's, or a server render's own (setBootAnswerSource). */
export const bootAnswers = {
  take: (url: string) => current.take(url),
  get only() {
    return current.only === true;
  },
} satisfies BootAnswerSource;

/** A server paint answers its calls from the answers its page will carry (src/app/server-paint.tsx). */
export function setBootAnswerSource(source: BootAnswerSource | null): void {
  current = source ?? pageAnswers;
}
