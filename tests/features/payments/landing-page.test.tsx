import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LandingPage } from '@/features/payments/components/landing-page';
import { renderWithRouter } from '../../test-utils/render';
import { ENC, landingFixture, serveLanding } from './payments-fixtures';

afterEach(() => vi.unstubAllGlobals());

describe('landing/{encryptedId}', () => {
  it('shows the confirmation: heading, status, details, QR of the landing URL, map, call and share', async () => {
    const fetchMock = serveLanding(() => landingFixture());
    await renderWithRouter(<LandingPage slug="silom-hotel-buffet" encryptedId={ENC} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([u]) => (u instanceof Request ? u.url : u instanceof URL ? u.href : u).includes(`/api/v5/reservations/${ENC}/landing.json`))).toBe(true);
    expect(screen.getAllByRole('status').some((s) => s.textContent?.includes('Confirmed'))).toBe(true);
    expect(screen.getByTestId('landing-date').textContent).toBe('Tuesday 1 December 2026');
    expect(screen.getByTestId('landing-party').textContent).toBe('2 adults, 1 kid (3 people)');
    expect(screen.getByText(/Seafood Dinner Buffet × 3/)).toBeTruthy();
    expect(screen.getByTestId('landing-total').textContent).toBe('฿2,497');
    const qr = await screen.findByRole('img', { name: 'QR code of your booking at Silom Hotel Buffet' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    const map = screen.getByRole('link', { name: 'Open in maps' });
    expect(map.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=13.7286,100.5341');
    expect(map.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'Call the restaurant' }).getAttribute('href')).toBe('tel:021234567');
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeTruthy();
  });

  it('share copies the link where there is no share sheet, and says so', async () => {
    serveLanding(() => landingFixture());
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    await renderWithRouter(<LandingPage slug="silom-hotel-buffet" encryptedId={ENC} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await screen.findByText('Link copied');
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/restaurants/silom-hotel-buffet/landing/${ENC}`);
  });

  it('share shows the link to copy by hand when the clipboard is refused', async () => {
    serveLanding(() => landingFixture());
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText: () => Promise.reject(new Error('no')) } });
    await renderWithRouter(<LandingPage slug="silom-hotel-buffet" encryptedId={ENC} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const input = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Booking link' });
    expect(input.value).toContain(`/landing/${ENC}`);
  });

  it('uses the share sheet when there is one', async () => {
    serveLanding(() => landingFixture());
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share });
    await renderWithRouter(<LandingPage slug="silom-hotel-buffet" encryptedId={ENC} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalled());
    expect(share.mock.calls[0]).toEqual([
      {
        title: 'My booking at Silom Hotel Buffet',
        text: 'My booking at Silom Hotel Buffet, 01/12/2026 18:30',
        url: `${window.location.origin}/restaurants/silom-hotel-buffet/landing/${ENC}`,
      },
    ]);
  });

  it('an unknown id says the booking was not found, with a way back', async () => {
    serveLanding(() => null);
    await renderWithRouter(<LandingPage slug="silom-hotel-buffet" encryptedId="nope" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the restaurant' }).getAttribute('href')).toBe('/restaurants/silom-hotel-buffet');
  });

  it('no call button without a phone; cancelled bookings say so', async () => {
    const data = landingFixture({ status: 'cancelled' });
    data.restaurant.phone = null;
    serveLanding(() => data);
    await renderWithRouter(<LandingPage slug="silom-hotel-buffet" encryptedId={ENC} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'This booking was cancelled' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Call the restaurant' })).toBeNull();
    // Nothing to put in a calendar any more; the link can still be shared.
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
  });
});
