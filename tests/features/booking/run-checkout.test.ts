import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { Reservation } from '@/contract/booking';
import { emptySession, type BookingSession } from '@/features/booking/booking-store';
import type { HoldBody, ReservationBody } from '@/features/booking/booking-calls';
import { runCheckout, type CheckoutEffects, type CheckoutInput } from '@/features/booking/checkout/run-checkout';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

const held: HoldBody = {
  reservation: { date: '2026-12-01', restaurantId: 13, startTime: '18:00', adult: 2, kids: 1 },
  packages: [{ id: 30, quantity: 3, menus: [] }],
};

function session(over: Partial<BookingSession['guest']> = {}): BookingSession {
  const s = emptySession();
  return {
    ...s,
    guest: { name: 'Malee', email: 'malee@example.com', phone: '0812345678', phoneCode: '+66', ...over },
    state: { ...s.state, temporaryBookingId: 7, specialRequest: ' window ', occasion: 2 },
  };
}

function reservation(status: Reservation['status']): Reservation {
  return { encryptedId: 'enc-123456789012345', status, restaurantSlug: 'sabai' } as Reservation;
}

function effects(over: Partial<CheckoutEffects> = {}) {
  const calls: string[] = [];
  const fx: CheckoutEffects = {
    holdBody: () => held,
    delivery: { check: () => true, complete: (draft) => draft },
    card: {
      tokenize: () => Promise.resolve({ ok: true, value: { token: 'tokn_1', card: { brand: 'Visa', lastDigits: '4242', name: 'M' } } }),
      consume: () => calls.push('consume'),
      notAccepted: (brand) => `${brand} is not accepted`,
    },
    keyForWrite: () => 'key-1',
    settleReservation: () => calls.push('settle'),
    createReservation: vi.fn(() => Promise.resolve(reservation('pending_arrival'))),
    reserved: (_r, paying) => calls.push(paying ? 'reserved:paying' : 'reserved'),
    payReservation: vi.fn(() => Promise.resolve({ kind: 'qr' as const })),
    successHref: (r) => `/success/${r.encryptedId}`,
    ...over,
  };
  return { fx, calls };
}

const input = (over: Partial<CheckoutInput> = {}): CheckoutInput => ({
  restaurant: { slug: 'sabai', isRecordGuest: false, acceptedCreditCards: ['visa'] },
  session: session(),
  prepaid: false,
  method: null,
  totalMinor: 389700,
  saveCard: false,
  corporateEventId: null,
  asyncBooking: false,
  ...over,
});

describe('runCheckout (step 5 submit, without React)', () => {
  it('stops at the first wrong guest field and books nothing', async () => {
    const { fx } = effects();
    const outcome = await runCheckout(input({ session: session({ name: ' ', email: 'x' }) }), fx);
    expect(outcome).toMatchObject({ kind: 'invalidGuest', focus: 'name' });
    expect(fx.createReservation).not.toHaveBeenCalled();
  });

  it('books a pay-at-restaurant table once, with the form and the total shown, then goes to success', async () => {
    const { fx, calls } = effects();
    const outcome = await runCheckout(input(), fx);
    expect(outcome).toEqual({ kind: 'navigate', href: '/success/enc-123456789012345' });
    const [body, key] = vi.mocked(fx.createReservation).mock.calls[0] as [ReservationBody, string];
    expect(key).toBe('key-1');
    expect(body).toMatchObject({
      reservation: { ...held.reservation, specialRequest: 'window', diningOccasionId: 2 },
      guestUser: { name: 'Malee', email: 'malee@example.com', phone: '+66812345678' },
      tmpReservationId: 7,
      expectedTotal: 3897,
    });
    expect(calls).toEqual(['settle', 'reserved']);
  });

  it('sends the corporate event and the async flag it is given, and no event id without one', async () => {
    const plain = effects();
    await runCheckout(input(), plain.fx);
    const [sent] = vi.mocked(plain.fx.createReservation).mock.calls[0] as [ReservationBody, string];
    expect(sent.asyncBooking).toBe(false);
    expect(sent).not.toHaveProperty('corporateEventId');

    const corporate = effects();
    await runCheckout(input({ corporateEventId: 1, asyncBooking: true }), corporate.fx);
    const [body] = vi.mocked(corporate.fx.createReservation).mock.calls[0] as [ReservationBody, string];
    expect(body).toMatchObject({ corporateEventId: 1, asyncBooking: true });
  });

  it('a prepaid booking needs a method, and a refused or foreign card books nothing', async () => {
    expect(await runCheckout(input({ prepaid: true }), effects().fx)).toEqual({ kind: 'chooseMethod' });

    const badCard = effects({ card: { ...effects().fx.card, tokenize: () => Promise.resolve({ ok: false, message: 'Card number is wrong' }) } });
    expect(await runCheckout(input({ prepaid: true, method: 'card' }), badCard.fx)).toEqual({
      kind: 'cardError',
      message: 'Card number is wrong',
    });
    expect(badCard.fx.createReservation).not.toHaveBeenCalled();

    const amex = effects();
    const foreign = await runCheckout(
      input({ prepaid: true, method: 'card', restaurant: { slug: 's', isRecordGuest: false, acceptedCreditCards: ['mastercard'] } }),
      amex.fx,
    );
    expect(foreign).toEqual({ kind: 'cardError', message: 'Visa is not accepted' });
    expect(amex.calls).toEqual(['consume']);
  });

  it('pays a prepaid reservation at once, leaving its write open until the payment answers', async () => {
    const { fx, calls } = effects({ createReservation: vi.fn(() => Promise.resolve(reservation('waiting_for_payment'))) });
    const outcome = await runCheckout(input({ prepaid: true, method: 'card', saveCard: true }), fx);
    expect(outcome).toEqual({ kind: 'qr' });
    expect(fx.payReservation).toHaveBeenCalledWith(expect.anything(), {
      method: 'card',
      token: 'tokn_1',
      saveCard: true,
      phoneNumber: null,
    });
    expect(calls).toEqual(['reserved:paying', 'consume']);
  });

  it('pays with a saved card by its id: no card form, no token, nothing saved again', async () => {
    const tokenize = vi.fn(effects().fx.card.tokenize);
    const { fx, calls } = effects({
      card: { ...effects().fx.card, tokenize },
      createReservation: vi.fn(() => Promise.resolve(reservation('waiting_for_payment'))),
    });
    const outcome = await runCheckout(
      input({ prepaid: true, method: 'card', saveCard: true, savedCard: { id: 12, brand: 'Visa' } }),
      fx,
    );
    expect(outcome).toEqual({ kind: 'qr' });
    expect(tokenize).not.toHaveBeenCalled();
    expect(fx.payReservation).toHaveBeenCalledWith(expect.anything(), {
      method: 'card',
      token: null,
      cardId: 12,
      saveCard: false,
      phoneNumber: null,
    });
    expect(calls).toEqual(['reserved:paying']);
  });

  it('a saved card of a brand the restaurant does not take books nothing', async () => {
    const { fx } = effects();
    const outcome = await runCheckout(
      input({ prepaid: true, method: 'card', savedCard: { id: 12, brand: 'JCB' } }),
      fx,
    );
    expect(outcome).toEqual({ kind: 'cardError', message: 'JCB is not accepted' });
    expect(fx.createReservation).not.toHaveBeenCalled();
  });

  it('a refused reservation settles its key and names the guest fields; no answer keeps the key', async () => {
    const refusal = new ApiError('refused', 'Email field is required', 422, undefined, {
      fieldErrors: { 'guestUser.email': 'Email field is required' },
    });
    const refused = effects({ createReservation: vi.fn(() => Promise.reject(refusal)) });
    expect(await runCheckout(input(), refused.fx)).toEqual({
      kind: 'refused',
      message: 'Email field is required',
      errors: { email: 'Email field is required' },
    });
    expect(refused.calls).toEqual(['settle']);

    const lost = effects({ createReservation: vi.fn(() => Promise.reject(new ApiError('network', 'offline'))) });
    expect(await runCheckout(input(), lost.fx)).toMatchObject({ kind: 'noAnswer' });
    expect(lost.calls).toEqual([]);
  });

  it('a refused wallet payment is a toast; TrueMoney gets the local phone number', async () => {
    const refusal = new ApiError('refused', 'Your card was not accepted: declined', 422);
    const { fx } = effects({
      createReservation: vi.fn(() => Promise.resolve(reservation('waiting_for_payment'))),
      payReservation: vi.fn(() => Promise.reject(refusal)),
    });
    expect(await runCheckout(input({ prepaid: true, method: 'true_wallet' }), fx)).toEqual({
      kind: 'paymentRefused',
      message: 'Your card was not accepted: declined',
      onCard: false,
    });
    expect(vi.mocked(fx.payReservation).mock.calls[0]?.[1]).toMatchObject({ phoneNumber: '0812345678' });
  });

  it('a member has no form: nothing to validate, no guestUser sent (the server takes the account)', async () => {
    const { fx } = effects();
    const empty = session({ name: '', email: '', phone: '' });
    const outcome = await runCheckout(input({ session: empty, member: { phone: '+66812345678' } }), fx);
    expect(outcome.kind).toBe('navigate');
    const [body] = vi.mocked(fx.createReservation).mock.calls[0] as [ReservationBody, string];
    expect(body.guestUser).toBeNull();
  });

  it('says whether the member\'s phone was verified; a guest\'s never is', async () => {
    const verified = effects();
    await runCheckout(input({ member: { phone: '+66812345678', phoneVerified: true } }), verified.fx);
    const [sent] = vi.mocked(verified.fx.createReservation).mock.calls[0] as [ReservationBody, string];
    expect(sent.withPhoneVerification).toBe(true);

    const unverified = effects();
    await runCheckout(input({ member: { phone: '+66812345678', phoneVerified: false } }), unverified.fx);
    expect((vi.mocked(unverified.fx.createReservation).mock.calls[0] as [ReservationBody, string])[0].withPhoneVerification).toBe(false);

    const guest = effects();
    await runCheckout(input(), guest.fx);
    expect((vi.mocked(guest.fx.createReservation).mock.calls[0] as [ReservationBody, string])[0].withPhoneVerification).toBe(false);
  });

  it('a member without a phone on the account still books', async () => {
    const { fx } = effects();
    const outcome = await runCheckout(input({ session: session({ phone: '' }), member: { phone: null } }), fx);
    expect(outcome.kind).toBe('navigate');
  });

  it('a session that ended under the booking (401) settles the write and says nothing more', async () => {
    const expired = new ApiError('refused', 'Your session has expired, Please login again', 401);
    const { fx, calls } = effects({ createReservation: vi.fn(() => Promise.reject(expired)) });
    const outcome = await runCheckout(input({ member: { phone: null } }), fx);
    expect(outcome).toEqual({ kind: 'signedOut' });
    expect(calls).toEqual(['settle']);
  });
});
