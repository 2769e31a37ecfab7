import { screen, within } from '@testing-library/react';
import { del } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Confirmation } from '@/contract/confirmation';
import { toSnakeKeys } from '@/contract/wire-case';
import { ConfirmationView } from '@/entities/confirmation/confirmation-view';
import { SAVED_CONFIRMATIONS_KEY, saveConfirmation } from '@/entities/confirmation/saved-confirmations';
import { LandingPage } from '@/features/payments/components/landing-page';
import { ENC, landingFixture } from '../../features/payments/payments-fixtures';
import { renderWithRouter } from '../../test-utils/render';

const CONFIRMATION: Confirmation = {
  encryptedId: ENC,
  reference: '7K3Q9XWD',
  dinerName: 'Malee Sukjai',
  status: 'pending_arrival',
  restaurant: { name: 'Silom Hotel Buffet', slug: 'silom-hotel-buffet', address: '123 Silom Road', phone: '02-123 4567' },
  date: '2026-12-01',
  startTime: '18:30',
  adult: 2,
  kids: 1,
  serviceType: 'dine_in',
  // 10:05 in Bangkok.
  checkedAt: '2026-11-21T03:05:00.000Z',
};

function json(status: number, body: unknown): Promise<Response> {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

/** The server: landing.json and confirmation.json of ENC; `online: false` rejects every request. */
function serve({ online = true, known = true } = {}) {
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    if (!online) return Promise.reject(new TypeError('Failed to fetch'));
    const path = new URL(input instanceof Request ? input.url : input, 'http://localhost').pathname;
    if (known && path === `/api/v5/reservations/${ENC}/landing.json`)
      return json(200, { success: true, message: null, data: toSnakeKeys(landingFixture()) });
    if (known && path === `/api/v5/reservations/${ENC}/confirmation.json`)
      return json(200, { success: true, message: null, data: toSnakeKeys(CONFIRMATION) });
    return json(404, { success: false, message: 'Reservation not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  // Offline, the API client does not retry (it would only delay the page).
  if (!online) vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  return fetchMock;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await del(SAVED_CONFIRMATIONS_KEY);
});

describe('the confirmation at the door', () => {
  it('the landing page shows the diner, the booking reference and how to cancel or change', async () => {
    serve();
    await renderWithRouter(<LandingPage slug="silom-hotel-buffet" encryptedId={ENC} />);
    const pass = await screen.findByTestId('confirmation-pass');
    expect(await within(pass).findByTestId('confirmation-name')).toHaveProperty('textContent', 'Malee Sukjai');
    expect(within(pass).getByTestId('confirmation-reference').textContent).toBe('7K3Q-9XWD');
    const change = within(pass).getByTestId('confirmation-change');
    expect(change.textContent).toBe(
      'Cancel or changeTo cancel or change this booking, call Silom Hotel Buffet on 02-123 4567 and give your booking reference 7K3Q-9XWD.',
    );
    expect(within(change).getByRole('link', { name: '02-123 4567' }).getAttribute('href')).toBe('tel:021234567');
    expect(within(pass).getByRole('img', { name: 'QR code of your booking at Silom Hotel Buffet' })).toBeTruthy();
    // Online: no word about a saved copy.
    expect(within(pass).queryByTestId('confirmation-saved')).toBeNull();
  });

  it('offline, the landing page shows the copy this device kept, and when it was last confirmed', async () => {
    await saveConfirmation(CONFIRMATION, 'en', '2026-11-21');
    serve({ online: false });
    await renderWithRouter(<LandingPage slug="silom-hotel-buffet" encryptedId={ENC} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeTruthy();
    expect(screen.getByTestId('confirmation-restaurant').textContent).toBe('Silom Hotel Buffet');
    expect(screen.getByTestId('confirmation-party').textContent).toBe('2 adults, 1 kid (3 people)');
    expect(screen.getByTestId('confirmation-reference').textContent).toBe('7K3Q-9XWD');
    expect(screen.getByTestId('confirmation-saved').textContent).toBe(
      'This is the copy saved on this device, last confirmed online on 21 November 2026, 10:05.',
    );
    expect(await screen.findByRole('img', { name: 'QR code of your booking at Silom Hotel Buffet' })).toBeTruthy();
  });

  it('offline without a kept copy, the landing page says it could not load the booking', async () => {
    serve({ online: false });
    await renderWithRouter(<LandingPage slug="silom-hotel-buffet" encryptedId={ENC} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not load this booking' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('a confirmation nobody made is not found, and nothing claims an e-mail was sent', async () => {
    serve({ known: false });
    await renderWithRouter(<ConfirmationView slug="silom-hotel-buffet" encryptedId={ENC} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking not found' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/e-?mail/i);
    expect(screen.getByRole('link', { name: 'Back to the restaurant' }).getAttribute('href')).toBe('/restaurants/silom-hotel-buffet');
  });

  it('a cancelled booking says so and offers no way to change it', async () => {
    await saveConfirmation({ ...CONFIRMATION, status: 'cancelled', restaurant: { ...CONFIRMATION.restaurant, phone: null } }, 'en', '2026-11-21');
    serve({ online: false });
    await renderWithRouter(<ConfirmationView slug="silom-hotel-buffet" encryptedId={ENC} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'This booking was cancelled' })).toBeTruthy();
    expect(screen.queryByTestId('confirmation-change')).toBeNull();
  });
});
