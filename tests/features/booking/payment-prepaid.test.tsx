import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as WatchModule from '@/entities/reservation/reservation-watch';
import { toSnakeKeys } from '@/contract/wire-case';
import { PaymentStep } from '@/features/booking/components/payment-step';
import { bindRestaurant, bookingStore, emptySession, updateBooking } from '@/features/booking/booking-store';
import type { BookingNavigation } from '@/features/booking/hooks/use-booking-navigation';
import { toSelectedPackage } from '@/features/booking/choose-package';
import { activateEnglish, renderWithRouter } from '../../test-utils/render';
import { apiDouble, pkg, restaurant, type RecordedCall } from './booking-fixtures';

const watch = vi.hoisted(() => ({ start: vi.fn() }));
vi.mock('@/entities/reservation/reservation-watch', async (importOriginal) => {
  const real = await importOriginal<typeof WatchModule>();
  return { ...real, startReservationWatch: watch.start };
});

const money = (amount: number) => ({ amount, currency: 'THB', symbol: '฿', format: `฿${amount.toLocaleString('en')}` });
const CARD_NUMBER = '4000000000003063';

/** A prepaid AYCE (hotel buffet), paid by card (Visa) or PromptPay. */
const r = restaurant({
  packages: [pkg({ requiresPrepayment: true })],
  acceptedCreditCards: ['visa'],
  paymentPublicKey: null,
});

function reservation(body: { reservation: { date: string; startTime: string; adult: number; kids: number } }) {
  return {
    encryptedId: 'enc-prepaid',
    status: 'waiting_for_payment',
    restaurantId: 13,
    restaurantName: 'Sabai Shabu',
    restaurantSlug: 'sabai-shabu',
    ...body.reservation,
    serviceType: 'dine_in',
    isOrderNow: false,
    bigGroup: false,
    specialRequest: '',
    packages: [],
    subtotal: money(1598),
    deliveryFee: money(0),
    total: money(1598),
    requiresPayment: true,
    firebaseKey: 'fb-prepaid',
    createdAt: '2026-11-21T08:00:00+07:00',
  };
}

const config = {
  selectedPaymentProvider: 'omise',
  cities: [],
  packageList: [],
  dynamicPoints: { referrerRewardPoint: 0, earlyBirdPoint: 0, maxReviews: 0 },
  useAsyncBooking: false,
  promptpayCountdown: 120,
  bannerVoucherUrl: null,
  mobileBannerVoucherUrl: null,
  enableGiftCardFeature: false,
  features: {
    voucherInMarketplace: false,
    firstAppVoucher: false,
    enableSaveCc: false,
    enableSaveAddress: false,
    enableMapbox: false,
    enableSearchByDtp: false,
    enableStorePage: false,
  },
  realtime: { databaseUrl: 'http://127.0.0.1:1', emulatorHost: null, emulatorPort: null },
  version: '1',
};

function nav(): BookingNavigation {
  return {
    variant: 'sidebar',
    goTo: vi.fn().mockResolvedValue(true),
    showCurrentStep: vi.fn().mockResolvedValue(undefined),
    syncFromUrl: vi.fn().mockResolvedValue(undefined),
    leaveToRestaurant: vi.fn().mockResolvedValue(undefined),
  };
}

type PaymentAnswer = (call: RecordedCall) => { status?: number; body: unknown } | Error;

describe('PaymentStep, prepaid (decision 0013)', () => {
  let double: ReturnType<typeof apiDouble>;
  let paymentAnswer: PaymentAnswer;
  const qrExpiresAt = () => new Date(Date.now() + 120_000).toISOString();

  beforeEach(() => {
    activateEnglish();
    sessionStorage.clear();
    localStorage.clear();
    watch.start.mockReset();
    bookingStore.set(emptySession());
    bindRestaurant(r.slug, r.id);
    updateBooking((s) => ({
      ...s,
      step: 5,
      adult: 2,
      kids: 0,
      selectedDate: '2026-11-22',
      selectedTime: '19:00',
      packagePreference: 'dine_in',
      selectedPackages: [toSelectedPackage(r.packages[0]!, { adult: 2, kids: 0 })],
    }));
    bookingStore.set((s) => ({ ...s, guest: { name: 'Somchai', email: 'somchai@example.com', phone: '0812345678', phoneCode: '+66' } }));
    paymentAnswer = () => ({ status: 404, body: { success: false, message: 'not found' } });
    double = apiDouble((call: RecordedCall) => {
      if (call.path === '/temporary_reservations')
        return { body: { success: true, data: { tmp_reservation_id: 77, expired_at: new Date(Date.now() + 600_000).toISOString() } } };
      if (call.path === '/reservations.json') return { body: { success: true, data: toSnakeKeys(reservation(call.body as never)) } };
      if (call.path === '/reservations/enc-prepaid/payments') return paymentAnswer(call);
      if (call.path.startsWith('/payments/'))
        return {
          body: {
            success: true,
            data: toSnakeKeys({
              paymentId: 'pay_1',
              status: 'pending',
              method: 'card',
              reservationStatus: 'waiting_for_payment',
              encryptedReservationId: 'enc-prepaid',
              expiresAt: '2026-11-21T09:00:00.000Z',
            }),
          },
        };
      if (call.path === '/config.json') return { body: { success: true, data: toSnakeKeys(config) } };
      if (call.path === '/dining_occasions.json') return { body: { success: true, data: [] } };
      return { status: 404, body: { success: false, message: 'not found' } };
    }, { restaurant: r });
    vi.stubGlobal('fetch', vi.fn(double.fetchMock));
  });

  afterEach(() => vi.unstubAllGlobals());

  it('PromptPay: reserves, starts the payment with a kept Idempotency-Key, shows the QR and watches the booking', async () => {
    let answered = false;
    paymentAnswer = () => {
      if (!answered) {
        answered = true;
        return new TypeError('Failed to fetch');
      }
      return {
        body: {
          success: true,
          data: toSnakeKeys({
            paymentId: 'pay_qr',
            status: 'pending',
            method: 'promptpay',
            authorizeUri: null,
            qr: { payload: '00020101021229370016A000000677010111011300668123456785802TH53037645406159.0063041234', imageUri: null, expiresAt: qrExpiresAt() },
            walletUrl: null,
            reservationStatus: 'waiting_for_payment',
          }),
        },
      };
    };
    await renderWithRouter(<PaymentStep restaurant={r} nav={nav()} />, { path: '/restaurants/sabai-shabu/book/step-5' });
    expect(await screen.findByTestId('high-load-warning')).toBeTruthy();
    fireEvent.click(await screen.findByRole('radio', { name: /PromptPay QR/ }));
    const pay = screen.getByRole('button', { name: /^Pay ฿/ });

    // The first answer is lost; the client retries by itself because the write carries its key.
    fireEvent.click(pay);
    expect(await screen.findByTestId('promptpay-qr', {}, { timeout: 3000 })).toBeTruthy();
    const reservations = double.calls.filter((c) => c.path === '/reservations.json');
    const payments = double.calls.filter((c) => c.path === '/reservations/enc-prepaid/payments');
    // One reservation, one payment key for both tries, the same body.
    expect(reservations).toHaveLength(1);
    expect(payments).toHaveLength(2);
    expect(payments[0]!.headers['Idempotency-Key']).toBe(payments[1]!.headers['Idempotency-Key']);
    expect(payments[1]!.body).toEqual({ method: 'promptpay', token: null, save_card: false, phone_number: null });

    expect(screen.getByText('Scan to pay ฿1,598 with PromptPay')).toBeTruthy();
    expect(screen.getByText('Open your banking app, scan the code and pay within 2 minutes.')).toBeTruthy();
    expect(screen.getByTestId('qr-countdown').textContent).toMatch(/^0[12]:\d\d$/);
    expect(watch.start).toHaveBeenCalledWith({
      firebaseKey: 'fb-prepaid',
      landingUrl: '/restaurants/sabai-shabu/landing/enc-prepaid',
      expiresAt: expect.any(String) as string,
    });
    const saved = bookingStore.get();
    expect(saved.activePayment).toMatchObject({ paymentId: 'pay_qr', encryptedId: 'enc-prepaid', method: 'promptpay' });
    expect(saved.pendingPayment).toBeNull();
    // Until the payment ends, the booking stays on step 5 (a reload shows the QR again).
    expect(saved.state.step).toBe(5);
  });

  it('card: the gateway form gives a token (never the number), then 3-D Secure opens the authorize page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin, href: window.location.href });
    paymentAnswer = () => ({
      body: {
        success: true,
        data: toSnakeKeys({
          paymentId: 'pay_card',
          status: 'pending',
          method: 'card',
          authorizeUri: 'http://localhost/sandbox-gateway/charges/chrg_1/authorize',
          qr: null,
          walletUrl: null,
          reservationStatus: 'waiting_for_payment',
        }),
      },
    });
    await renderWithRouter(<PaymentStep restaurant={r} nav={nav()} />, { path: '/restaurants/sabai-shabu/book/step-5' });
    const frame = await screen.findByTitle<HTMLIFrameElement>('Card details');
    expect(frame.getAttribute('src')).toBe(`/sandbox-gateway/card-form?origin=${encodeURIComponent(window.location.origin)}`);
    const gateway = frame.contentWindow!;
    const toGateway = vi.spyOn(gateway, 'postMessage');
    const fromGateway = (data: unknown, source: MessageEventSource | null = gateway) =>
      act(async () => {
        window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin, source }));
        await Promise.resolve();
      });

    // Pay before the form is ready: the submit waits for it.
    fireEvent.click(screen.getByRole('button', { name: /^Pay ฿/ }));
    expect(toGateway).not.toHaveBeenCalled();
    await fromGateway({ type: 'sandbox-gateway:ready' });
    expect(toGateway).toHaveBeenCalledWith({ type: 'sandbox-gateway:submit' }, window.location.origin);

    // The form's check, said in our words; nothing was booked.
    await fromGateway({ type: 'sandbox-gateway:error', message: 'Please fill in every card field' });
    expect(await screen.findByText('All card fields must be filled')).toBeTruthy();
    expect(double.calls.some((c) => c.path === '/reservations.json')).toBe(false);

    // A token from anyone but the gateway's frame is ignored.
    const token = { type: 'sandbox-gateway:token', token: 'tokn_test_1', card: { brand: 'Visa', lastDigits: '3063', name: 'Somchai' } };
    await fromGateway(token, window);
    expect(screen.queryByTestId('card-ready')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /^Pay ฿/ }));
    await waitFor(() => expect(toGateway).toHaveBeenCalledTimes(2));
    await fromGateway(token);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/sandbox-gateway/charges/chrg_1/authorize'));

    const payment = double.calls.find((c) => c.path === '/reservations/enc-prepaid/payments')!;
    expect(payment.body).toEqual({ method: 'card', token: 'tokn_test_1', save_card: false, phone_number: null });
    expect(payment.headers['Idempotency-Key']).toMatch(/.{16,}/);
    for (const call of double.calls) expect(JSON.stringify(call)).not.toContain(CARD_NUMBER);
    expect(watch.start).toHaveBeenCalledWith({
      firebaseKey: 'fb-prepaid',
      landingUrl: '/restaurants/sabai-shabu/landing/enc-prepaid',
      expiresAt: '2026-11-21T09:00:00.000Z',
    });
  });

  it('card of a brand the restaurant does not take: refused before anything is booked', async () => {
    await renderWithRouter(<PaymentStep restaurant={r} nav={nav()} />, { path: '/restaurants/sabai-shabu/book/step-5' });
    const frame = await screen.findByTitle<HTMLIFrameElement>('Card details');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'sandbox-gateway:token', token: 'tokn_test_2', card: { brand: 'JCB', lastDigits: '0000', name: 'S' } },
          origin: window.location.origin,
          source: frame.contentWindow,
        }),
      );
    });
    expect(await screen.findByTestId('card-ready')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Pay ฿/ }));
    expect(
      await screen.findByText('This restaurant does not accept JCB cards. Please use another card or payment method.'),
    ).toBeTruthy();
    expect(double.calls.some((c) => c.path === '/reservations.json')).toBe(false);
  });

  it('a card paid at once goes straight to the landing page and ends the booking', async () => {
    paymentAnswer = () => ({
      body: {
        success: true,
        data: toSnakeKeys({
          paymentId: 'pay_ok',
          status: 'successful',
          method: 'card',
          authorizeUri: null,
          qr: null,
          walletUrl: null,
          reservationStatus: 'pending_arrival',
        }),
      },
    });
    const { router } = await renderWithRouter(<PaymentStep restaurant={r} nav={nav()} />, { path: '/restaurants/sabai-shabu/book/step-5' });
    const frame = await screen.findByTitle<HTMLIFrameElement>('Card details');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'sandbox-gateway:token', token: 'tokn_test_3', card: { brand: 'Visa', lastDigits: '4242', name: 'S' } },
          origin: window.location.origin,
          source: frame.contentWindow,
        }),
      );
    });
    fireEvent.click(screen.getByRole('button', { name: /^Pay ฿/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/restaurants/sabai-shabu/landing/enc-prepaid'));
    const after = bookingStore.get();
    expect(after.activePayment).toBeNull();
    expect(after.pendingReservation).toBeNull();
    expect(after.state.selectedPackages).toEqual([]);
  });
  it('TrueMoney: the route carries utm_source=truemoney, the wallet page opens with the guest\'s phone', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin, href: window.location.href });
    paymentAnswer = () => ({
      body: {
        success: true,
        data: toSnakeKeys({
          paymentId: 'pay_tm',
          status: 'pending',
          method: 'true_wallet',
          authorizeUri: null,
          qr: null,
          walletUrl: 'http://localhost/sandbox-gateway/wallets/chrg_tm',
          reservationStatus: 'waiting_for_payment',
        }),
      },
    });
    const { router } = await renderWithRouter(<PaymentStep restaurant={r} nav={nav()} />, {
      path: '/restaurants/sabai-shabu/book/step-5?locale=en',
    });
    fireEvent.click(await screen.findByRole('radio', { name: /TrueMoney Wallet/ }));
    await waitFor(() => expect(router.state.location.searchStr).toBe('?locale=en&utm_source=truemoney'));
    expect(bookingStore.get().state.isWallet).toBe(true);
    // Another method drops the flag and the query again.
    fireEvent.click(screen.getByRole('radio', { name: /PromptPay QR/ }));
    await waitFor(() => expect(router.state.location.searchStr).toBe('?locale=en'));
    expect(bookingStore.get().state.isWallet).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: /TrueMoney Wallet/ }));
    await waitFor(() => expect(router.state.location.searchStr).toBe('?locale=en&utm_source=truemoney'));

    fireEvent.click(screen.getByRole('button', { name: /^Pay ฿/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/sandbox-gateway/wallets/chrg_tm'));
    const payment = double.calls.find((c) => c.path === '/reservations/enc-prepaid/payments')!;
    expect(payment.body).toEqual({ method: 'true_wallet', token: null, save_card: false, phone_number: '0812345678' });
    expect(bookingStore.get().activePayment).toMatchObject({ walletUrl: 'http://localhost/sandbox-gateway/wallets/chrg_tm' });
  });
});
