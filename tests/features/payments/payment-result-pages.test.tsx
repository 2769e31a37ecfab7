import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentFailedPage } from '@/features/payments/components/payment-failed-page';
import { PaymentOtpPage } from '@/features/payments/components/payment-otp-page';
import { PaymentSuccessPage } from '@/features/payments/components/payment-success-page';
import { otpTarget, paymentOtpPath } from '@/features/payments/otp-target';
import { renderWithRouter } from '../../test-utils/render';
import { ENC, landingFixture, serveLanding } from './payments-fixtures';

afterEach(() => vi.unstubAllGlobals());

describe('payment-success/{encryptedReservationId}', () => {
  it('confirmed: says so, links to the booking and opens it by itself', async () => {
    serveLanding(() => landingFixture());
    const { router } = await renderWithRouter(<PaymentSuccessPage slug="silom-hotel-buffet" encryptedId={ENC} />, {
      path: `/restaurants/silom-hotel-buffet/payment-success/${ENC}`,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeTruthy();
    expect(screen.getByTestId('view-booking').getAttribute('href')).toBe(`/restaurants/silom-hotel-buffet/landing/${ENC}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/restaurants/silom-hotel-buffet/landing/${ENC}`), {
      timeout: 5000,
    });
  });

  it('still waiting: reads again until the confirmation lands', async () => {
    let status: 'waiting_for_payment' | 'pending_arrival' = 'waiting_for_payment';
    const fetchMock = serveLanding(() => landingFixture({ status }));
    await renderWithRouter(<PaymentSuccessPage slug="silom-hotel-buffet" encryptedId={ENC} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirming your payment…' })).toBeTruthy();
    status = 'pending_arrival';
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful' }, { timeout: 4000 })).toBeTruthy();
    expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(2);
  });
});

describe('payment-failed', () => {
  it('expired: the time ran out, seats released; book again or home', async () => {
    serveLanding(() =>
      landingFixture({ status: 'cancelled' }, { method: 'promptpay', status: 'expired', qr: null, expiresAt: null }),
    );
    await renderWithRouter(<PaymentFailedPage slug="silom-hotel-buffet" encryptedId={ENC} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeTruthy();
    expect((await screen.findByTestId('payment-failed-reason')).textContent).toBe(
      'The time to pay ran out, so the booking was cancelled and its seats were released.',
    );
    expect(screen.getByRole('link', { name: 'Book again' }).getAttribute('href')).toBe('/restaurants/silom-hotel-buffet');
  });

  it('declined: cancelled with its seats released', async () => {
    serveLanding(() => landingFixture({ status: 'cancelled' }, { method: 'card', status: 'failed', qr: null, expiresAt: null }));
    await renderWithRouter(<PaymentFailedPage slug="silom-hotel-buffet" encryptedId={ENC} />);
    expect((await screen.findByTestId('payment-failed-reason')).textContent).toBe(
      'Your payment was declined, so the booking was cancelled and its seats were released.',
    );
  });

  it('paid after all: links to the booking instead', async () => {
    serveLanding(() => landingFixture({ status: 'pending_arrival' }));
    await renderWithRouter(<PaymentFailedPage slug="silom-hotel-buffet" encryptedId={ENC} />);
    await screen.findByText('Good news: this booking has been paid after all.');
    expect(screen.getByRole('link', { name: 'View your booking' }).getAttribute('href')).toBe(
      `/restaurants/silom-hotel-buffet/landing/${ENC}`,
    );
  });

  it('without a reservation: a general message', async () => {
    await renderWithRouter(<PaymentFailedPage slug="silom-hotel-buffet" encryptedId={null} />);
    expect(screen.getByText('Your payment could not be completed.')).toBeTruthy();
  });
});

describe('payment-otp/{url}', () => {
  const origin = 'http://localhost:3000';

  it('otpTarget: our sandbox pages and real gateways\' https pages only', () => {
    expect(otpTarget(`${origin}/sandbox-gateway/charges/chrg_test_1/authorize`, origin)).toBe(
      '/sandbox-gateway/charges/chrg_test_1/authorize',
    );
    expect(otpTarget('https://api.omise.co/payments/paym_1/authorize', origin)).toBe(
      'https://api.omise.co/payments/paym_1/authorize',
    );
    expect(otpTarget(`${origin}/restaurants/x`, origin)).toBeNull();
    expect(otpTarget('https://evil.example/omise.co', origin)).toBeNull();
    expect(otpTarget('https://omise.co.evil.example/', origin)).toBeNull();
    expect(otpTarget('http://api.omise.co/x', origin)).toBeNull();
    expect(otpTarget('javascript:alert(1)', origin)).toBeNull();
    expect(otpTarget('https://user:pw@api.omise.co/x', origin)).toBeNull();
    expect(paymentOtpPath('a b', `${origin}/sandbox-gateway/x`)).toBe(
      '/restaurants/a%20b/payment-otp/http%3A%2F%2Flocalhost%3A3000%2Fsandbox-gateway%2Fx',
    );
  });

  it('opens the sandbox authorize page in the window, with a link in case it does not move on', async () => {
    const assign = vi.fn();
    await renderWithRouter(
      <PaymentOtpPage slug="silom-hotel-buffet" url={`${window.location.origin}/sandbox-gateway/charges/chrg_test_1/authorize`} navigate={assign} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Verify your payment' })).toBeTruthy();
    expect(screen.getByTestId('otp-link').getAttribute('href')).toBe('/sandbox-gateway/charges/chrg_test_1/authorize');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox-gateway/charges/chrg_test_1/authorize'));
  });

  it('refuses another site', async () => {
    const assign = vi.fn();
    await renderWithRouter(<PaymentOtpPage slug="silom-hotel-buffet" url="https://evil.example/" navigate={assign} />);
    expect(screen.getByRole('heading', { level: 1, name: 'This verification link is not valid' })).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });
});
