import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PackageCard } from '@/features/catalogue/restaurant/components/package-card';
import { nextSlotSeats } from '@/features/catalogue/restaurant/use-package-seats';
import { renderWithRouter } from '../../test-utils/render';
import { pkg } from '../booking/booking-fixtures';

describe('nextSlotSeats', () => {
  it('takes each package’s first start time with seats; 0 only when every time is full', () => {
    const times = [
      { startTime: '11:00', seatsLeft: 0, packages: [{ restaurantPackageId: 1, totalSeatLeftPackage: 0 }, { restaurantPackageId: 2, totalSeatLeftPackage: 0 }] },
      { startTime: '11:30', seatsLeft: 4, packages: [{ restaurantPackageId: 1, totalSeatLeftPackage: 4 }, { restaurantPackageId: 2, totalSeatLeftPackage: 0 }] },
      { startTime: '12:00', seatsLeft: 9, packages: [{ restaurantPackageId: 1, totalSeatLeftPackage: 9 }, { restaurantPackageId: 3, totalSeatLeftPackage: 25 }] },
    ];
    expect(Object.fromEntries(nextSlotSeats(times))).toEqual({ 1: 4, 2: 0, 3: 25 });
  });
});

describe('PackageCard seat labels ("N Seats left", "Last One!", "Sold Out!")', () => {
  const card = async (seats: number | undefined) =>
    renderWithRouter(<PackageCard pkg={pkg({ name: 'Buffet' })} slug="sabai-shabu" menuSlug="sabai-shabu" seats={seats} />);

  it('shows nothing while plenty are left or the seats are unknown', async () => {
    const { container, unmount } = await card(25);
    expect(container.querySelector('.package-card__seats')).toBeNull();
    expect(screen.getByRole('link', { name: 'Book' })).toBeTruthy();
    unmount();
    const unknown = await card(undefined);
    expect(unknown.container.querySelector('.package-card__seats')).toBeNull();
  });

  it('shows "N Seats left" with its note, and "Last One!" with "Hurry up!"', async () => {
    const { unmount } = await card(3);
    expect(screen.getByText('3 Seats left')).toBeTruthy();
    expect(screen.getByText('Book before it’s gone!')).toBeTruthy();
    unmount();
    await card(1);
    expect(screen.getByText('Last One!')).toBeTruthy();
    expect(screen.getByText('Hurry up!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book' })).toBeTruthy();
  });

  it('shows "Sold Out!" and disables the book button', async () => {
    await card(0);
    expect(screen.getByText('Sold Out!')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Book' })).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Book' }).disabled).toBe(true);
  });
});
