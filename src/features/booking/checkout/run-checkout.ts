import type { Reservation } from '@/contract/booking';
import { API_MINOR_VERSION } from '@/contract/envelope';
import type { RestaurantDetail } from '@/contract/restaurant-detail';
import { recordedGuestPayload } from '@/domain/booking/guest-phone';
import { redemptionPayload } from '@/domain/loyalty/points-redemption';
import { brandAccepted, type OfferedMethod } from '@/domain/payments/available-methods';
import { isRefusal } from '@/api/api-error';
import type { HoldBody, ReservationBody } from '@/features/booking/booking-calls';
import type { BookingSession } from '@/features/booking/booking-store';
import { guestFieldOf, validateGuest, type FieldErrors } from '@/features/booking/components/guest-details';
import type { PayOutcome } from '@/features/booking/payment/pay-reservation';
import type { TokenizeResult } from '@/entities/payment/use-card-form';
import type { ReservationTracking } from '@/domain/tracking/tracking-payload';
import type { StartPaymentBody } from '@/entities/payment/payment-calls';
import { voucherFieldsOf } from '@/features/booking/vouchers/voucher-fields';

/**
 * Step 5's submit as one function of its inputs and its effects, so every branch is testable without
 * React (tests/features/booking/run-checkout.test.ts). In order:
 *   1. the guest's name, e-mail and phone (the first wrong field gets the focus); a signed-in member has
 *      no form: the server takes their name, e-mail and phone from the account the token names;
 *   2. the delivery part of a Hungry@Home booking;
 *   3. a prepaid booking needs a payment method; a card is tokenized first, so a mistyped or refused
 *      card books nothing, and a brand the restaurant does not take stops here;
 *   4. the reservation, exactly once per Idempotency-Key (kept until the server answers);
 *   5. a prepaid reservation is paid at once: the write stays unsettled until its payment answers, so a
 *      second Pay (another card after a refusal) pays the same reservation, never a second one.
 * The caller turns the outcome into what the diner sees (focus, toast, field messages, navigation).
 */
export type CheckoutOutcome =
  | { kind: 'invalidGuest'; errors: FieldErrors; focus: keyof FieldErrors }
  /** The delivery panel shows its own problem. */
  | { kind: 'deliveryIncomplete' }
  | { kind: 'chooseMethod' }
  | { kind: 'cardError'; message: string }
  /** Nothing can be booked (no hold body, no price, no phone): the generic failure. */
  | { kind: 'cannotBook' }
  /**
   * The session ended under the booking (401): the API client has said so once and opened login; the step
   * and everything on it stay for when the member is back.
   */
  | { kind: 'signedOut' }
  /** The server refused the reservation: its message, and the guest fields it names. */
  | { kind: 'refused'; message: string; errors: FieldErrors }
  /** The server refused the payment: a card shows it by its form, another method as a toast. */
  | { kind: 'paymentRefused'; message: string; onCard: boolean }
  /** No answer (network, 5xx): the key stays, pressing again replays the same request. */
  | { kind: 'noAnswer'; error: unknown }
  | { kind: 'navigate'; href: string }
  | { kind: 'redirect'; url: string }
  /** Step 5 now shows the PromptPay QR. */
  | { kind: 'qr' };

export interface CheckoutInput {
  restaurant: Pick<RestaurantDetail, 'slug' | 'isRecordGuest' | 'acceptedCreditCards'>;
  session: BookingSession;
  /** Needs paying now (a prepaid package is selected). */
  prepaid: boolean;
  /** The method picked on step 5 (null when none is offered or picked). */
  method: OfferedMethod | null;
  /** The total the diner is shown, in minor units; null when the selection has no price. */
  totalMinor: number | null;
  saveCard: boolean;
  /**
   * A member's saved card picked on step 5 (decision 0035): paid by its id, no card form, no token; the
   * server checks it is the member's own. Null: a new card in the gateway's form.
   */
  savedCard?: { id: number; brand: string } | null;
  /**
   * A signed-in member (the form is skipped), the phone of their account if any (international), and
   * whether that phone was verified by a code (sent as withPhoneVerification; the server re-checks it).
   */
  member?: { phone: string | null; phoneVerified?: boolean } | null;
  /** The corporate event opened on this restaurant, sent with the reservation; null when none. */
  corporateEventId: number | null;
  /** The config's useAsyncBooking: the server answers the realtime key and the outcome is followed there. */
  asyncBooking: boolean;
  /** The visit's tracking fields, only with consent and without notracking (entities/tracking). */
  tracking?: ReservationTracking | null;
}

export interface CheckoutEffects {
  holdBody: () => HoldBody | null;
  delivery: { check: () => boolean; complete: (draft: ReservationBody) => ReservationBody | null };
  card: { tokenize: () => Promise<TokenizeResult>; consume: () => void; notAccepted: (brand: string) => string };
  keyForWrite: (body: ReservationBody) => string;
  settleReservation: () => void;
  createReservation: (body: ReservationBody, key: string) => Promise<Reservation>;
  /** The reservation exists; `paying` says whether its payment follows now. */
  reserved: (reservation: Reservation, paying: boolean) => void;
  payReservation: (reservation: Reservation, body: StartPaymentBody) => Promise<PayOutcome>;
  successHref: (reservation: Reservation) => string;
}

export async function runCheckout(input: CheckoutInput, fx: CheckoutEffects): Promise<CheckoutOutcome> {
  const { session, prepaid, member } = input;
  const checked = member ? { errors: {}, phone: member.phone ?? '' } : validateGuest(session.guest);
  const focus = (['name', 'email', 'phone'] as const).find((f) => checked.errors[f]);
  if (focus) return { kind: 'invalidGuest', errors: checked.errors, focus };
  if (!fx.delivery.check()) return { kind: 'deliveryIncomplete' };
  const chosen = prepaid ? input.method : null;
  if (prepaid && !chosen) return { kind: 'chooseMethod' };

  let token: string | null = null;
  const savedCard = chosen === 'card' ? (input.savedCard ?? null) : null;
  if (savedCard) {
    if (!brandAccepted(savedCard.brand, input.restaurant.acceptedCreditCards))
      return { kind: 'cardError', message: fx.card.notAccepted(savedCard.brand) };
  } else if (chosen === 'card') {
    const result = await fx.card.tokenize();
    if (!result.ok) return { kind: 'cardError', message: result.message };
    if (!brandAccepted(result.value.card.brand, input.restaurant.acceptedCreditCards)) {
      fx.card.consume();
      return { kind: 'cardError', message: fx.card.notAccepted(result.value.card.brand) };
    }
    token = result.value.token;
  }

  const held = fx.holdBody();
  if (!held || input.totalMinor === null || checked.phone === null) return { kind: 'cannotBook' };
  const body = fx.delivery.complete(reservationDraft(input, held, checked.phone, chosen));
  if (!body) return { kind: 'deliveryIncomplete' };

  let reservation: Reservation;
  try {
    reservation = await fx.createReservation(body, fx.keyForWrite(body));
  } catch (error) {
    if (!isRefusal(error)) return { kind: 'noAnswer', error };
    // The server answered: this attempt is over, a corrected one gets a new key.
    fx.settleReservation();
    if (error.httpStatus === 401) return { kind: 'signedOut' };
    const errors: FieldErrors = {};
    for (const [path, message] of Object.entries(error.fieldErrors)) {
      const field = guestFieldOf(path);
      if (field) errors[field] = message;
    }
    return { kind: 'refused', message: error.message, errors };
  }

  const paying = chosen !== null && reservation.status === 'waiting_for_payment';
  if (!paying) fx.settleReservation();
  fx.reserved(reservation, paying);
  if (!paying) return { kind: 'navigate', href: fx.successHref(reservation) };
  return pay(reservation, chosen, { token, cardId: savedCard?.id ?? null }, checked.phone, input.saveCard, fx);
}

/** The reservation as step 5 shows it: the held selection plus the form's fields. */
function reservationDraft(
  input: CheckoutInput,
  held: HoldBody,
  phone: string,
  chosen: OfferedMethod | null,
): ReservationBody {
  const { session, restaurant } = input;
  const s = session.state;
  const recorded = restaurant.isRecordGuest ? recordedGuestPayload(s.recordGuest) : null;
  const vouchers = voucherFieldsOf(session);
  return {
    reservation: {
      ...held.reservation,
      specialRequest: s.specialRequest.trim(),
      diningOccasionId: s.occasion,
      // The vouchers as the price quote priced them (the server checks and prices them again).
      ...(vouchers ?? {}),
      // A member's points (the server prices them again); the voucher code is then the points marker.
      ...(redemptionPayload(s, input.member !== null) ?? {}),
      ...(input.tracking ? { advPartner: input.tracking.advPartner, clickId: input.tracking.clickId } : {}),
    },
    packages: held.packages,
    // With vouchers, the method the diner chose: a voucher for card payments is refused before anything is booked.
    ...(vouchers && chosen ? { paymentType: chosen } : {}),
    bigGroup: s.isBigGroup,
    channel: 'web',
    minorVersion: API_MINOR_VERSION,
    guestUser: input.member ? null : { name: session.guest.name.trim(), email: session.guest.email.trim(), phone },
    guestsAttributes: recorded && recorded.name !== '' ? [recorded] : null,
    tmpReservationId: s.temporaryBookingId,
    holdToken: session.holdToken,
    expectedTotal: (input.totalMinor ?? 0) / 100,
    asyncBooking: input.asyncBooking,
    withPhoneVerification: input.member?.phoneVerified === true,
    ...(input.corporateEventId !== null ? { corporateEventId: input.corporateEventId } : {}),
    ...(input.tracking?.fbConversion ? { fbConversion: input.tracking.fbConversion } : {}),
  };
}

async function pay(
  reservation: Reservation,
  chosen: OfferedMethod,
  card: { token: string | null; cardId: number | null },
  phone: string,
  saveCard: boolean,
  fx: CheckoutEffects,
): Promise<CheckoutOutcome> {
  const onCard = chosen === 'card';
  const saved = onCard && card.cardId !== null;
  try {
    const outcome = await fx.payReservation(reservation, {
      method: chosen,
      token: onCard && !saved ? card.token : null,
      ...(saved ? { cardId: card.cardId } : {}),
      saveCard: onCard && !saved && saveCard,
      // TrueMoney wants the wallet's local number (0812345678).
      phoneNumber: chosen === 'true_wallet' ? phone.replace(/^\+66/, '0') : null,
    });
    if (onCard && !saved) fx.card.consume();
    if (outcome.kind === 'redirect') return { kind: 'redirect', url: outcome.url };
    if (outcome.kind === 'qr') return { kind: 'qr' };
    return { kind: 'navigate', href: outcome.href };
  } catch (error) {
    if (!isRefusal(error)) return { kind: 'noAnswer', error };
    // Refused: the token is spent; another card (or method) pays the same waiting reservation.
    if (onCard && !saved) fx.card.consume();
    return { kind: 'paymentRefused', message: error.message, onCard };
  }
}
