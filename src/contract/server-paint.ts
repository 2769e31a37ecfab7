import type { BootAnswers } from '@/contract/boot-answers';
import type { Language } from '@/contract/envelope';

export type PaintDevice = 'phone' | 'tablet' | 'desktop' | 'large-desktop';

/** What the server asks its paint of a page (src/app/server-paint.tsx, run from dist/.server). */
export interface PaintRequest {
  /** The page's path and query, as the visitor asked for it. */
  url: string;
  language: Language;
  /** The answers the HTML will carry (decision 0053): the paint asks nothing else. */
  answers: BootAnswers;
  device: PaintDevice;
  /** Stops a paint that outlives its budget. */
  signal: AbortSignal;
}

/** A page's paint: the markup of #root and what it was drawn from. */
export interface PagePaint {
  html: string;
  /** The query cache it was drawn from (React Query's dehydrated state), for the browser to hydrate. */
  state: unknown;
  /** The answers (by URL) that went into it: the browser has them in the cache. */
  used: string[];
  /** The instant it was drawn at, the page's clock ("last booking was made … ago"). */
  time: number;
}

/**
 * What the server's first paint of a page (decision 0059) leaves in the HTML for the browser, beside the
 * page's markup in #root: the query cache the markup was drawn from (React Query's dehydrated state), the
 * language, the device class and the instant it was drawn for. The browser hydrates the markup with the
 * same four.
 */
export interface PaintState {
  language: Language;
  device: PaintDevice;
  /** The instant it was drawn at (ms since the epoch): the page's clock while it is hydrated. */
  time: number;
  /** React Query's DehydratedState. */
  cache: unknown;
}

/** The id of the `<script type="application/json">` element that carries it. */
export const PAINT_STATE_ELEMENT_ID = 'paint-state';
