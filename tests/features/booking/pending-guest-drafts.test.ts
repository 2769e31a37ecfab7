import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clear, createStore as createIdbStore } from 'idb-keyval';
import type { Reservation } from '@/contract/booking';
import type { SelectedPackage } from '@/domain/booking/booking-state';
import { bindRestaurant, bookingStore, emptySession, updateBooking, updateSession } from '@/features/booking/booking-store';
import { DRAFT_DB_NAME, DRAFT_STORE_NAME, hasStoredDrafts } from '@/features/booking/pending/draft-db';
import { readDrafts } from '@/features/booking/pending/draft-storage';
import {
  dismissGuestDraft,
  guestDraftsSettled,
  guestDraftsStore,
  resetGuestDraftsForTests,
  startGuestDrafts,
} from '@/features/booking/pending/guest-drafts';
import { clearSession, saveSession } from '@/entities/session/session';

const ayce: SelectedPackage = { id: 30, typeCode: 'ayce', isAllowMix: false, isAcceptManyQuantity: false, quantity: 2, menus: [] };
const hah: SelectedPackage = { id: 40, typeCode: 'hah', isAllowMix: false, isAcceptManyQuantity: true, quantity: 1, menus: [] };

function book(slug: string, id: number, time: string, pkg = ayce, preference: 'dine_in' | 'delivery' = 'dine_in') {
  bindRestaurant(slug, id);
  updateBooking((s) => ({ ...s, adult: 2, packagePreference: preference, selectedPackages: [pkg] }));
  updateBooking((s) => ({ ...s, selectedDate: '2026-11-22', selectedTime: time, step: 4 }));
}

const names: Record<string, string> = { 'sabai-shabu': 'Sabai Shabu', 'golden-dragon': 'Golden Dragon' };

describe('guest drafts', () => {
  beforeEach(async () => {
    await clear(createIdbStore(DRAFT_DB_NAME, DRAFT_STORE_NAME));
    sessionStorage.clear();
    clearSession();
    bookingStore.set(emptySession());
    resetGuestDraftsForTests();
    let t = 1000;
    startGuestDrafts((slug) => names[slug] ?? null, () => (t += 1000));
    await guestDraftsSettled();
  });

  afterEach(() => resetGuestDraftsForTests());

  it('saves a booking with a date, a time and a package to IndexedDB, where a new page finds it', async () => {
    bindRestaurant('sabai-shabu', 13);
    updateBooking((s) => ({ ...s, adult: 2, packagePreference: 'dine_in', selectedPackages: [ayce] }));
    await guestDraftsSettled();
    // No date or time yet: nothing is kept, and a page start finds no drafts.
    expect((await readDrafts()).dine_in).toBeNull();
    expect(await hasStoredDrafts()).toBe(false);

    updateBooking((s) => ({ ...s, selectedDate: '2026-11-22', selectedTime: '19:00' }));
    await guestDraftsSettled();
    const saved = (await readDrafts()).dine_in;
    expect(saved).toMatchObject({
      restaurantSlug: 'sabai-shabu',
      restaurantName: 'Sabai Shabu',
      date: '2026-11-22',
      startTime: '19:00',
      adult: 2,
      packages: [{ id: 30, quantity: 2 }],
    });
    expect(guestDraftsStore.get().drafts.dine_in).toEqual(saved);
    expect(await hasStoredDrafts()).toBe(true);

    // A "new page": the in-memory drafts are gone, IndexedDB still has the draft.
    resetGuestDraftsForTests();
    startGuestDrafts(() => null);
    await guestDraftsSettled();
    expect(guestDraftsStore.get()).toMatchObject({ status: 'ready', drafts: { dine_in: saved, delivery: null } });
  });

  it('keeps one draft per kind, the newest winning', async () => {
    book('sabai-shabu', 13, '19:00');
    await guestDraftsSettled();
    const first = (await readDrafts()).dine_in!;
    book('golden-dragon', 14, '18:30');
    await guestDraftsSettled();
    const { dine_in, delivery } = await readDrafts();
    expect(dine_in).toMatchObject({ restaurantSlug: 'golden-dragon', restaurantName: 'Golden Dragon', startTime: '18:30' });
    expect(dine_in!.id).not.toBe(first.id);
    expect(delivery).toBeNull();

    book('sabai-shabu', 13, '20:00', hah, 'delivery');
    await guestDraftsSettled();
    const both = await readDrafts();
    expect(both.dine_in?.restaurantSlug).toBe('golden-dragon');
    expect(both.delivery).toMatchObject({ restaurantSlug: 'sabai-shabu', serviceType: 'delivery', packagePreference: 'delivery' });
  });

  it('removes the draft of the kind once a reservation is made', async () => {
    book('sabai-shabu', 13, '19:00');
    await guestDraftsSettled();
    expect((await readDrafts()).dine_in).not.toBeNull();
    updateSession((s) => ({
      ...s,
      lastReservation: { encryptedId: 'abc', serviceType: 'dine_in', restaurantId: 13 } as Reservation,
      state: { ...s.state, selectedPackages: [], selectedDate: null, selectedTime: null },
    }));
    await guestDraftsSettled();
    expect((await readDrafts()).dine_in).toBeNull();
    expect(guestDraftsStore.get().drafts.dine_in).toBeNull();
  });

  it('deletes a dismissed draft', async () => {
    book('sabai-shabu', 13, '19:00');
    await guestDraftsSettled();
    dismissGuestDraft(guestDraftsStore.get().drafts.dine_in!);
    await guestDraftsSettled();
    expect((await readDrafts()).dine_in).toBeNull();
  });

  it('records nothing for a signed-in member (their drafts are the server’s)', async () => {
    saveSession({ name: 'Malee', email: null, accessToken: 'token-1' });
    book('sabai-shabu', 13, '19:00');
    await guestDraftsSettled();
    expect((await readDrafts()).dine_in).toBeNull();
    clearSession();
  });
});
