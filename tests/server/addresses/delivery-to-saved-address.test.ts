import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '@server/db/client';
import { reservations } from '@server/db/schema/booking';
import { createAddressRoutes } from '@server/modules/addresses/routes';
import { createTestDb } from '../support/test-db';
import { deliveryReservation, deliverySlot, type DeliverySlot } from '../booking/delivery-package';
import { accountsApp, bearer, signUpMember, type AccountsTestApp } from '../accounts/accounts-app';

let opened: OpenedDatabase;
let t: AccountsTestApp;
let slot: DeliverySlot;
let hah: DeliverySlot['hah'];

beforeAll(async () => {
  opened = await createTestDb();
  t = accountsApp(opened);
  t.app.route('/api/v5', createAddressRoutes(t.ctx));
  slot = await deliverySlot(opened.db);
  hah = slot.hah;
});

afterAll(() => opened.close());

const booking = (addressId: number) => ({
  reservation: deliveryReservation(slot),
  packages: [{ id: hah.id, quantity: 2, menus: [] }],
  address_id: addressId,
});

async function save(
  member: { id: number; accessToken: string },
  body: Record<string, unknown>,
): Promise<number> {
  const res = await t.send(
    'POST',
    `/api/v5/users/${member.id}/addresses.json`,
    body,
    bearer(member.accessToken),
  );
  expect(res.status).toBe(200);
  return (res.body.data as { id: number }).id;
}

describe('a delivery booking to a saved address', () => {
  it("delivers to the member's own saved address, named by its id", async () => {
    const member = await signUpMember(t);
    const id = await save(member, {
      name: 'Home',
      address: 'Soi 1',
      detail: 'Room 5',
      lat: hah.lat + 0.01,
      lng: hah.lng,
    });
    const res = await t.send('POST', '/api/v5/reservations.json', booking(id), bearer(member.accessToken));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const encryptedId = (res.body.data as { encryptedId: string }).encryptedId;
    const [row] = await opened.db
      .select()
      .from(reservations)
      .where(eq(reservations.encryptedId, encryptedId));
    expect(row!.addressId).toBe(id);
    expect(row!.deliveryAddress).toMatchObject({ name: 'Home', address: 'Soi 1', detail: 'Soi 1 | Room 5' });
    expect(row!.distanceKm).toBeCloseTo(1.11, 1);
  });

  it("refuses another member's address, a guest's id and an address without a map point", async () => {
    const mine = await signUpMember(t);
    const theirs = await signUpMember(t);
    const id = await save(mine, { name: 'Home', address: 'Soi 1', lat: hah.lat + 0.01, lng: hah.lng });
    const stolen = await t.send('POST', '/api/v5/reservations.json', booking(id), bearer(theirs.accessToken));
    expect([stolen.status, stolen.body.message]).toEqual([422, 'address not found']);
    const guest = await t.send('POST', '/api/v5/reservations.json', {
      ...booking(id),
      guest_user: { name: 'Somchai Jaidee', email: 'somchai@example.com', phone: '+66812345678' },
    });
    expect([guest.status, guest.body.message]).toEqual([422, 'address not found']);
    const noPoint = await save(theirs, { name: 'Office', address: 'Silom Rd' });
    const unpriced = await t.send(
      'POST',
      '/api/v5/reservations.json',
      booking(noPoint),
      bearer(theirs.accessToken),
    );
    expect([unpriced.status, unpriced.body.message]).toEqual([
      422,
      'This address has no map location, please enter the delivery address',
    ]);
  });
});
