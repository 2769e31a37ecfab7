import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { prerender } from 'react-dom/static';
import type { PagePaint, PaintRequest } from '@/contract/server-paint';
import { createBootAnswerSource, setBootAnswerSource } from '@/api/boot-answers';
import { activateLanguage } from '@/lib/i18n/i18n';
import { createQueryClient } from '@/lib/query/query-client';
import { resetStoresForNextPaint } from '@/lib/create-store';
import { setServerDevice, setServerPaintTime } from '@/lib/server-paint-snapshot';
import { readPartnerMode } from '@/entities/partner/partner-mode-state';
import { Providers } from '@/app/providers';
import { createAppRouter, type AppRouter } from '@/app/router';

/** Rounds of "render, then ask what the render wanted": a list's cards may want their own answers. */
const ASK_ROUNDS = 3;

let queue: Promise<unknown> = Promise.resolve();

/**
 * The server's first paint of a page (decision 0059): the same React tree the browser renders, drawn to
 * HTML from the answers the page's HTML carries, so the page is seen before its code has run; the browser
 * then hydrates it. Null when the router cannot stand on the page with those answers alone (a redirect,
 * a loader that failed) or past the request's budget: the page then goes out unpainted, as before.
 *
 * The language, the device, the clock and the answers are module state of the app (one visitor per
 * browser), so paints run one at a time; one stuck past its budget no longer holds the next. This file is
 * the entry of the server build (`vite build --ssr`, dist/.server). tests/server/http/server-paint-page.test.ts.
 */
export function paintPage(request: PaintRequest): Promise<PagePaint | null> {
  const run = queue.then(() => paintNow(request));
  queue = Promise.race([run.catch(() => undefined), aborted(request.signal)]);
  return run;
}

function aborted(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve();
    else signal.addEventListener('abort', () => resolve(), { once: true });
  });
}

async function paintNow({ url, language, answers, device, signal }: PaintRequest): Promise<PagePaint | null> {
  if (signal.aborted) return null;
  // Nothing the last visitor's page set (partner mode, a toast, a signal) carries over to this one.
  resetStoresForNextPaint();
  const source = createBootAnswerSource(() => JSON.stringify(answers), () => 0);
  const used: string[] = [];
  setBootAnswerSource({
    take: (url) => {
      const answer = source.take(url);
      if (answer) used.push(url);
      return answer;
    },
    only: true,
  });
  setServerDevice(device);
  const time = Date.now();
  setServerPaintTime(time);
  const queryClient = createQueryClient();
  try {
    await activateLanguage(language);
    const router = createAppRouter(queryClient, { history: createMemoryHistory({ initialEntries: [url] }) });
    await router.load();
    // A partner's page is laid out from what the partner answers the browser's tab: not painted.
    if (!settledOn(router, url) || readPartnerMode().request !== null) return null;
    await settled(queryClient, signal);
    // React Query starts a component's own query in an effect, which a server render never runs: each
    // round asks what the last render wanted (once each), until a render wants nothing new. What the
    // answers do not hold fails at once, and goes back to waiting: the paint shows it loading, as the
    // browser does until it has asked.
    const asked = new Set<string>();
    let html = await render(queryClient, router, signal);
    for (let round = 0; round < ASK_ROUNDS; round++) {
      const wanted = queryClient
        .getQueryCache()
        .getAll()
        .filter((q) => waitingToBeAsked(q) && !asked.has(q.queryHash));
      if (wanted.length === 0) break;
      wanted.forEach((q) => asked.add(q.queryHash));
      await Promise.all(wanted.map((q) => q.fetch().catch(() => undefined)));
      await settled(queryClient, signal);
      for (const q of queryClient.getQueryCache().getAll()) if (q.state.status === 'error') q.reset();
      html = await render(queryClient, router, signal);
    }
    if (signal.aborted) return null;
    // Only what was answered goes to the browser: a query left waiting, it asks for itself.
    return { html: withoutScripts(html), state: dehydrate(queryClient), used, time };
  } catch {
    return null;
  } finally {
    queryClient.clear();
    setBootAnswerSource(null);
    setServerDevice('large-desktop');
  }
}

/** The router is on the asked page, every match loaded (no redirect, no error, no not-found). */
function settledOn(router: AppRouter, url: string): boolean {
  const { matches, location } = router.state;
  // A redirect moved the router elsewhere: the paint would be of another page.
  return location.href === url && matches.length > 0 && matches.every((m) => m.status === 'success');
}

function waitingToBeAsked(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  // An observer's options (enabled among them) are kept on the query it built during the render.
  const { enabled } = query.options as { enabled?: unknown };
  const on = typeof enabled === 'function' ? (enabled as (q: Query) => unknown)(query) : enabled;
  return on !== false && typeof query.options.queryFn === 'function';
}

async function settled(queryClient: QueryClient, signal: AbortSignal): Promise<void> {
  while (queryClient.isFetching() > 0 && !signal.aborted) await new Promise((resolve) => setTimeout(resolve, 1));
}

/** The page's markup; throws when any part of it failed to render (or the budget ran out). */
async function render(queryClient: QueryClient, router: AppRouter, signal: AbortSignal): Promise<string> {
  let failed = false;
  const { prelude } = await prerender(<Providers queryClient={queryClient} router={router} />, {
    signal,
    // Every boundary in place: the browser reveals nothing with scripts (none run before hydration).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // A part that failed would be left to the browser to draw: no paint rather than a half one. (Also
    // keeps an abort at the budget out of the server's log.)
    onError: () => {
      failed = true;
    },
  });
  const html = await new Response(prelude).text();
  if (failed) throw new Error('a part of the page did not render');
  return html;
}

/**
 * The router's inline scroll-restoration script is for a page that keeps its server markup; ours is
 * hydrated, and the page's policy allows no inline script.
 */
function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
}
