import { msg } from '@lingui/core/macro';
import { hydrate } from '@tanstack/react-query';
import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { setAccessTokenSource } from '@/api/call';
import { loadChunkDepsWhenIdle } from '@/api/chunk-preload';
import { onSessionExpired } from '@/api/transport';
import { toastApiError } from '@/api/toast-api-error';
import { beginEnvironment } from '@/lib/environment/begin-environment';
import { detectInitialLanguage } from '@/lib/i18n/detect-language';
import { activateLanguage, i18n } from '@/lib/i18n/i18n';
import { warmNumberFormat } from '@/lib/i18n/warm-number-format';
import { afterPageSettles } from '@/lib/after-page-settles';
import { deferredPartsMayLoad, openDeferredParts } from '@/lib/deferred-parts';
import { storageKeys } from '@/lib/storage-keys';
import { createQueryClient } from '@/lib/query/query-client';
import { clearSession, sessionStore } from '@/entities/session/session';
import { openAuthModal } from '@/entities/account/auth-modal';
import { holdTracking } from '@/entities/tracking/tracking-handoff';
import { setWatchSetup } from '@/entities/reservation/watch-setup';
import { startHistoryCleanUp } from '@/entities/reservation-history/start-history-clean-up';
import { catalogueQueries } from '@/features/catalogue/catalogue-queries';
import { clearChunkReloadFlag } from '@/features/shell/chunk-error';
import { endPaintedView, setServerDevice, setServerPaintTime, startPaintedView } from '@/lib/server-paint-snapshot';
import { readPaintedPage, releasePaint } from '@/app/painted-page';
import { Providers } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import '@/app/styles.css';

/** Restoring the cache must not hold the first render hostage (a stuck IndexedDB, private modes). */
const RESTORE_TIMEOUT_MS = 1500;

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * A page the server did not paint (or painted for someone else) has no HTML standing in for the parts
 * that wait for the page to settle: they load with it.
 */
function drawWithoutPaint(rootElement: HTMLElement, app: ReactNode): void {
  openDeferredParts();
  createRoot(rootElement).render(app);
}

/**
 * Start order: detect and activate the language and, on a page the server did not paint for this visitor,
 * restore the persisted catalogue and the member's history (so the home page and upcoming bookings render
 * offline) → create the router → first render (a hydration of the server's paint when the page came
 * painted) → then, off the critical path, the config; once the page has settled, the service worker, the
 * version check on the realtime database, the menu drawer's chunk and the deferred parts (the footer's
 * code, tracking, a painted page's restore, decision 0068).
 */
export async function bootstrap(rootElement: HTMLElement): Promise<void> {
  // The landing URL's tracking parameters (or its notracking) are read before any redirect drops them.
  const landingSearch = window.location.search;
  const lang = detectInitialLanguage(window.location, navigator, localStorageOrNull());
  warmNumberFormat(lang);
  // Where the API is, before any call or cache restore (a forced return to production clears first).
  await beginEnvironment(sessionStore.get()?.isStaff === true, deferredPartsMayLoad());
  const queryClient = createQueryClient();
  // A page the server painted for this visitor is drawn from the paint's own answers: what an earlier visit
  // kept on the device is restored once the page has settled, and its code loads then (decision 0068).
  // Any other page (offline from the worker's copy, a member's, another language's) restores it first.
  const painted = readPaintedPage(document);
  const hydrating = painted !== null && painted.language === lang && !sessionStore.get();
  const persistence = (saveOnceRestored: boolean) =>
    import('@/lib/query/start-persistence').then(({ startPersistence }) => startPersistence(queryClient, saveOnceRestored));
  const restored = hydrating ? deferredPartsMayLoad().then(() => persistence(true)) : persistence(false);
  // What a member's history left on this device is for that member only: sign-out drops it. Its code loads
  // beside the restore, and only when there may be something to clean (a member, or a member's data).
  startHistoryCleanUp(queryClient, restored);
  await Promise.all([
    activateLanguage(lang),
    hydrating
      ? undefined
      : Promise.race([restored.catch(() => undefined), new Promise((r) => setTimeout(r, RESTORE_TIMEOUT_MS))]),
  ]);

  const router = createAppRouter(queryClient);
  router.subscribe('onResolved', () => {
    if (!router.state.matches.some((m) => m.status === 'error')) clearChunkReloadFlag();
  });
  // Page-view tracking's code waits for the deferred parts' gate (below) or a consent answer; what it
  // needs from the start (notracking, the landing tags, the pages seen) is kept meanwhile (decision 0068).
  const startTracking = holdTracking(
    landingSearch,
    (listener) => router.subscribe('onResolved', listener),
    (handoff) =>
      void import('@/entities/tracking/page-views').then(({ startTracking }) => startTracking(handoff)).catch(() => undefined),
  );
  void deferredPartsMayLoad().then(startTracking);
  // The member's token rides with calls that take one. A call that loses it signs this device out and
  // opens login over the page the member is on (nothing on it, a booking in progress included, is lost).
  setAccessTokenSource(() => sessionStore.get()?.accessToken ?? null);
  onSessionExpired(() => {
    clearSession();
    openAuthModal('login');
  });
  // A reload or a reopened tab during payment goes on watching the reservation. The watch's chunk loads
  // only when a watch is saved: the payment step loads it itself to start one (decision 0066).
  setWatchSetup({
    realtime: () => queryClient.fetchQuery(catalogueQueries.config(lang)).then((config) => config.realtime),
    navigate: (url) => router.history.push(url),
  });
  if (localStorageOrNull()?.getItem(storageKeys.reservationWatch) != null) {
    void import('@/entities/reservation/reservation-watch')
      .then(({ resumeReservationWatch }) => resumeReservationWatch())
      .catch(() => undefined);
  }

  // The server painted this page (decision 0059): hydrate it with the cache, device and clock it was
  // drawn with, once the router stands on the page. A member's page, or one in another language, is not the
  // one painted: it renders on its own, and that first render replaces the paint. So does a page the
  // browser's guards sent elsewhere (a booking step without this tab's booking, decision 0062).
  const onCommitted = () => releasePaint(rootElement);
  const app = <Providers queryClient={queryClient} router={router} onCommitted={onCommitted} />;
  if (hydrating) {
    hydrate(queryClient, painted.cache);
    setServerDevice(painted.device);
    setServerPaintTime(painted.time);
    // The router draws a server's page without its outermost Suspense boundaries; told that the page
    // came from a server, it draws the browser's the same way (TanStack's own hydration sets this).
    router.ssr = { manifest: undefined };
    const paintedHref = router.state.location.href;
    await router.load();
    if (router.state.location.href === paintedHref) {
      // The painted page view lasts until the router leaves it (usePaintedView).
      startPaintedView();
      const unsubscribe = router.subscribe('onBeforeNavigate', ({ hrefChanged }) => {
        if (!hrefChanged) return;
        endPaintedView();
        unsubscribe();
      });
      // As a transition the hydration is rendered in slices, yielding to the browser between them, instead
      // of one long task of the whole page (the page is on screen meanwhile; a tap hydrates its part first).
      startTransition(() => {
        hydrateRoot(rootElement, app);
      });
    } else {
      router.ssr = undefined;
      drawWithoutPaint(rootElement, app);
    }
  } else {
    drawWithoutPaint(rootElement, app);
  }
  // A signed-in device refreshes the member's profile once the page is up (a chunk of its own: most
  // first visits are signed out).
  if (sessionStore.get()) {
    void import('@/entities/account/member-session')
      .then(({ refreshMemberProfile }) => refreshMemberProfile(() => void router.navigate({ to: '/' })))
      .catch(() => undefined);
  }

  // What each lazy chunk imports, so a later page's chunks load together (decision 0064).
  loadChunkDepsWhenIdle();
  const config = queryClient.fetchQuery(catalogueQueries.config(lang));
  config.catch((error: unknown) => toastApiError(error, i18n._(msg`failed get config`)));
  // firebase is heavy: the version check loads it only once the page has settled (decision 0054), and
  // so does the menu drawer's chunk, unless the visitor reaches for the button first (decision 0055). The
  // service worker registers then too: its install fetches the whole precache (about 550 KB), which on a
  // first visit over a slow network would compete with the page's own pictures and lists (decision 0067).
  // The footer's code and page-view tracking wait for then as well, on a page the server painted
  // (decision 0068). The waiting code is in the entry: as a chunk of its own it cost a request and more
  // bytes before the page was quiet than it saves the first render.
  afterPageSettles(() => {
    openDeferredParts();
    void import('@/lib/pwa/register-sw').then(({ registerServiceWorker }) => registerServiceWorker()).catch(() => undefined);
    void import('@/features/shell/components/hamburger-menu').catch(() => undefined);
    void config
      .then(async ({ realtime }) => {
        const { startVersionCheck } = await import('@/lib/realtime/version-check');
        await startVersionCheck(realtime);
      })
      .catch(() => undefined);
  });
}
