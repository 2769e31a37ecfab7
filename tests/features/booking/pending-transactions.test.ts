import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchPendingTransactions, pendingFromAnswer } from '@/features/booking/pending/pending-transactions-api';
import { apiDouble } from './booking-fixtures';

const answer = {
  success: true,
  data: [
    {
      id: '91',
      type: 'pending_transactions',
      attributes: {
        restaurant_id: 13,
        date: '2026-11-22',
        start_time: '19:00',
        adult: 2,
        kids: 1,
        special_request: 'window',
        voucher_code: null,
        service_type: 'delivery',
        is_order_now: true,
        packages: [
          {
            restaurant_package_id: 40,
            quantity: 2,
            menu_sections: [{ menus: [{ id: 7, quantity: 2, price: { amount: 120 } }] }],
          },
        ],
      },
    },
    // Wrong shape (the date must be YYYY-MM-DD, the time HH:mm): skipped.
    { id: '92', attributes: { restaurant_id: 13, date: '22/11/2026', start_time: '19:00', packages: [] } },
  ],
  included: [
    { id: '13', type: 'restaurants', attributes: { name: 'Sabai Shabu', slug: 'sabai-shabu' } },
    { id: '40', type: 'restaurant_packages', attributes: { type_code: 'hah' } },
  ],
};

describe('pending transactions (members)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the access token and reads the pending bookings with their restaurant', async () => {
    const double = apiDouble(() => ({ body: answer }));
    vi.stubGlobal('fetch', vi.fn(double.fetchMock));
    const drafts = await fetchPendingTransactions('token-1');
    expect(double.calls[0]?.path).toBe('/pending_transactions.json');
    const url = (vi.mocked(fetch).mock.calls[0]?.[0] as string) ?? '';
    expect(url).toContain('access_token=token-1');
    expect(drafts).toEqual([
      {
        id: '91',
        restaurantId: 13,
        restaurantSlug: 'sabai-shabu',
        restaurantName: 'Sabai Shabu',
        date: '2026-11-22',
        startTime: '19:00',
        adult: 2,
        kids: 1,
        specialRequest: 'window',
        voucherCode: null,
        serviceType: 'delivery',
        isOrderNow: true,
        packages: [{ id: 40, typeCode: 'hah', quantity: 2, menus: [{ id: 7, quantity: 2, price: 120 }] }],
        packagePreference: 'delivery',
        savedAt: 0,
        source: 'server',
      },
    ]);
  });

  it('fails on a refusal (the caller shows "failed get pending reservation")', async () => {
    const double = apiDouble(() => ({ status: 422, body: { success: false, message: 'nope' } }));
    vi.stubGlobal('fetch', vi.fn(double.fetchMock));
    await expect(fetchPendingTransactions('token-1')).rejects.toThrow('nope');
  });

  it('skips entries without a known restaurant', () => {
    expect(pendingFromAnswer(answer.data, [])).toEqual([]);
    expect(pendingFromAnswer(null, null)).toEqual([]);
  });
});
