import { confirmStep5, deliveringRestaurant, grant, orderToStep5, stepPath } from './support/delivery-steps';
import { expect, test } from './support/fixtures';

/**
 * A Hungry@Home delivery (issue 4: location, distance, fee, order time) on phone and desktop: the
 * position comes from the browser's geolocation (granted by Playwright), the distance and the fee from
 * the catalogue's calls, the fee goes into step 5's breakdown and the server charges the same total.
 * Seeded hah packages are prepaid, so the booking ends waiting for payment (the payment step's screen).
 */


test('a guest orders a hah package for delivery to their position and is charged the total with the fee', async ({
  page,
  context,
  request,
  gotoApp,
  isMobile,
}) => {
  test.setTimeout(120_000);
  const r = await deliveringRestaurant(request);
  // About 1.1 km north of the restaurant: the first fee tier.
  await grant(context, { latitude: r.map_location.lat + 0.01, longitude: r.map_location.lng });
  const flow = await orderToStep5(page, gotoApp, isMobile, r.slug, r.hah.id);
  const before = (await flow.getByTestId('booking-total').textContent())?.trim();

  await flow.getByRole('button', { name: 'Use my location' }).click();
  await expect(flow.getByTestId('delivery-fee')).toHaveText(/^Delivery fee: ฿\d+/);
  await expect(flow.getByTestId('delivery-distance')).toHaveText(/^Distance: 1\.\d+ km$/);
  const fee = (await flow.getByTestId('delivery-fee').locator('strong').textContent())?.trim();
  // The fee is a line of the breakdown and part of its total.
  const breakdown = flow.getByRole('region', { name: 'Price' });
  await expect(breakdown.getByText('Delivery fee')).toBeVisible();
  await expect(flow.getByTestId('booking-total')).not.toHaveText(before!);
  const total = (await flow.getByTestId('booking-total').textContent())?.trim();
  expect(total).toMatch(/^฿[\d,]+$/);

  // The address: named by the place lookup or typed.
  const address = flow.getByLabel('Address', { exact: true });
  if ((await address.inputValue()).trim() === '') await address.fill('99 Sukhumvit Road, Khlong Toei');
  await flow.getByLabel('Address detail (building, floor, room)').fill('Tower A, 12th floor');
  await flow.getByLabel('Note for driver').fill('Please call at the lobby');

  // A reload keeps the position, the quote and the typed address (session storage).
  await page.reload();
  await expect(flow.getByText('Seats held for')).toBeVisible();
  await expect(flow.getByLabel('Note for driver')).toHaveValue('Please call at the lobby');
  await expect(flow.getByTestId('booking-total')).toHaveText(total!);

  await flow.getByLabel('Name', { exact: true }).fill('Somchai Jaidee');
  await flow.getByLabel('Email', { exact: true }).fill('somchai@example.com');
  await flow.getByLabel('Phone', { exact: true }).fill('0812345678');

  const response = await confirmStep5(page, flow);
  expect(response.status()).toBe(200);
  const sent = response.request().postDataJSON() as {
    reservation: { service_type: string; is_order_now: boolean; distance_to_restaurant: number };
    address: { address: string; detail: string; note_for_driver: string; lat: number; lng: number };
  };
  expect(sent.reservation.service_type).toBe('delivery');
  expect(sent.reservation.is_order_now).toBe(false);
  expect(sent.reservation.distance_to_restaurant).toBeGreaterThan(1);
  // The detail travels as one text, joined to the address by the separator.
  expect(sent.address.detail).toBe(`${sent.address.address} | Tower A, 12th floor`);
  expect(sent.address).toMatchObject({ note_for_driver: 'Please call at the lobby' });
  type Answer = { status: string; delivery_fee: { format: string }; total: { format: string } };
  const json = (await response.json()) as { data: Answer | { attributes: Answer } };
  const answer = 'attributes' in json.data ? json.data.attributes : json.data;
  // The server's own price (distance → fee rule) is the one step 5 showed.
  expect(answer.delivery_fee.format).toBe(fee);
  expect(answer.total.format).toBe(total);
  expect(answer.status).toBe(r.hah.requires_prepayment ? 'waiting_for_payment' : 'pending_arrival');
  // What comes next (the payment's screen, or the confirmation) shows the same total.
  await expect(page.getByText(total!, { exact: false }).first()).toBeVisible();
});

test('an address out of the delivery area shows the no-routes message and books nothing', async ({
  page,
  context,
  request,
  gotoApp,
  isMobile,
}) => {
  test.setTimeout(90_000);
  const r = await deliveringRestaurant(request);
  // About 55 km away: beyond the last fee tier.
  await grant(context, { latitude: r.map_location.lat + 0.5, longitude: r.map_location.lng });
  const flow = await orderToStep5(page, gotoApp, isMobile, r.slug, r.hah.id);
  const total = (await flow.getByTestId('booking-total').textContent())?.trim();

  await flow.getByRole('button', { name: 'Use my location' }).click();
  await expect(flow.getByTestId('delivery-no-routes')).toHaveText(
    'Oops, no routes found from your location to the restaurant',
  );
  await expect(flow.getByTestId('booking-total')).toHaveText(total!);

  let posted = false;
  page.on('request', (req) => {
    if (req.url().includes('/api/v5/reservations.json')) posted = true;
  });
  await flow.getByLabel('Name', { exact: true }).fill('Somchai Jaidee');
  await flow.getByLabel('Email', { exact: true }).fill('somchai@example.com');
  await flow.getByLabel('Phone', { exact: true }).fill('0812345678');
  await flow.getByRole('button', { name: /^(Pay|Reserve and continue to payment|Confirm booking)/ }).click();
  await expect(page.getByTestId('toast')).toHaveText(
    /Oops, no routes found from your location to the restaurant/,
  );
  await expect(flow.getByRole('button', { name: 'Use my location' })).toBeFocused();
  expect(posted).toBe(false);
});

test('the date-first tracking parameter starts a delivery order at the date step', async ({
  page,
  request,
  gotoApp,
  isMobile,
}) => {
  const r = await deliveringRestaurant(request);
  await gotoApp(`/restaurants/${r.slug}?date_first=true`);
  const card = page
    .locator('article[data-type-code="hah"]')
    .filter({ has: page.getByRole('link', { name: 'Order' }) })
    .first();
  await card.getByRole('link', { name: 'Order' }).click();
  await expect(page).toHaveURL(stepPath(isMobile, r.slug, 2));
  const flow = page.getByRole('region', { name: 'Book a table' });
  await expect(flow.getByRole('group', { name: 'Choose a date' })).toBeVisible();
  const saved = await page.evaluate(
    () =>
      JSON.parse(sessionStorage.getItem('hh-booking') ?? 'null') as {
        state: { isDateFirst: boolean; step: number };
      } | null,
  );
  expect(saved?.state).toMatchObject({ isDateFirst: true, step: 2 });
});
