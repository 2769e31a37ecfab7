import { readPhoneVerified } from '@/entities/account/phone-verified';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { toastApiError } from '@/api/toast-api-error';
import type { RestaurantDetail } from '@/contract/restaurant-detail';
import { resetBooking } from '@/domain/booking/booking-state';
import { redemptionPayload } from '@/domain/loyalty/points-redemption';
import { fetchPointsRatios } from '@/entities/loyalty/loyalty-calls';
import { inAppZone } from '@/lib/dayjs';
import { sessionStore } from '@/entities/session/session';
import { memberProfileQuery } from '@/entities/account/profile-query';
import { rememberGuestBooking } from '@/entities/account/guest-bookings';
import { memberContact } from '@/domain/booking/member-contact';
import { useStore } from '@/lib/create-store';
import { corporateEventOf } from '@/entities/corporate-event/corporate-event';
import { warmRealtime } from '@/entities/reservation/reservation-watch';
import { showToast } from '@/lib/toast-store';
import { useLanguage } from '@/lib/use-language';
import { reservationFailedMessage } from '@/features/booking/booking-messages';
import { bookingSuccessHref } from '@/features/booking/booking-paths';
import { bookingQueries } from '@/features/booking/booking-queries';
import { createReservation } from '@/features/booking/booking-calls';
import {
  bookingStore,
  keyForWrite,
  settleWrite,
  updateBooking,
  updateSession,
  useBookingSession,
  type GuestContact,
} from '@/features/booking/booking-store';
import { runCheckout, type CheckoutOutcome } from '@/features/booking/checkout/run-checkout';
import { GuestDetailsFields, PHONE_CODES, type FieldErrors } from '@/features/booking/components/guest-details';
import { MemberDetails, SignInToBook } from '@/features/booking/components/member-details';
import type { BookingNavigation } from '@/features/booking/hooks/use-booking-navigation';
import { holdBodyOf, useSeatHold } from '@/features/booking/hooks/use-seat-hold';
import { quoteBodyOf } from '@/features/booking/pricing-input';
import { HoldCountdown } from '@/features/booking/components/hold-countdown';
import { PriceBreakdown } from '@/features/booking/components/price-breakdown';
import { PointsPanel } from '@/features/booking/components/points-panel';
import { RecordGuestFields } from '@/features/booking/components/record-guest-fields';
import { DeliveryPanel } from '@/features/booking/delivery/delivery-panel';
import { useDeliveryCheckout } from '@/features/booking/delivery/use-delivery-checkout';
import { availableMethods, initialMethod, type OfferedMethod } from '@/domain/payments/available-methods';
import { cardNotAcceptedMessage } from '@/entities/payment/card-messages';
import { HighLoadWarning } from '@/features/booking/payment/high-load-warning';
import { payReservation } from '@/features/booking/payment/pay-reservation';
import { configQuery } from '@/entities/config/config-query';
import { PaymentMethods } from '@/entities/payment/payment-methods';
import { PaymentProgress } from '@/features/booking/payment/payment-progress';
import { cardFormOf } from '@/entities/payment/card-form-kind';
import { useCardForm } from '@/entities/payment/use-card-form';
import type { CardChoice } from '@/entities/payment/saved-card-picker';
import { currentCardChoice } from '@/domain/saved-cards/card-choice';
import { trackEvent } from '@/entities/tracking/analytics';
import { reservationTrackingNow } from '@/entities/tracking/tracking-visit';
import { savedCardsKey } from '@/entities/saved-card/saved-card-query';
import { useSavedCardList } from '@/entities/saved-card/use-saved-card-list';
import { VoucherPanel } from '@/features/booking/vouchers/voucher-panel';
import { voucherFieldsOf } from '@/features/booking/vouchers/voucher-fields';

/** The wallet-payment flag's query: utm_source=truemoney. */
const WALLET_SOURCE = 'truemoney';

/**
 * Step 5 (tests/features/booking/payment-step.test.tsx): the form until the reservation exists; for a prepaid
 * booking whose payment has started and stays on this page (the PromptPay QR), the payment's progress.
 */
export function PaymentStep({ restaurant, nav }: { restaurant: RestaurantDetail; nav: BookingNavigation }) {
  const { activePayment } = useBookingSession();
  if (activePayment && activePayment.restaurantSlug === restaurant.slug)
    return <PaymentProgress key={activePayment.paymentId} active={activePayment} nav={nav} />;
  return <PaymentForm restaurant={restaurant} nav={nav} />;
}

/**
 * The seat hold and its countdown, the guest's details, special request, occasion, the price breakdown,
 * the payment method (prepaid packages), and the reservation. Pay-at-restaurant bookings end on the
 * success page; prepaid ones are created waiting_for_payment and paid at once (decision 0013): by card
 * (the gateway's form gives a token first, so a refused card creates nothing), PromptPay (the QR stays
 * on this step) or a wallet (its page), watched in the realtime database until confirmed.
 */
function PaymentForm({ restaurant, nav }: { restaurant: RestaurantDetail; nav: BookingNavigation }) {
  const { t } = useLingui();
  const lang = useLanguage();
  const router = useRouter();
  const queryClient = useQueryClient();
  const session = useBookingSession();
  const { state, guest } = session;
  // Signed in: no guest form; signing in or out (a lost session) on this step keeps everything else.
  const member = useStore(sessionStore);
  const profile = useQuery({ ...memberProfileQuery(member?.email ?? null), enabled: member !== null });
  const hold = useSeatHold(restaurant, nav);
  // One function per restaurant, so the voucher panel renews the hold when its codes change, not per render.
  const holdBodyForVouchers = useCallback(() => holdBodyOf(restaurant), [restaurant]);
  const [expired, setExpired] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const occasions = useQuery(bookingQueries.occasions(lang));
  const delivery = useDeliveryCheckout(restaurant);
  const config = useQuery(configQuery(lang));
  const cardForm = cardFormOf(config.data);
  const card = useCardForm(cardForm);
  const [cardError, setCardError] = useState<string | null>(null);
  const [saveCard, setSaveCard] = useState(false);
  const search = useRouterState({ select: (r) => r.location.search as Record<string, unknown> });
  const pathname = useRouterState({ select: (r) => r.location.pathname });
  const searchStr = useRouterState({ select: (r) => r.location.searchStr });
  const ids = {
    name: useId(),
    email: useId(),
    phone: useId(),
    code: useId(),
    request: useId(),
    occasion: useId(),
  };

  // Every figure shown is the server's (decision 0022): the quote of this selection, party and delivery.
  // The accepted vouchers are priced by the server with the rest (never taken off here).
  const plainQuoteBody = quoteBodyOf(restaurant, state, delivery.serviceType);
  const voucherFields = voucherFieldsOf(session);
  const quoteBody = plainQuoteBody && voucherFields ? { ...plainQuoteBody, ...voucherFields } : plainQuoteBody;
  const quote = useQuery({
    ...bookingQueries.quote(quoteBody ?? { restaurantId: restaurant.id, adult: 0, packages: [] }, lang),
    enabled: quoteBody !== null,
  });
  // Points (a member's): the quote without them sizes the panel; the quote with them is what is shown
  // and charged, the discount worked out by the server from the same ratio and the member's balance.
  const ratios = useQuery({
    queryKey: ['loyalty', 'points-ratios'],
    queryFn: ({ signal }) => fetchPointsRatios(signal),
    staleTime: 10 * 60_000,
    enabled: member !== null,
  });
  const ratio = ratios.data?.find((r) => r.currency === restaurant.price.currency) ?? null;
  const redemption = redemptionPayload(state, member !== null);
  const pointsQuote = useQuery({
    ...bookingQueries.quote(
      {
        ...(quoteBody ?? { restaurantId: restaurant.id, adult: 0, packages: [] }),
        redeemedPoints: redemption?.redeemedPoints ?? 0,
        adaptivePointsRatioId: redemption?.adaptivePointsRatioId ?? null,
      },
      lang,
    ),
    enabled: quoteBody !== null && redemption !== null,
  });
  const shown = redemption ? pointsQuote : quote;
  const baseTotalMinor = quote.data ? Math.round(quote.data.total.amount * 100) : null;
  const balance = profile.data?.points ?? 0;
  const totalMinor = shown.data ? Math.round(shown.data.total.amount * 100) : null;
  const selectedIds = new Set(state.selectedPackages.map((p) => p.id));
  const prepaid = restaurant.packages.some((p) => selectedIds.has(p.id) && p.requiresPrepayment);
  const setGuest = (patch: Partial<GuestContact>) =>
    updateSession((s) => ({ ...s, guest: { ...s.guest, ...patch } }));

  const offered = config.data
    ? availableMethods({
        provider: config.data.selectedPaymentProvider,
        // The restaurant's key, else the gateway's from config.json (GB Prime Pay needs one).
        publicKey: restaurant.paymentPublicKey ?? config.data.paymentPublicKey,
        acceptedCreditCards: restaurant.acceptedCreditCards,
        currency: restaurant.price.currency,
        isWallet: state.isWallet,
        gateway: cardForm.kind,
      })
    : [];
  const method = initialMethod(offered, state.paymentMethod);
  const canSaveCard = Boolean(config.data?.features.enableSaveCc) && member !== null;
  // A member's saved cards: the primary one (not expired) is picked until the diner picks otherwise.
  const { cards, note: savedCardsState } = useSavedCardList(member?.email ?? null, { canSave: canSaveCard, needed: prepaid });
  const [pickedCard, setPickedCard] = useState<CardChoice | null>(null);
  const [now] = useState(() => new Date());
  const cardChoice: CardChoice = currentCardChoice(cards, pickedCard, now);

  // Asynchronous booking follows the realtime record: connect while the diner fills the form.
  const asyncBooking = config.data?.useAsyncBooking ?? false;
  useEffect(() => {
    if (asyncBooking) warmRealtime();
  }, [asyncBooking]);

  // Arriving with utm_source=truemoney sets the wallet flag.
  const fromWallet = search.utm_source === WALLET_SOURCE;
  useEffect(() => {
    if (fromWallet && !bookingStore.get().state.isWallet) updateBooking((s) => ({ ...s, isWallet: true }));
  }, [fromWallet]);

  const chooseMethod = (next: OfferedMethod) => {
    setCardError(null);
    const wallet = next === 'true_wallet';
    updateBooking((s) => ({ ...s, paymentMethod: next, isWallet: wallet }));
    // With the wallet flag the booking route carries utm_source=truemoney; without it, not.
    if (wallet !== fromWallet) {
      const query = new URLSearchParams(searchStr);
      if (wallet) query.set('utm_source', WALLET_SOURCE);
      else query.delete('utm_source');
      const rest = query.toString();
      void router.navigate({ href: rest ? `${pathname}?${rest}` : pathname, replace: true });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setCardError(null);
    setSubmitting(true);
    let outcome: CheckoutOutcome;
    try {
      outcome = await runCheckout(
        {
          restaurant,
          session: bookingStore.get(),
          prepaid,
          method,
          totalMinor,
          saveCard: canSaveCard && saveCard,
          savedCard: cardChoice.kind === 'saved' ? cardChoice.card : null,
          member: member
            ? {
                phone: profile.data ? memberContact(profile.data).phone || null : null,
                phoneVerified: profile.data?.phoneVerified ?? readPhoneVerified(),
              }
            : null,
          corporateEventId: corporateEventOf(restaurant.id)?.id ?? null,
          asyncBooking,
          tracking: reservationTrackingNow(),
        },
        {
          holdBody: () => holdBodyOf(restaurant),
          delivery,
          card: { tokenize: card.tokenize, consume: card.consume, notAccepted: cardNotAcceptedMessage },
          keyForWrite: (body) => keyForWrite('pendingReservation', body),
          settleReservation: () => settleWrite('pendingReservation'),
          createReservation: (body, key) => createReservation(body, key),
          reserved: (reservation, paying) => {
            trackEvent('booking_created', { restaurant_id: restaurant.id, paying });
            // Points taken: the balance shown anywhere is read again.
            if ((reservation.redeemedPoints ?? 0) > 0) void queryClient.invalidateQueries({ queryKey: ['account', 'profile'] });
            // A guest's booking on this device: signing up later with its e-mail makes it the member's.
            if (!sessionStore.get()) rememberGuestBooking(reservation.encryptedId);
            updateSession((x) => ({
              ...x,
              lastReservation: reservation,
              // The vouchers were used by this reservation; the next booking starts without them.
              vouchers: [],
              voucherCard: null,
              vouchersToRecheck: [],
              heldBody: null,
              state: paying ? x.state : resetBooking(x.state, { keepState: true }),
            }));
          },
          payReservation,
          successHref: (reservation) => bookingSuccessHref(restaurant.slug, reservation.encryptedId),
        },
      );
    } finally {
      setSubmitting(false);
    }
    // A card saved with this payment belongs in the lists from now on (the next booking's picker too).
    if (canSaveCard && saveCard && cardChoice.kind === 'new')
      void queryClient.invalidateQueries({ queryKey: savedCardsKey(member?.email ?? null) });
    setErrors(outcome.kind === 'invalidGuest' || outcome.kind === 'refused' ? outcome.errors : {});
    switch (outcome.kind) {
      case 'invalidGuest':
        document.getElementById(ids[outcome.focus])?.focus();
        return;
      case 'deliveryIncomplete':
      case 'qr':
      case 'signedOut':
        return;
      case 'chooseMethod':
        showToast(t`Please choose a payment method`, 'error');
        return;
      case 'cardError':
        setCardError(outcome.message);
        return;
      case 'cannotBook':
        showToast(reservationFailedMessage(), 'error');
        return;
      case 'refused':
        showToast(outcome.message || reservationFailedMessage(), 'error');
        return;
      case 'paymentRefused':
        if (outcome.onCard) setCardError(outcome.message);
        else showToast(outcome.message, 'error');
        return;
      case 'noAnswer':
        toastApiError(outcome.error, reservationFailedMessage());
        return;
      case 'redirect':
        window.location.assign(outcome.url);
        return;
      case 'navigate':
        await router.navigate({ href: outcome.href });
        return;
    }
  };

  if (hold.status !== 'held' || state.bookingExpiryDate === null) {
    return (
      <p className="booking__loading" role="status">
        <Trans>Holding your seats…</Trans>
      </p>
    );
  }

  const payAmount = shown.data?.total.format ?? '';
  const date = state.selectedDate ? inAppZone(state.selectedDate).format('dddd D MMMM YYYY') : '';
  const time = state.selectedTime ?? '';
  const party = state.adult + state.kids;

  return (
    <div className="booking-step">
      <HoldCountdown
        key={state.bookingExpiryDate}
        expiredAt={state.bookingExpiryDate}
        onExpired={() => setExpired(true)}
      />
      {expired && (
        <button
          type="button"
          className="button"
          onClick={() => {
            setExpired(false);
            void hold.lock();
          }}
        >
          <Trans>Hold my seats again</Trans>
        </button>
      )}
      <section className="booking-summary" aria-labelledby="booking-summary-title">
        <h3 id="booking-summary-title" className="booking-step__legend">
          <Trans>Your booking</Trans>
        </h3>
        <p>
          {date} · {time} · <Plural value={party} one="# person" other="# people" />
        </p>
        {state.isBigGroup && (
          <p className="booking-note">
            <Trans>Big group: the restaurant will confirm your booking.</Trans>
          </p>
        )}
      </section>
      <DeliveryPanel restaurant={restaurant} />
      {member && ratio && balance > 0 && baseTotalMinor !== null && baseTotalMinor > 0 && (
        <PointsPanel
          balance={balance}
          ratio={ratio}
          totalMinor={baseTotalMinor}
          applied={redemption?.redeemedPoints ?? 0}
          lang={lang}
          onChoose={(choice) =>
            updateBooking((s) => ({
              ...s,
              pointsToRedeem: choice?.points ?? 0,
              amountToRedeem: (choice?.amountMinor ?? 0) / 100,
              adaptivePointsRatioId: choice?.ratioId ?? null,
            }))
          }
        />
      )}
      <VoucherPanel
        memberEmail={member?.email ?? null}
        holdBody={member ? holdBodyForVouchers : null}
        context={{
          booking: plainQuoteBody,
          reservationDate: state.selectedDate,
          paymentType: null,
          isMember: member !== null,
        }}
      />
      <PriceBreakdown quote={shown} adult={state.adult} kids={state.kids} />
      {prepaid ? (
        <HighLoadWarning />
      ) : (
        <p className="booking-hint">
          <Trans>Pay at the restaurant. No payment is needed now.</Trans>
        </p>
      )}
      <form className="booking-form" onSubmit={(e) => void submit(e)} noValidate>
        {member ? (
          <MemberDetails member={member} />
        ) : (
          <>
            <SignInToBook />
            <GuestDetailsFields guest={guest} errors={errors} ids={ids} onChange={setGuest} />
          </>
        )}
        {restaurant.isRecordGuest && <RecordGuestFields guest={state.recordGuest} phoneCodes={PHONE_CODES} />}
        <div className="booking-field">
          <label htmlFor={ids.request}>
            <Trans>Special request</Trans>
          </label>
          <textarea
            id={ids.request}
            maxLength={1000}
            rows={3}
            value={state.specialRequest}
            onChange={(e) => updateBooking((s) => ({ ...s, specialRequest: e.target.value }))}
          />
        </div>
        <div className="booking-field">
          <label htmlFor={ids.occasion}>
            <Trans>Occasion</Trans>
          </label>
          <select
            id={ids.occasion}
            value={state.occasion ?? ''}
            onChange={(e) =>
              updateBooking((s) => ({
                ...s,
                occasion: e.target.value === '' ? null : Number(e.target.value),
              }))
            }
          >
            <option value="">{t`No special occasion`}</option>
            {(occasions.data ?? []).map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        </div>
        {prepaid && (
          <PaymentMethods
            offered={offered}
            method={method}
            onChange={chooseMethod}
            frameRef={card.frameRef}
            cardToken={card.token}
            cardForm={cardForm.kind}
            cardFields={card.fields}
            onCardFields={card.setFields}
            cardError={cardError}
            acceptedCreditCards={restaurant.acceptedCreditCards}
            canSaveCard={canSaveCard}
            saveCard={saveCard}
            onSaveCard={setSaveCard}
            savedCards={cards}
            savedCardsState={savedCardsState}
            cardChoice={cardChoice}
            onCardChoice={(choice) => {
              setCardError(null);
              setPickedCard(choice);
            }}
            now={now}
            disabled={submitting}
          />
        )}
        <div className="booking__actions">
          <button type="button" className="button" onClick={() => void nav.goTo(4)}>
            <Trans>Back</Trans>
          </button>
          <button
            type="submit"
            className="button button--primary"
            disabled={submitting || expired || totalMinor === null || (prepaid && !method)}
            aria-busy={submitting}
          >
            {prepaid ? <Trans>Pay {payAmount}</Trans> : <Trans>Confirm booking</Trans>}
          </button>
        </div>
      </form>
    </div>
  );
}
