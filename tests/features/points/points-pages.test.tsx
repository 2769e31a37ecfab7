import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '@/entities/session/session';
import { toastStore } from '@/lib/toast-store';
import { BenefitsPage } from '@/features/points/benefits-page';
import { PointHistoryPage } from '@/features/points/point-history-page';
import { PointsPage } from '@/features/points/points-page';
import { renderWithRouter } from '../../test-utils/render';
import { accountFetch, MALEE } from '../account/account-fetch';

const LOYALTY = {
  points: 150,
  total_reservation: 1,
  total_spend: 2500,
  loyalty_level: 'Silver',
  loyalty_level_id: 1,
  loyalty_level_expiry_date: null,
  start_date_level: null,
  progress_total_reservations: 20,
  progress_total_spend: 25,
  booking_to_next_tier: 4,
  spend_to_next_tier: 7500,
  next_loyalty_level: 'Gold',
  points_expiry_date: '2027-11-26T03:00:00.000Z',
  points_expiring: 150,
};

const PROFILE = { status: 200, body: { success: true, message: null, data: { ...MALEE, ...LOYALTY } } };
const links = (next: string | null) => ({
  self: '/x?page=1',
  first: '/x?page=1',
  last: '/x?page=2',
  prev: null,
  next,
});
const entry = (id: number) => ({
  id,
  kind: 'earned',
  points: 50,
  created_at: '2026-11-20T05:00:00.000Z',
  expires_at: '2027-11-20T05:00:00.000Z',
  reservation_reference: `REF${id}`,
  restaurant_name: `Restaurant ${id}`,
});

describe('the points pages', () => {
  beforeEach(() => {
    localStorage.clear();
    saveSession({ name: 'Malee', email: 'malee@example.com', accessToken: 'tok-1' });
    toastStore.set(null);
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('/profile/point: the balance, the level, labelled progress bars and the expiry day', async () => {
    accountFetch(() => ({
      status: 200,
      body: { success: true, message: null, data: { ...MALEE, ...LOYALTY } },
    }));
    await renderWithRouter(<PointsPage />, { pages: ['/profile/point-history', '/profile/benefits'] });
    expect(await screen.findByTestId('points-balance')).toHaveProperty('textContent', '150');
    expect(screen.getByTestId('loyalty-level').textContent).toBe('Silver');
    expect(screen.getByRole('progressbar', { name: 'Reservations toward Gold: 20%' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Spend toward Gold: 25%' })).toBeTruthy();
    expect(screen.getByText('or ฿7,500 more spend')).toBeTruthy();
    expect(screen.getByTestId('points-expiry').textContent).toBe('150 points expire on 26/11/2027');
  });

  it('/profile/point-history: empty, then pages with Load more', async () => {
    // The extra guard reads the profile first (src/domain/account/profile-guard.ts), then the ledger.
    accountFetch((req) =>
      req.url.includes('/users.json')
        ? PROFILE
        : {
            status: 200,
            body: { success: true, message: null, data: [], links: links(null), meta: { total: 0 } },
          },
    );
    const empty = await renderWithRouter(<PointHistoryPage />);
    expect(
      await screen.findByText('No points yet. Points you earn and use will be listed here.'),
    ).toBeTruthy();
    empty.unmount();
    vi.unstubAllGlobals();

    const { seen } = accountFetch((req) =>
      req.url.includes('/users.json')
        ? PROFILE
        : req.url.includes('page=2')
          ? {
              status: 200,
              body: {
                success: true,
                message: null,
                data: [entry(3)],
                links: links(null),
                meta: { total: 3 },
              },
            }
          : {
              status: 200,
              body: {
                success: true,
                message: null,
                data: [entry(1), entry(2)],
                links: links('/x?page=2'),
                meta: { total: 3 },
              },
            },
    );
    await renderWithRouter(<PointHistoryPage />);
    expect(await screen.findByText('Restaurant 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Restaurant 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    const history = seen.map((s) => s.url).filter((u) => !u.includes('/users.json'));
    expect(history.length).toBeGreaterThanOrEqual(2);
    expect(history.every((u) => u.includes('/api/v5/users/points_history.json'))).toBe(true);
  });

  it("/profile/benefits: a failure says 'failed get privilege data' and offers to try again", async () => {
    // A refusal the transport does not retry (a 5xx would be retried with backoff first).
    accountFetch(() => ({ status: 404, body: { success: false, message: 'Not found' } }));
    await renderWithRouter(<BenefitsPage />);
    // One retry first (about a second).
    await waitFor(
      () =>
        expect(screen.getByRole('alert').textContent).toContain(
          'Oops, someting went wrong, failed get privilege data',
        ),
      {
        timeout: 5000,
      },
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
