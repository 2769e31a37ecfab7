import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface WirePackage {
  id: number;
  name: string;
  is_ticket: boolean;
  is_bookable: boolean;
  is_expired: boolean;
  price: { amount: number };
}

/**
 * A THB restaurant selling a ticket package that can be bought now, and that package. `pick` spreads the
 * journeys over several restaurants, so their orders do not draw on one package's stock.
 */
export async function ticketRestaurant(
  request: APIRequestContext,
  pick: number,
): Promise<{ slug: string; pkg: WirePackage }> {
  const res = await request.get(
    '/api/v5/restaurants/search.json?offer_ticket=true&page[size]=20&page[number]=1',
  );
  expect(res.ok()).toBe(true);
  const cards = (
    (await res.json()) as { data: { attributes: { slug: string; price: { currency: string } } }[] }
  ).data;
  const found: { slug: string; pkg: WirePackage }[] = [];
  for (const card of cards) {
    if (card.attributes.price.currency !== 'THB') continue;
    const detail = await request.get(`/api/v5/restaurants/${card.attributes.slug}.json`);
    const pkgs = ((await detail.json()) as { data: { attributes: { packages: WirePackage[] } } }).data
      .attributes.packages;
    const pkg = pkgs.find((p) => p.is_ticket && p.is_bookable && !p.is_expired);
    if (pkg) found.push({ slug: card.attributes.slug, pkg });
    if (found.length > pick) break;
  }
  expect(found.length, 'a restaurant selling tickets').toBeGreaterThan(0);
  return found[Math.min(pick, found.length - 1)]!;
}

/** Types a card into the sandbox gateway's card form (its own page in an iframe, in English). */
export async function fillSandboxCard(page: Page, number: string): Promise<void> {
  const frame = page.frameLocator('iframe[title="Card details"]');
  await frame.getByLabel('Name on card').fill('Somchai Jaidee');
  await frame.getByLabel('Card number').fill(number.replace(/(\d{4})(?=\d)/g, '$1 '));
  await frame.getByLabel('Expiry (MM/YY)').fill('12/34');
  await frame.getByLabel('Security code').fill('123');
}

/** The pending PromptPay charge of this amount (baht), from the sandbox's own list page. */
export async function promptpayChargeId(request: APIRequestContext, amount: number): Promise<string> {
  const html = await (await request.get('/sandbox-gateway')).text();
  const rows = [
    ...html.matchAll(/<tr><td><a href="[^"]*">([^<]+)<\/a><\/td><td>([^<]+)<\/td><td>([^<]+)<\/td><td>([^<]+)<\/td><\/tr>/g),
  ];
  const row = rows.find(
    (m) => m[2] === 'promptpay' && m[4] === 'pending' && Math.abs(Number(m[3]!.replace(/[^\d.]/g, '')) - amount) < 0.005,
  );
  expect(row, `a pending PromptPay charge of ${amount}`).toBeTruthy();
  return row![1]!;
}
