import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0/2.1 A and AA violations of the page (or of `include`, a selector) as short readable lines (what, and where). */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const result = await builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact ?? 'n/a'}): ${n.target.join(' ')} — ${n.failureSummary ?? v.help}`),
  );
}

/**
 * Waits for the first restaurant card's picture, so axe scans the settled page, not skeletons. Pictures
 * are rendered by the server on their first request (server/modules/catalogue/picture-render.ts); on a
 * cold server with two browsers at work that took longer than 5 s in CI, so this waits up to 20 s.
 */
export async function firstCardPictureLoaded(page: Page): Promise<void> {
  await expect(page.locator('article.restaurant-card .retrying-image[data-state="loaded"]').first()).toBeVisible({
    timeout: 20_000,
  });
}
