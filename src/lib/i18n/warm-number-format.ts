/**
 * A language's first Intl.NumberFormat loads its locale data: about 45 ms of main thread under a
 * mid-range phone's CPU (4× slowdown here, measured), later ones well under 1 ms. Left to the first price
 * or count on the page, that cost landed inside the long task of hydration and its effects. Here it runs
 * in a task of its own, queued while the page's data and code are still on their way.
 * tests/lib/i18n/warm-number-format.test.ts.
 */
export function warmNumberFormat(language: string, later: (run: () => void) => void = (run) => void setTimeout(run)): void {
  later(() => {
    try {
      new Intl.NumberFormat(language).format(0);
    } catch {
      // A language the browser does not know falls back the same way later; nothing to warm.
    }
  });
}
