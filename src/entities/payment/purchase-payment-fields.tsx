import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { OfferedMethod } from '@/domain/payments/available-methods';
import { PaymentMethods } from '@/entities/payment/payment-methods';
import type { PurchasePayment } from '@/entities/payment/use-purchase-payment';
import '@/entities/payment/payment-methods.css';

/**
 * The method choice of a buy page (usePurchasePayment): step 5's list, its saved cards above the card form
 * and its "save this card" box under it (members, with enableSaveCc), and the TrueMoney Wallet's phone
 * number when that wallet is chosen. `onChange` tells the page a choice changed (a new attempt, so a new
 * idempotency key).
 */
export function PurchasePaymentFields({
  payment,
  disabled,
  onChange,
}: {
  payment: PurchasePayment;
  disabled: boolean;
  onChange?: () => void;
}) {
  const phoneId = useId();
  const phoneErrorId = useId();
  if (!payment.offered)
    return (
      <p className="payment-purchase__loading" role="status">
        <Trans>Loading payment methods…</Trans>
      </p>
    );
  const choose = (m: OfferedMethod) => {
    payment.choose(m);
    onChange?.();
  };
  return (
    <div className="payment-purchase">
      <PaymentMethods
        offered={payment.offered}
        method={payment.method}
        onChange={choose}
        frameRef={payment.card.frameRef}
        cardToken={payment.card.token}
        cardError={payment.cardError}
        acceptedCreditCards={payment.acceptedCreditCards ?? []}
        canSaveCard={payment.canSaveCard}
        saveCard={payment.saveCard}
        onSaveCard={(save) => {
          payment.setSaveCard(save);
          onChange?.();
        }}
        savedCards={payment.savedCards}
        savedCardsState={payment.savedCardsState}
        cardChoice={payment.cardChoice}
        onCardChoice={(choice) => {
          payment.chooseCard(choice);
          onChange?.();
        }}
        now={payment.now}
        disabled={disabled}
        cardForm={payment.cardForm.kind}
        cardFields={payment.card.fields}
        onCardFields={payment.card.setFields}
      />
      {payment.method === 'true_wallet' && (
        <div className="payment-purchase__field">
          <label htmlFor={phoneId}>
            <Trans>TrueMoney phone number</Trans>
          </label>
          <input
            id={phoneId}
            name="walletPhone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="0812345678"
            value={payment.phone}
            disabled={disabled}
            onChange={(e) => {
              payment.setPhone(e.target.value);
              onChange?.();
            }}
            aria-invalid={payment.phoneError ? true : undefined}
            aria-describedby={payment.phoneError ? phoneErrorId : undefined}
          />
          {payment.phoneError && (
            <p id={phoneErrorId} className="payment-purchase__error" role="alert">
              {payment.phoneError}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
