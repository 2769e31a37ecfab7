import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as WatchModule from '@/entities/reservation/reservation-watch';
import { toSnakeKeys } from '@/contract/wire-case';
import { initialWatchState } from '@/domain/payments/reservation-watch';
import { reservationWatchStore } from '@/entities/reservation/reservation-watch';
import { PaymentStep } from '@/features/booking/components/payment-step';
import { bindRestaurant, bookingStore, emptySession, updateBooking, updateSession } from '@/features/booking/booking-store';
import type { BookingNavigation } from '@/features/booking/hooks/use-booking-navigation';
import type { ActivePayment } from '@/features/booking/payment/active-payment';
import { toSelectedPackage } from '@/features/booking/choose-package';
import { renderWithRouter } from '../../test-utils/render';
import { apiDouble, pkg, restaurant } from './booking-fixtures';

const watch = vi.hoisted(() => ({ start: vi.fn() }));
vi.mock('@/entities/reservation/reservation-watch', async (importOriginal) => {
  const real = await importOriginal<typeof WatchModule>();
  return { ...real, startReservationWatch: watch.start };
});

const r = restaurant({ packages: [pkg({ requiresPrepayment: true })], acceptedCreditCards: ['visa'] });

function nav(): BookingNavigation {
  return {
    variant: 'sidebar',
    goTo: vi.fn().mockResolvedValue(true),
    showCurrentStep: vi.fn().mockResolvedValue(undefined),
    syncFromUrl: vi.fn().mockResolvedValue(undefined),
    leaveToRestaurant: vi.fn().mockResolvedValue(undefined),
  };
}

function active(overrides: Partial<ActivePayment> = {}): ActivePayment {
  const expiresAt = new Date(Date.now() + 1500).toISOString();
  return {
    restaurantSlug: 'sabai-shabu',
    encryptedId: 'enc-qr',
    firebaseKey: 'fb-qr',
    paymentId: 'pay_qr',
    amountText: '฿1,598',
    method: 'promptpay',
    qr: { payload: '000201010212', imageUri: null, expiresAt },
    authorizeUri: null,
    walletUrl: null,
    expiresAt,
    ...overrides,
  };
}

describe('PaymentStep while a prepaid booking is being paid', () => {
  let paymentState: { status: string; reservationStatus: string };

  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    watch.start.mockReset();
    reservationWatchStore.set(initialWatchState);
    bookingStore.set(emptySession());
    bindRestaurant(r.slug, r.id);
    updateBooking((s) => ({
      ...s,
      step: 5,
      adult: 2,
      selectedDate: '2026-11-22',
      selectedTime: '19:00',
      packagePreference: 'dine_in',
      selectedPackages: [toSelectedPackage(r.packages[0]!, { adult: 2, kids: 0 })],
    }));
    paymentState = { status: 'pending', reservationStatus: 'waiting_for_payment' };
    const double = apiDouble((call) => {
      if (call.path === '/payments/pay_qr')
        return {
          body: {
            success: true,
            data: toSnakeKeys({
              paymentId: 'pay_qr',
              method: 'promptpay',
              encryptedReservationId: 'enc-qr',
              expiresAt: null,
              ...paymentState,
            }),
          },
        };
      if (call.path === '/config.json') return { status: 500, body: { success: false, message: 'down' } };
      return { status: 404, body: { success: false, message: 'not found' } };
    });
    vi.stubGlobal('fetch', vi.fn(double.fetchMock));
  });

  afterEach(() => vi.unstubAllGlobals());

  it('shows the QR with its countdown, then the expired state; "Book again" starts afresh', async () => {
    updateSession((s) => ({ ...s, activePayment: active() }));
    const navigation = nav();
    await renderWithRouter(<PaymentStep restaurant={r} nav={navigation} />, { path: '/restaurants/sabai-shabu/book/step-5' });
    expect(screen.getByText('Scan to pay ฿1,598 with PromptPay')).toBeTruthy();
    expect(screen.getByTestId('qr-countdown').textContent).toMatch(/^00:0[12]$/);
    expect(screen.getByTestId('high-load-warning')).toBeTruthy();
    // Resumed after a reload with no saved watch: it is started again for this payment.
    expect(watch.start).toHaveBeenCalledWith(
      expect.objectContaining({ firebaseKey: 'fb-qr', landingUrl: '/restaurants/sabai-shabu/landing/enc-qr' }),
    );

    expect(await screen.findByTestId('qr-expired', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText('This QR code has expired.')).toBeTruthy();
    // The QR shows its own expired state first; the step's (with the button) follows once its
    // onExpired effect has run, which React does after that render, not within it.
    fireEvent.click(await screen.findByRole('button', { name: 'Book again' }));
    const after = bookingStore.get();
    expect(after.activePayment).toBeNull();
    expect(after.state.step).toBe(1);
    expect(navigation.showCurrentStep).toHaveBeenCalled();
  });

  it('goes to the landing page when the server says the booking is paid (the realtime watch may be down)', async () => {
    paymentState = { status: 'successful', reservationStatus: 'pending_arrival' };
    updateSession((s) => ({ ...s, activePayment: active({ expiresAt: new Date(Date.now() + 60_000).toISOString() }) }));
    const { router } = await renderWithRouter(<PaymentStep restaurant={r} nav={nav()} />, {
      path: '/restaurants/sabai-shabu/book/step-5',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/restaurants/sabai-shabu/landing/enc-qr'));
    expect(bookingStore.get().activePayment).toBeNull();
    expect(bookingStore.get().state.selectedPackages).toEqual([]);
  });

  it('shows the failure when the watch sees the booking cancelled (3-D Secure or wallet)', async () => {
    updateSession((s) => ({
      ...s,
      activePayment: active({
        method: 'card',
        qr: null,
        authorizeUri: 'http://localhost/sandbox-gateway/charges/chrg_1/authorize',
        expiresAt: new Date(Date.now() + 60_000).toISOString(),
      }),
    }));
    await renderWithRouter(<PaymentStep restaurant={r} nav={nav()} />, { path: '/restaurants/sabai-shabu/book/step-5' });
    expect(screen.getByRole('link', { name: 'Continue to payment' }).getAttribute('href')).toBe(
      'http://localhost/sandbox-gateway/charges/chrg_1/authorize',
    );
    act(() => reservationWatchStore.set({ ...initialWatchState, phase: 'cancelled', status: 'cancelled' }));
    expect(
      await screen.findByText('The payment did not go through, so the booking was cancelled and the seats released.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Details' }).getAttribute('href')).toBe(
      '/restaurants/sabai-shabu/payment-failed?reservation=enc-qr',
    );
  });
});
