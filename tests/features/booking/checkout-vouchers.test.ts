import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Reservation } from '@/contract/booking';
import type { AppliedVoucher } from '@/domain/vouchers/applied-voucher-list';
import { emptySession } from '@/features/booking/booking-store';
import type { ReservationBody } from '@/features/booking/booking-calls';
import { runCheckout, type CheckoutEffects } from '@/features/booking/checkout/run-checkout';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

const voucher = (code: string, failed = false): AppliedVoucher => ({
  code,
  name: code,
  isGift: false,
  amount: failed ? null : '฿100',
  failed,
  message: null,
  needsCard: code === 'KBANK20',
});

/** Runs step 5's checkout with these vouchers and method; answers the reservation body it sent. */
async function bookedBody(vouchers: AppliedVoucher[], method: 'promptpay' | null): Promise<ReservationBody> {
  const base = emptySession();
  const createReservation = vi.fn(() =>
    Promise.resolve({ encryptedId: 'enc-1', status: 'pending_arrival', restaurantSlug: 's' } as Reservation),
  );
  const fx: CheckoutEffects = {
    holdBody: () => ({
      reservation: { date: '2026-12-01', restaurantId: 1, startTime: '18:00', adult: 2, kids: 0 },
      packages: [{ id: 30, quantity: 2, menus: [] }],
    }),
    delivery: { check: () => true, complete: (draft) => draft },
    card: { tokenize: vi.fn(), consume: vi.fn(), notAccepted: (b) => b },
    keyForWrite: () => 'key',
    settleReservation: vi.fn(),
    createReservation,
    reserved: vi.fn(),
    payReservation: vi.fn(),
    successHref: () => '/ok',
  };
  await runCheckout(
    {
      restaurant: { slug: 's', isRecordGuest: false, acceptedCreditCards: [] },
      session: {
        ...base,
        guest: { name: 'Malee', email: 'm@x.co', phone: '0812345678', phoneCode: '+66' },
        vouchers,
        voucherCard: '42424242424XXXX',
      },
      prepaid: method !== null,
      method,
      totalMinor: 80_000,
      saveCard: false,
      corporateEventId: null,
      asyncBooking: false,
    },
    fx,
  );
  const [body] = createReservation.mock.calls[0] as unknown as [ReservationBody];
  return body;
}

describe('runCheckout with step-5 vouchers', () => {
  it('sends the accepted codes and the masked card with the reservation, never a refused code', async () => {
    const body = await bookedBody([voucher('KBANK20'), voucher('OLD100', true)], null);
    expect(body.reservation).toMatchObject({ voucherCodes: ['KBANK20'], ccNumber: '42424242424XXXX' });
    expect(body.expectedTotal).toBe(800);
    expect(body.paymentType).toBeUndefined();
  });

  it('names the chosen method when vouchers go with a prepaid booking, so a card voucher is refused before booking', async () => {
    expect((await bookedBody([voucher('KBANK20')], 'promptpay')).paymentType).toBe('promptpay');
    expect((await bookedBody([], 'promptpay')).paymentType).toBeUndefined();
  });
});
