import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Reservation } from '@/contract/booking';
import { ReservationSummary } from '@/entities/reservation/reservation-summary';
import { renderWithI18n } from '../../test-utils/render';

const money = (amount: number) => ({ amount, currency: 'THB' as const, symbol: '฿', format: `฿${amount.toLocaleString('en')}` });

function reservation(over: Partial<Reservation> = {}): Reservation {
  return {
    encryptedId: 'encIdAAAAAAAAAAAAAAAAAAA',
    status: 'pending_arrival',
    restaurantId: 3,
    restaurantName: 'Silom Hotel Buffet',
    restaurantSlug: 'silom-hotel-buffet',
    date: '2026-12-01',
    startTime: '18:30',
    adult: 2,
    kids: 1,
    serviceType: 'dine_in',
    isOrderNow: false,
    bigGroup: false,
    specialRequest: '',
    packages: [
      { restaurantPackageId: 11, name: 'Seafood Dinner Buffet', typeCode: 'ayce', quantity: 3, total: money(2497), menus: [] },
      { restaurantPackageId: 12, name: 'Wine Pairing', typeCode: 'pack', quantity: 1, total: money(900), menus: [] },
    ],
    subtotal: money(3397),
    deliveryFee: money(0),
    total: money(3397),
    requiresPayment: false,
    firebaseKey: 'fbKeyAAAAAAAAAAAAAAAAAAA',
    createdAt: '2026-11-21T05:00:00.000Z',
    ...over,
  };
}

/** The summary's rows as "term: description" lines, in order. */
function rows(): string[] {
  return screen.getAllByRole('term').map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent ?? ''}`);
}

describe('ReservationSummary (the booking success page and the payment pages)', () => {
  it('lists restaurant, date, time, party, each package with its quantity, and the total', () => {
    renderWithI18n(<ReservationSummary reservation={reservation()} testIdPrefix="landing" />);
    expect(rows()).toEqual([
      'Restaurant: Silom Hotel Buffet',
      'Date: Tuesday 1 December 2026',
      'Time: 18:30',
      'Guests: 2 adults, 1 kid (3 people)',
      'Packages: Seafood Dinner Buffet × 3 — ฿2,497Wine Pairing × 1 — ฿900',
      'Total: ฿3,397',
    ]);
  });

  it("names its parts with the page's test id prefix", () => {
    renderWithI18n(<ReservationSummary reservation={reservation()} testIdPrefix="reservation" />);
    expect(screen.getByTestId('reservation-restaurant').textContent).toBe('Silom Hotel Buffet');
    expect(screen.getByTestId('reservation-date').textContent).toBe('Tuesday 1 December 2026');
    expect(screen.getByTestId('reservation-party').textContent).toBe('2 adults, 1 kid (3 people)');
    expect(screen.getByTestId('reservation-total').textContent).toBe('฿3,397');
    expect(screen.queryByTestId('landing-total')).toBeNull();
  });

  it('leaves out the kids when there are none, and the packages row when there are no packages', () => {
    renderWithI18n(<ReservationSummary reservation={reservation({ adult: 1, kids: 0, packages: [] })} testIdPrefix="landing" />);
    expect(screen.getByTestId('landing-party').textContent).toBe('1 adult (1 person)');
    expect(screen.queryByText('Packages')).toBeNull();
  });

  it("puts the page's own rows after the total", () => {
    renderWithI18n(
      <ReservationSummary reservation={reservation()} testIdPrefix="landing">
        <div>
          <dt>Status</dt>
          <dd>Confirmed</dd>
        </div>
      </ReservationSummary>,
    );
    expect(rows().slice(-2)).toEqual(['Total: ฿3,397', 'Status: Confirmed']);
  });
});
