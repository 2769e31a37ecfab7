import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type RefObject } from 'react';
import type { CreditCardInput } from '@/domain/booking/card-expiry';
import type { OfferedMethod } from '@/domain/payments/available-methods';
import type { SavedCard } from '@/contract/saved-cards';
import type { SavedCardsNote } from '@/domain/saved-cards/saved-cards-note';
import { CardFormFields } from '@/entities/payment/card-form-fields';
import { SavedCardPicker, type CardChoice } from '@/entities/payment/saved-card-picker';
import type { CardFormKind } from '@/entities/payment/card-form-kind';
import { cardFormSrc, type CardToken } from '@/entities/payment/use-card-form';
import '@/entities/payment/payment-methods.css';

export interface PaymentMethodsProps {
  offered: readonly OfferedMethod[];
  method: OfferedMethod | null;
  onChange: (method: OfferedMethod) => void;
  /** The iframe of the gateway's card form (useCardForm's frameRef). */
  frameRef: RefObject<HTMLIFrameElement | null>;
  /** A token the form already gave (the diner pressed the form's own button). */
  cardToken: CardToken | null;
  /** The card error shown under the form (the gateway's check, brand refusal, decline). */
  cardError: string | null;
  acceptedCreditCards: readonly string[];
  /** Members with config.features.enableSaveCc may keep the card at the gateway. */
  canSaveCard: boolean;
  saveCard: boolean;
  onSaveCard: (save: boolean) => void;
  disabled: boolean;
  /** config.json's card form (decision 0013): the sandbox's iframe (default) or our own fields. */
  cardForm?: CardFormKind;
  cardFields?: CreditCardInput;
  onCardFields?: (fields: CreditCardInput) => void;
  /** A member's saved cards (enableSaveCc), offered above the card form; none: the form alone. */
  savedCards?: readonly SavedCard[];
  cardChoice?: CardChoice;
  onCardChoice?: (choice: CardChoice) => void;
  /** When expiry is judged (passed in so the picker renders the same throughout). */
  now?: Date;
  /** The saved cards are still loading, or could not be loaded (the new card form works either way). */
  savedCardsState?: SavedCardsNote;
}

/**
 * The payment methods the config and the restaurant allow (src/domain/payments/available-methods.ts):
 * the gateway's card form in an iframe (its fields never touch our page or our server), PromptPay,
 * TrueMoney and ShopeePay.
 */
export function PaymentMethods({
  offered,
  method,
  onChange,
  frameRef,
  cardToken,
  cardError,
  acceptedCreditCards,
  canSaveCard,
  saveCard,
  onSaveCard,
  disabled,
  cardForm = 'sandbox',
  cardFields,
  onCardFields,
  savedCards = [],
  cardChoice = { kind: 'new' },
  onCardChoice,
  now,
  savedCardsState = null,
}: PaymentMethodsProps) {
  const { t } = useLingui();
  const name = useId();
  const errorId = useId();
  const label = (m: OfferedMethod): string =>
    m === 'card'
      ? t`Credit or debit card`
      : m === 'promptpay'
        ? t`PromptPay QR`
        : m === 'true_wallet'
          ? t`TrueMoney Wallet`
          : t`ShopeePay`;
  const hint = (m: OfferedMethod): string =>
    m === 'card'
      ? acceptedCreditCards.map((b) => b.toUpperCase()).join(' · ')
      : m === 'promptpay'
        ? t`Scan a QR code with any Thai banking app`
        : t`You will be taken to the wallet to pay`;

  if (offered.length === 0)
    return (
      <p className="booking-field__error" role="alert">
        <Trans>No payment method is available for this booking. Please contact the restaurant.</Trans>
      </p>
    );

  return (
    <fieldset className="booking-step__fieldset payment-methods" disabled={disabled}>
      <legend className="booking-step__legend">
        <Trans>Payment method</Trans>
      </legend>
      <ul className="payment-methods__list">
        {offered.map((m) => (
          <li key={m} className="payment-methods__item">
            <label className="payment-methods__option">
              <input type="radio" name={name} value={m} checked={method === m} onChange={() => onChange(m)} />
              <span className="payment-methods__label">{label(m)}</span>
              <span className="payment-methods__hint">{hint(m)}</span>
            </label>
          </li>
        ))}
      </ul>
      {offered.includes('card') && (
        // Kept loaded while another method is chosen: the gateway's form stays ready (and keeps its token).
        <div className="payment-card" hidden={method !== 'card'}>
          {savedCardsState && (
            <p className="booking-hint payment-card__saved-note" role="status" data-testid="saved-cards-note">
              {savedCardsState === 'loading' ? (
                <Trans>Loading your saved cards…</Trans>
              ) : (
                <Trans>Your saved cards could not be loaded. You can still pay with a new card.</Trans>
              )}
            </p>
          )}
          {savedCards.length > 0 && onCardChoice && now && (
            <SavedCardPicker cards={savedCards} choice={cardChoice} onChoose={onCardChoice} now={now} />
          )}
          {cardChoice.kind === 'saved' && cardError && (
            <p className="booking-field__error" role="alert">
              {cardError}
            </p>
          )}
          {
            // Hidden, not removed, while a saved card is picked: the gateway's form stays loaded and ready.
            <div className="payment-card__new" hidden={cardChoice.kind === 'saved'}>
              {cardForm === 'sandbox' || !cardFields || !onCardFields ? (
                <iframe
                  ref={frameRef}
                  className="payment-card__frame"
                  src={cardFormSrc(window.location.origin)}
                  title={t`Card details`}
                  aria-describedby={cardError ? errorId : undefined}
                />
              ) : (
                <CardFormFields
                  fields={cardFields}
                  onChange={onCardFields}
                  errorId={cardError ? errorId : undefined}
                />
              )}
              {cardToken && (
                <p className="booking-hint" data-testid="card-ready">
                  <Trans>
                    Card ready: {cardToken.card.brand} ending {cardToken.card.lastDigits}
                  </Trans>
                </p>
              )}
              {cardError && cardChoice.kind === 'new' && (
                <p id={errorId} className="booking-field__error" role="alert">
                  {cardError}
                </p>
              )}
              {canSaveCard && (
                <label className="payment-card__save">
                  <input type="checkbox" checked={saveCard} onChange={(e) => onSaveCard(e.target.checked)} />{' '}
                  <Trans>Save this card for next time</Trans>
                </label>
              )}
            </div>
          }
        </div>
      )}
    </fieldset>
  );
}
