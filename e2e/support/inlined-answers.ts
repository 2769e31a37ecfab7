import type { Page } from '@playwright/test';

/**
 * A page's HTML carries the answers of its first API calls (decision 0053), and the server's paint of
 * the page with the cache it was drawn from (decision 0059). A journey that changes what one of those
 * calls answers with `page.route` (a 503, a switched feature) removes both from the HTML first, so the
 * page asks the network, where the route answers (the app then renders over the paint on its own).
 */
export async function withoutInlinedAnswers(page: Page): Promise<void> {
  await page.route(
    () => true,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text())
        .replace(/<script type="application\/json" id="boot-answers">.*?<\/script>/s, '')
        .replace(/<script type="application\/json" id="paint-state">.*?<\/script>/s, '');
      await route.fulfill({ response, body: html });
    },
  );
}
