import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { QuantitySelect } from '@/components/ui/quantity-select';
import type { VoucherGroupSale } from '@/contract/vouchers';
import { formatMoney } from '@/domain/format/money';
import { checkVoucherQuantity, voucherOrderTotal } from '@/domain/restaurant-vouchers/voucher-quantity';
import { PurchasePaymentFields } from '@/entities/payment/purchase-payment-fields';
import { leaveForPayment, usePurchasePayment } from '@/entities/payment/use-purchase-payment';
import { buyVoucherGroup, voucherGroupOrderPath } from '@/entities/voucher/voucher-group-order-calls';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { showToast } from '@/lib/toast-store';
import { useLanguage } from '@/lib/use-language';

/**
 * The buy step of a voucher group on sale (a chunk of its own, loaded when a member presses Buy): how many
 * sets, the total the server will charge (the group's price times the sets), and how to pay. The request
 * carries only the group, the quantity and the payment; PromptPay lands on the transaction page with its
 * QR, a card's 3-D Secure or a wallet leaves for the gateway's page, which returns there too.
 */
export function BuyVoucherGroupForm({ groupId, sale }: { groupId: number; sale: VoucherGroupSale }) {
  const { t } = useLingui();
  const lang = useLanguage();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);
  const payment = usePurchasePayment({ currency: sale.price.currency, acceptedCreditCards: null });
  // One key per attempt: a retried click after a lost answer gets the same order, never a second charge.
  const [attemptKey, setAttemptKey] = useState(newIdempotencyKey);
  const restart = () => setAttemptKey(newIdempotencyKey());

  // The step opens below the group: keyboard and screen-reader users are taken to it.
  useEffect(() => heading.current?.focus(), []);

  const count = checkVoucherQuantity(quantity, sale.maxPerOrder).ok ? quantity : 1;
  const total = formatMoney(
    {
      amount: voucherOrderTotal(Math.round(sale.price.amount * 100), count) / 100,
      currency: sale.price.currency,
    },
    lang,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const paying = await payment.paymentBody();
    if (!paying) {
      setBusy(false);
      return;
    }
    try {
      const order = await buyVoucherGroup({ groupId, quantity: count, payment: paying }, attemptKey);
      payment.settle();
      // Declined at once: the order is cancelled; the buyer stays here to try another card or method.
      if (order.payment.method === 'card' && order.payment.status === 'failed') {
        payment.declined();
        restart();
        setBusy(false);
        return;
      }
      if (leaveForPayment(order.payment.redirectUrl)) return;
      await navigate({ to: voucherGroupOrderPath(order.id) });
    } catch (err) {
      if (!payment.settle(err)) showToast(err instanceof Error ? err.message : t`Unknown Error`, 'error');
      restart();
      setBusy(false);
    }
  };

  return (
    <form
      className="voucher-group__buy"
      onSubmit={(e) => void submit(e)}
      data-testid="voucher-group-buy"
      aria-labelledby="voucher-group-buy-title"
    >
      <h2 id="voucher-group-buy-title" ref={heading} tabIndex={-1}>
        <Trans>Buy vouchers</Trans>
      </h2>
      <QuantitySelect
        className="voucher-group__field"
        label={<Trans>Number of sets</Trans>}
        max={sale.maxPerOrder}
        value={count}
        onChange={(n) => {
          setQuantity(n);
          restart();
        }}
      />
      <p className="voucher-group__total" data-testid="voucher-group-buy-total" aria-live="polite">
        <Trans>Total: {total}</Trans>
      </p>
      <PurchasePaymentFields payment={payment} disabled={busy} onChange={restart} />
      <button
        type="submit"
        className="button button--primary"
        disabled={busy || !payment.method}
        aria-busy={busy}
      >
        <Trans>Buy now</Trans>
      </button>
    </form>
  );
}
