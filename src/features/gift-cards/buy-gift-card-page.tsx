import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { checkGiftCardAmount, GIFT_CARD_MAX_BAHT, GIFT_CARD_MIN_BAHT } from '@/domain/gift-cards/gift-card-amount';
import { buyGiftCard } from '@/entities/gift-card/gift-card-calls';
import { PurchasePaymentFields } from '@/entities/payment/purchase-payment-fields';
import { leaveForPayment, usePurchasePayment } from '@/entities/payment/use-purchase-payment';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { showToast } from '@/lib/toast-store';
import '@/features/gift-cards/gift-cards.css';

const PRESETS = [500, 1000, 2000, 5000] as const;

/**
 * /buy under the gift card landing (members): the amount (checked by the shared rule before anything is
 * sent), the recipient and a message, paid with PromptPay, a card or a Thai wallet (decision 0047). The
 * server charges exactly the amount; PromptPay goes to the order's QR page, a card's 3-D Secure page or a
 * wallet is left for and returns to the order's page, which shows the card once paid.
 */
export function BuyGiftCardPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [amount, setAmount] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const payment = usePurchasePayment({ currency: 'THB', acceptedCreditCards: null });
  // One key per attempt: a retried click after a lost answer gets the same order, never a second charge.
  const [attemptKey, setAttemptKey] = useState(newIdempotencyKey);
  const edit = (set: (v: string) => void) => (value: string) => {
    set(value);
    setError(null);
    setAttemptKey(newIdempotencyKey());
  };
  const min = GIFT_CARD_MIN_BAHT.toLocaleString('en-US');
  const max = GIFT_CARD_MAX_BAHT.toLocaleString('en-US');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = checkGiftCardAmount(amount);
    if (!checked.ok) {
      const text =
        checked.refusal === 'amountEmpty'
          ? t`Please enter amount first`
          : t`Please enter a whole amount from ${min} to ${max} baht`;
      setError(text);
      showToast(text, 'error');
      return;
    }
    setBusy(true);
    const paying = await payment.paymentBody();
    if (!paying) {
      setBusy(false);
      return;
    }
    try {
      const order = await buyGiftCard(
        { amount: checked.baht, recipientName: name, recipientEmail: email, message, payment: paying },
        attemptKey,
      );
      payment.settle();
      // Declined at once: the order is cancelled; the buyer stays here to try another card or method.
      if (order.payment?.method === 'card' && order.payment.status === 'failed') {
        payment.declined();
        setAttemptKey(newIdempotencyKey());
        setBusy(false);
        return;
      }
      if (leaveForPayment(order.payment?.redirectUrl)) return;
      await navigate({
        to: order.payment?.qr ? '/voucher/qr-payment/$encryptedId' : '/voucher/$encryptedId',
        params: { encryptedId: order.id },
      });
    } catch (err) {
      if (!payment.settle(err)) showToast(err instanceof Error ? err.message : t`Unknown Error`, 'error');
      setAttemptKey(newIdempotencyKey());
      setBusy(false);
    }
  };

  return (
    <form className="gift-card" onSubmit={(e) => void submit(e)} noValidate data-testid="gift-card-buy">
      <h1>
        <Trans>Buy a gift card</Trans>
      </h1>
      <div className="gift-card__presets" role="group" aria-label={t`Amount`}>
        {PRESETS.map((preset) => (
          <button key={preset} type="button" className="button" onClick={() => edit(setAmount)(String(preset))}>
            ฿{preset.toLocaleString('en-US')}
          </button>
        ))}
      </div>
      <label className="gift-card__field">
        <Trans>
          Amount (฿{min} to ฿{max})
        </Trans>
        <input
          name="amount"
          inputMode="numeric"
          value={amount}
          onChange={(e) => edit(setAmount)(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'gift-card-amount-error' : undefined}
        />
      </label>
      {error ? (
        <p id="gift-card-amount-error" className="gift-card__error" role="alert">
          {error}
        </p>
      ) : null}
      <label className="gift-card__field">
        <Trans>Recipient&apos;s name</Trans>
        <input name="recipientName" autoComplete="off" maxLength={100} value={name} onChange={(e) => edit(setName)(e.target.value)} />
      </label>
      <label className="gift-card__field">
        <Trans>Recipient&apos;s e-mail</Trans>
        <input
          name="recipientEmail"
          type="email"
          autoComplete="off"
          maxLength={254}
          value={email}
          onChange={(e) => edit(setEmail)(e.target.value)}
        />
      </label>
      <label className="gift-card__field">
        <Trans>Message (optional)</Trans>
        <textarea name="message" maxLength={500} rows={3} value={message} onChange={(e) => edit(setMessage)(e.target.value)} />
      </label>
      <PurchasePaymentFields payment={payment} disabled={busy} onChange={() => setAttemptKey(newIdempotencyKey())} />
      <p>
        <Trans>Once paid, we e-mail the code to the recipient.</Trans>
      </p>
      <button
        type="submit"
        className="button button--primary"
        disabled={busy || !payment.method}
        aria-busy={busy}
      >
        {payment.method === 'card' ? (
          <Trans>Pay by card</Trans>
        ) : payment.method === 'true_wallet' ? (
          <Trans>Pay with TrueMoney Wallet</Trans>
        ) : payment.method === 'shopee_pay' ? (
          <Trans>Pay with ShopeePay</Trans>
        ) : (
          <Trans>Pay with PromptPay</Trans>
        )}
      </button>
    </form>
  );
}
