import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingStore, emptySession, updateBooking } from '@/features/booking/booking-store';
import { choosePackage } from '@/features/booking/choose-package';
import { toastStore } from '@/lib/toast-store';
import { activateEnglish } from '../../test-utils/render';
import { pkg, restaurant } from './booking-fixtures';

const SWITCH = 'Are you sure want to select this package ? its will reset your booking back to the first step.';

describe('choosePackage (book buttons through the package selection guard)', () => {
  const r = restaurant();
  const ayce = r.packages[0]!;
  const hah = r.packages[1]!;

  beforeEach(() => {
    activateEnglish();
    sessionStorage.clear();
    bookingStore.set(emptySession());
    toastStore.set(null);
  });

  it('starts a dine-in booking with the tapped package', async () => {
    const ask = vi.fn();
    expect(await choosePackage(r, ayce, ask)).toBe('ok');
    const s = bookingStore.get();
    expect(s.restaurantSlug).toBe(r.slug);
    expect(s.state.packagePreference).toBe('dine_in');
    expect(s.state.bookingMethod).toBe('dine_in');
    expect(s.state.selectedPackages.map((p) => p.id)).toEqual([ayce.id]);
    expect(ask).not.toHaveBeenCalled();
  });

  it('lets a delivery package in when no kind was chosen yet (tapping it chooses the kind)', async () => {
    expect(await choosePackage(r, hah, vi.fn())).toBe('ok');
    expect(bookingStore.get().state.packagePreference).toBe('delivery');
    expect(bookingStore.get().state.bookingMethod).toBe('delivery_pick_up');
  });

  it('asks before switching kind mid-flow; no keeps everything', async () => {
    await choosePackage(r, ayce, vi.fn());
    updateBooking((s) => ({ ...s, step: 3, adult: 2, selectedDate: '2026-11-22' }));
    const ask = vi.fn().mockResolvedValue(false);
    expect(await choosePackage(r, hah, ask)).toBe('declined');
    expect(ask).toHaveBeenCalledWith(SWITCH);
    const s = bookingStore.get().state;
    expect(s).toMatchObject({ step: 3, adult: 2, packagePreference: 'dine_in' });
    expect(s.selectedPackages.map((p) => p.id)).toEqual([ayce.id]);
  });

  it('yes resets the booking to step 1 with the new kind and package', async () => {
    await choosePackage(r, ayce, vi.fn());
    updateBooking((s) => ({ ...s, step: 3, adult: 2, selectedDate: '2026-11-22' }));
    expect(await choosePackage(r, hah, vi.fn().mockResolvedValue(true))).toBe('ok');
    const s = bookingStore.get().state;
    expect(s).toMatchObject({ step: 1, adult: 0, selectedDate: null, packagePreference: 'delivery' });
    expect(s.selectedPackages.map((p) => p.id)).toEqual([hah.id]);
  });

  it('a confirmed switch back to dine-in ends with the dine-in package selected', async () => {
    await choosePackage(r, hah, vi.fn());
    expect(await choosePackage(r, ayce, vi.fn().mockResolvedValue(true))).toBe('ok');
    const s = bookingStore.get().state;
    expect(s.packagePreference).toBe('dine_in');
    expect(s.selectedPackages.map((p) => p.id)).toEqual([ayce.id]);
  });

  it('toasts the refusals: unknown package, not bookable, cannot combine', async () => {
    expect(await choosePackage(r, undefined, vi.fn())).toBe('invalidData');
    expect(toastStore.get()?.message).toBe('This package could not be read, please try again');

    expect(await choosePackage(r, pkg({ id: 31, isBookable: false }), vi.fn())).toBe('notAvailable');
    expect(toastStore.get()?.message).toBe('This package is not available for booking');

    await choosePackage(r, ayce, vi.fn());
    const second = pkg({ id: 32, isAcceptManyQuantity: true, isAllowMix: true });
    expect(await choosePackage(r, second, vi.fn())).toBe('cannotCombine');
    expect(toastStore.get()?.message).toBe("This package can't be combined with other packages");
    expect(bookingStore.get().state.selectedPackages.map((p) => p.id)).toEqual([ayce.id]);
  });
});
