import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Reservation } from '@/contract/booking';
import { toSnakeKeys } from '@/contract/wire-case';
import { createReservation, type ReservationBody } from '@/features/booking/booking-calls';
import { activateEnglish } from '../../test-utils/render';
import { apiDouble } from './booking-fixtures';

const money = (amount: number) => ({ amount, currency: 'THB' as const, symbol: '฿', format: `฿${amount}` });

const stored: Reservation = {
  encryptedId: 'enc-async-0000000001',
  status: 'pending_arrival',
  restaurantId: 13,
  restaurantName: 'Sabai',
  restaurantSlug: 'sabai',
  date: '2026-12-01',
  startTime: '18:00',
  adult: 2,
  kids: 0,
  serviceType: 'dine_in',
  isOrderNow: false,
  bigGroup: false,
  specialRequest: '',
  packages: [],
  subtotal: money(1000),
  deliveryFee: money(0),
  total: money(1000),
  requiresPayment: false,
  firebaseKey: 'fb-key-1',
  createdAt: '2026-11-25T06:00:00.000Z',
};

const body = { reservation: { date: '2026-12-01', startTime: '18:00', adult: 2, kids: 0, restaurantId: 13 }, packages: [] } as unknown as ReservationBody;

beforeEach(() => activateEnglish());
afterEach(() => vi.unstubAllGlobals());

describe('createReservation', () => {
  it('follows an asynchronous booking through its realtime key, then reads the reservation', async () => {
    const { calls, fetchMock } = apiDouble((c) =>
      c.method === 'POST' && c.path === '/reservations.json'
        ? { body: { success: true, data: { firebase_key: 'fb-key-1' }, firebase_key: 'fb-key-1', message: 'processing' } }
        : c.path === `/reservations/${stored.encryptedId}.json`
          ? { body: { success: true, data: toSnakeKeys(stored) } }
          : { status: 404, body: { success: false, message: 'no' } },
    );
    vi.stubGlobal('fetch', vi.fn(fetchMock));
    const follow = vi.fn(() => Promise.resolve({ encryptedId: stored.encryptedId }));
    const created = await createReservation({ ...body, asyncBooking: true }, 'key-1', follow);
    expect(follow).toHaveBeenCalledWith('fb-key-1');
    expect(created).toEqual(stored);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /reservations.json',
      `GET /reservations/${stored.encryptedId}.json`,
    ]);
    expect(calls[0]?.body).toMatchObject({ async_booking: true });
  });

  it('takes a synchronous answer as it is, without following', async () => {
    const { fetchMock } = apiDouble(() => ({ body: { success: true, data: toSnakeKeys(stored) } }));
    vi.stubGlobal('fetch', vi.fn(fetchMock));
    const follow = vi.fn(() => Promise.resolve({ encryptedId: 'x' }));
    await expect(createReservation(body, 'key-2', follow)).resolves.toEqual(stored);
    expect(follow).not.toHaveBeenCalled();
  });

  it('fails when the realtime record never names the reservation', async () => {
    const { fetchMock } = apiDouble(() => ({ body: { success: true, data: { firebase_key: 'k' }, firebase_key: 'k' } }));
    vi.stubGlobal('fetch', vi.fn(fetchMock));
    const follow = () => Promise.reject(new Error('failed watch reservation status'));
    await expect(createReservation({ ...body, asyncBooking: true }, 'key-3', follow)).rejects.toThrow(
      'failed watch reservation status',
    );
  });
});
