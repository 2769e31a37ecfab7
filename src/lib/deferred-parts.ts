/**
 * The gate for parts a painted page can do without while it starts (the footer's code, page-view
 * tracking): they load once bootstrap opens the gate, when the page has settled, or at once on a page the
 * browser draws itself (there is no server HTML to stand in for them). A part may also open its own way
 * early, when the visitor reaches for it (the footer scrolled into view, a consent answer). The server's
 * paint never waits: it renders every part (decision 0068). Test: tests/lib/deferred-parts.test.ts.
 */
let open: () => void = () => undefined;
const opened = new Promise<void>((resolve) => {
  open = resolve;
});

/** Resolves when deferred parts may load; at once where there is no window (the server's paint). */
export function deferredPartsMayLoad(): Promise<void> {
  return typeof window === 'undefined' ? Promise.resolve() : opened;
}

/** Opens the gate (bootstrap: once the page has settled, or at once when it draws the page itself). */
export function openDeferredParts(): void {
  open();
}

/**
 * Resolves when deferred parts may load or when the server-painted element `selector` comes within
 * `marginPx` of the viewport, whichever is first: a visitor who scrolls to the footer gets its buttons.
 */
export function deferredOrVisible(selector: string, marginPx = 400): Promise<void> {
  const gate = deferredPartsMayLoad();
  const element = typeof document === 'undefined' ? null : document.querySelector(selector);
  if (!element || typeof IntersectionObserver === 'undefined') return gate;
  return new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: `${marginPx}px` },
    );
    observer.observe(element);
    void gate.then(() => {
      observer.disconnect();
      resolve();
    });
  });
}
