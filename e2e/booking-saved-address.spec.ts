import type { APIRequestContext, Page } from '@playwright/test';
import { freshEmail } from './support/accounts-mailbox';
import { signInDevice, signUpByApi } from './support/book-steps';
import { confirmStep5, deliveringRestaurant, orderToStep5 } from './support/delivery-steps';
import { expect, test } from './support/fixtures';

/**
 * A member delivers to a saved address, on phone and desktop: the address saved in the profile (with its
 * map point) is offered at step 5, picking it quotes the fee for its point with no location asked, and the
 * booking names it by id (the server reads the member's own row); typing a note afterwards sends the
 * location in full instead. The Thai part reads the picker in Thai.
 */

const PASSWORD = 'journey passphrase 1';
// An argon2 sign-up, a saved address and a five-step booking on a shared machine.
test.describe.configure({ timeout: 150_000 });


/** Saves an address for the member through the profile's own call, about 1.1 km from `near`. */
async function saveAddress(
  request: APIRequestContext,
  token: string,
  near: { lat: number; lng: number },
  name: string,
) {
  const me = await request.get(`/api/v5/users.json?access_token=${token}`);
  const id = ((await me.json()) as { data: { id: number } }).data.id;
  const res = await request.post(`/api/v5/users/${id}/addresses.json`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name,
      kind: 'home',
      address: '88 Rama IV Road',
      detail: 'Room 5',
      lat: near.lat + 0.01,
      lng: near.lng,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

interface Journey {
  page: Page;
  request: APIRequestContext;
  gotoApp: (path: string) => Promise<unknown>;
  isMobile: boolean;
}

/** A new member with one saved address named `label`, signed in on this page and at step 5 of a delivery. */
async function memberAtStep5({ page, request, gotoApp, isMobile }: Journey, label: string) {
  const r = await deliveringRestaurant(request);
  const member = await signUpByApi(request, 'Saved Address', freshEmail('saved-address'), PASSWORD);
  const addressId = await saveAddress(request, member.accessToken, r.map_location, label);
  await signInDevice(page, member);
  const flow = await orderToStep5(page, gotoApp, isMobile, r.slug, r.hah.id);
  return { addressId, flow };
}

test('a member picks a saved address at step 5: fee for its point, booked by its id', async ({
  page,
  request,
  gotoApp,
  isMobile,
}) => {
  const { addressId, flow } = await memberAtStep5({ page, request, gotoApp, isMobile }, 'Office');
  const saved = flow.getByRole('group', { name: 'Your saved addresses' });
  await expect(saved).toBeVisible();
  await saved.getByRole('radio', { name: /Office/ }).check();
  // No location asked: the saved point is enough for the distance and the fee.
  await expect(flow.getByTestId('delivery-fee')).toHaveText(/^Delivery fee: ฿\d+/);
  await expect(flow.getByTestId('delivery-distance')).toHaveText(/^Distance: 1\.\d+ km$/);
  await expect(flow.getByLabel('Address', { exact: true })).toHaveValue('88 Rama IV Road');
  const total = (await flow.getByTestId('booking-total').textContent())?.trim();

  const response = await confirmStep5(page, flow);
  expect(response.status()).toBe(200);
  const sent = response.request().postDataJSON() as {
    address_id?: number;
    address?: unknown;
    reservation: { service_type: string };
  };
  expect(sent.reservation.service_type).toBe('delivery');
  expect(sent.address_id).toBe(addressId);
  expect(sent.address ?? null).toBeNull();
  type Answer = { total: { format: string } };
  const json = (await response.json()) as { data: Answer | { attributes: Answer } };
  const answer = 'attributes' in json.data ? json.data.attributes : json.data;
  // The server priced the saved point as step 5 did.
  expect(answer.total.format).toBe(total);
});

test('ภาษาไทย: the saved addresses in Thai; a note typed after picking sends the address in full', async ({
  page,
  request,
  gotoApp,
  isMobile,
}) => {
  await memberAtStep5({ page, request, gotoApp, isMobile }, 'บ้านแม่');
  // The same step in Thai: the booking and its held seats live in the tab's storage.
  await gotoApp(`${new URL(page.url()).pathname}?locale=th`);
  const thaiFlow = page.getByRole('region', { name: 'จองโต๊ะ' });
  const saved = thaiFlow.getByRole('group', { name: 'ที่อยู่ที่บันทึกไว้' });
  await expect(saved).toBeVisible();
  await saved.getByRole('radio', { name: /บ้านแม่/ }).check();
  await expect(thaiFlow.getByTestId('delivery-fee')).toHaveText(/^ค่าจัดส่ง: ฿\d+/);
  await thaiFlow.getByLabel('ข้อความถึงคนขับ').fill('โทรก่อนถึง');
  // Typed words are the diner's own: the radio lets go of the saved row, and the booking sends them in full.
  await expect(saved.getByRole('radio', { name: /บ้านแม่/ })).not.toBeChecked();

  const sent = (await confirmStep5(page, thaiFlow)).request().postDataJSON() as {
    address_id?: number | null;
    address: { address: string; note_for_driver: string };
  };
  expect(sent.address_id ?? null).toBeNull();
  expect(sent.address).toMatchObject({ address: '88 Rama IV Road', note_for_driver: 'โทรก่อนถึง' });
});
