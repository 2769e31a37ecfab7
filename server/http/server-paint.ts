import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAINT_STATE_ELEMENT_ID, type PagePaint, type PaintRequest, type PaintState } from '@/contract/server-paint';
import { jsonScript } from './boot-answers';

/** The server build's entry (src/app/server-paint.tsx, built by `vite build --ssr`). */
export const PAINTER_FILE = '.server/server-paint.js';

/**
 * The longest a page's HTML waits for its paint, after its answers. Past it the page goes out unpainted,
 * as before: the browser draws it once its code has run. A paint takes 10–60 ms here.
 */
export const PAINT_BUDGET_MS = 300;

export type Painter = (request: PaintRequest) => Promise<PagePaint | null>;

/** The build's painter, or null for a build without one (an older dist, a test's fixture). */
export async function loadPainter(distDir: string): Promise<Painter | null> {
  const file = path.resolve(distDir, PAINTER_FILE);
  if (!existsSync(file)) return null;
  // eslint-disable-next-line house/no-restricted-imports -- the build's output, found where it was built; not source.
  const mod = (await import(pathToFileURL(file).href)) as { paintPage?: Painter };
  return typeof mod.paintPage === 'function' ? mod.paintPage : null;
}

/**
 * Paints within the budget (PAINT_BUDGET_MS unless the server scales it, htmlBudgetScaleFromEnv), or null
 * (late, failed, or not paintable from these answers). A painter that ignores its signal still cannot hold
 * the page past the budget.
 */
export async function paintWithinBudget(
  painter: Painter,
  request: Omit<PaintRequest, 'signal'>,
  budgetMs: number = PAINT_BUDGET_MS,
): Promise<PagePaint | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), budgetMs);
  const late = new Promise<null>((resolve) => controller.signal.addEventListener('abort', () => resolve(null), { once: true }));
  try {
    return await Promise.race([painter({ ...request, signal: controller.signal }), late]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The page's HTML with the paint in #root (replacing the boot shell) and its state before `</body>`.
 * #root stays `inert` and hidden from assistive technology until the browser has hydrated it: until
 * then its buttons would do nothing. tests/server/http/server-paint.test.ts.
 */
export function withPaint(html: string, markup: string, state: PaintState): string {
  const open = '<div id="root">';
  const start = html.indexOf(open);
  const end = start < 0 ? -1 : closingDivEnd(html, start);
  if (end < 0) return html;
  const root = `<div id="root" inert aria-hidden="true">${markup}</div>`;
  // Replacer functions: a replacement string would read `$&` or `$'` in a restaurant's name as patterns.
  return (html.slice(0, start) + root + html.slice(end)).replace('</body>', () => `${jsonScript(PAINT_STATE_ELEMENT_ID, state)}\n  </body>`);
}

/** Where the div opened at `start` closes (just past its `</div>`), or -1. */
function closingDivEnd(html: string, start: number): number {
  const tags = /<div\b[^>]*>|<\/div>/g;
  tags.lastIndex = start;
  let depth = 0;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    depth += m[0] === '</div>' ? -1 : 1;
    if (depth === 0) return m.index + m[0].length;
  }
  return -1;
}
