import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { sessionStore } from '@/entities/session/session';
import type { HoldBody } from '@/features/booking/booking-calls';
import { bookingStore, emptySession } from '@/features/booking/booking-store';
import { saveHeldVouchers } from '@/features/booking/hooks/use-seat-hold';

const calls = vi.hoisted(() => ({ lockBooking: vi.fn() }));
vi.mock('@/features/booking/booking-calls', () => ({ lockBooking: calls.lockBooking }));

const body: HoldBody = {
  reservation: { date: '2030-01-02', restaurantId: 13, startTime: '19:00', adult: 2, kids: 0 },
  packages: [{ id: 30, quantity: 1, menus: [] }],
};
const bodyOf = () => body;
const LATER = '2099-01-01T10:00:00+07:00';

function held(codes: string[] | undefined, expiredAt = LATER) {
  bookingStore.set(() => ({
    ...emptySession(),
    heldBody: JSON.stringify(codes === undefined ? body : { ...body, voucherCodes: codes }),
    holdToken: 'secret',
    state: { ...emptySession().state, temporaryBookingId: 41, bookingExpiryDate: expiredAt },
  }));
}

beforeEach(() => {
  calls.lockBooking.mockReset();
  sessionStore.set(() => ({ name: 'Malee', email: 'malee@example.com', accessToken: 'token' }));
});
afterEach(() => sessionStore.set(() => null));

describe("a member's hold keeps step 5's voucher codes", () => {
  it('renews the live hold with the codes when they differ from those it keeps, and records the answer', async () => {
    held([]);
    calls.lockBooking.mockResolvedValueOnce({ tmpReservationId: 41, expiredAt: '2099-01-01T10:10:00+07:00' });
    await saveHeldVouchers(bodyOf, ['HHGIFT500']);
    expect(calls.lockBooking).toHaveBeenCalledTimes(1);
    const [sent, options] = calls.lockBooking.mock.calls[0] as [HoldBody, Record<string, unknown>];
    expect(sent).toEqual({ ...body, voucherCodes: ['HHGIFT500'] });
    expect(options).toMatchObject({ tmpReservationId: 41, holdToken: 'secret' });
    const after = bookingStore.get();
    expect(JSON.parse(after.heldBody!)).toMatchObject({ voucherCodes: ['HHGIFT500'] });
    expect(after.state.bookingExpiryDate).toBe('2099-01-01T10:10:00+07:00');
    expect(after.holdToken).toBe('secret');
    expect(after.pendingHold).toBeNull();

    // The same codes again: nothing to save.
    await saveHeldVouchers(bodyOf, ['HHGIFT500']);
    expect(calls.lockBooking).toHaveBeenCalledTimes(1);
  });

  it('a hold made without codes keeps none: an empty list is nothing to save', async () => {
    held(undefined);
    await saveHeldVouchers(bodyOf, []);
    expect(calls.lockBooking).not.toHaveBeenCalled();
  });

  it('saves one change after another, the last one kept', async () => {
    held([]);
    calls.lockBooking.mockImplementation(() => Promise.resolve({ tmpReservationId: 41, expiredAt: LATER }));
    void saveHeldVouchers(bodyOf, ['HHGIFT500']);
    await saveHeldVouchers(bodyOf, []);
    expect(calls.lockBooking.mock.calls.map(([sent]) => (sent as HoldBody).voucherCodes)).toEqual([['HHGIFT500'], []]);
    expect(JSON.parse(bookingStore.get().heldBody!)).toMatchObject({ voucherCodes: [] });
  });

  it('a failed save changes nothing the diner has: same hold, same expiry, no error', async () => {
    held(['HHGIFT500']);
    const before = bookingStore.get();
    calls.lockBooking.mockRejectedValueOnce(new ApiError('refused', 'Seat hold not found', 404));
    await expect(saveHeldVouchers(bodyOf, [])).resolves.toBeUndefined();
    const after = bookingStore.get();
    expect(after.state).toEqual(before.state);
    expect(after.heldBody).toBe(before.heldBody);
    expect(after.pendingHold).toBeNull();

    calls.lockBooking.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(saveHeldVouchers(bodyOf, [])).resolves.toBeUndefined();
    expect(bookingStore.get().state).toEqual(before.state);
  });

  it('leaves alone a guest, an expired hold and a booking being made', async () => {
    held([]);
    sessionStore.set(() => null);
    await saveHeldVouchers(bodyOf, ['HHGIFT500']);
    sessionStore.set(() => ({ name: 'Malee', email: 'malee@example.com', accessToken: 'token' }));
    held([], '2001-01-01T10:00:00+07:00');
    await saveHeldVouchers(bodyOf, ['HHGIFT500']);
    held([]);
    bookingStore.set((s) => ({ ...s, pendingReservation: { key: 'k', body: '{}' } }));
    await saveHeldVouchers(bodyOf, ['HHGIFT500']);
    expect(calls.lockBooking).not.toHaveBeenCalled();
  });
});
