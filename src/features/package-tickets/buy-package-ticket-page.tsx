import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { QuantitySelect } from '@/components/ui/quantity-select';
import type { RestaurantDetail, RestaurantPackage } from '@/contract/restaurant-detail';
import { MAX_TICKETS_PER_ORDER } from '@/domain/package-tickets/ticket-order';
import { buyPackageTickets } from '@/entities/package-ticket/package-ticket-calls';
import { PurchasePaymentFields } from '@/entities/payment/purchase-payment-fields';
import { leaveForPayment, usePurchasePayment } from '@/entities/payment/use-purchase-payment';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { showToast } from '@/lib/toast-store';
import { AppLink } from '@/components/ui/app-link';
import { ticketLandingPath } from '@/features/package-tickets/ticket-paths';
import '@/features/package-tickets/package-tickets.css';

/**
 * buy-package-voucher (desktop) and mobile-buy-package-voucher: buying prepaid tickets of one of the
 * restaurant's ticket packages. The page sends only the package, the quantity and the payment method; the
 * server prices the order and opens the charge, then PromptPay goes to the order's QR page, and a card's
 * 3-D Secure page or a wallet's page is left for (both come back to the order's landing). The methods are
 * the config's and the restaurant's (accepted card brands, its card key), decision 0047.
 */
export function BuyPackageTicketPage({
  restaurant,
  packageId,
  variant,
}: {
  restaurant: RestaurantDetail;
  packageId: number | undefined;
  variant: 'sidebar' | 'page';
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const pkg: RestaurantPackage | undefined = restaurant.packages.find(
    (p) => p.id === packageId && p.isTicket,
  );
  const [quantity, setQuantity] = useState(1);
  const payment = usePurchasePayment({
    currency: pkg?.price.currency ?? restaurant.price.currency,
    acceptedCreditCards: restaurant.acceptedCreditCards,
    publicKey: restaurant.paymentPublicKey,
  });
  const [busy, setBusy] = useState(false);
  // One key per attempt: a retried click after a lost answer gets the same order, never a second charge.
  const [attemptKey, setAttemptKey] = useState(newIdempotencyKey);
  const restart = () => setAttemptKey(newIdempotencyKey());

  if (!pkg)
    return (
      <div className={`ticket-buy ticket-buy--${variant}`} data-testid="ticket-buy-missing">
        <h1>
          <Trans>This ticket is not available</Trans>
        </h1>
        <AppLink href={`/restaurants/${encodeURIComponent(restaurant.slug)}`}>
          <Trans>Back to the restaurant</Trans>
        </AppLink>
      </div>
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
      const order = await buyPackageTickets(
        { restaurantPackageId: pkg.id, quantity, payment: paying },
        attemptKey,
      );
      payment.settle();
      // Declined at once: the order is cancelled; the buyer stays here to try another card or method.
      if (order.payment?.method === 'card' && order.payment.status === 'failed') {
        payment.declined();
        restart();
        setBusy(false);
        return;
      }
      if (leaveForPayment(order.payment?.authorizeUri ?? order.payment?.walletUrl)) return;
      await navigate({ to: ticketLandingPath(restaurant.slug, order.id, Boolean(order.payment?.qr)) });
    } catch (err) {
      if (!payment.settle(err)) showToast(err instanceof Error ? err.message : t`Unknown Error`);
      restart();
      setBusy(false);
    }
  };

  return (
    <form
      className={`ticket-buy ticket-buy--${variant}`}
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid="ticket-buy"
    >
      <p className="ticket-buy__restaurant">{restaurant.name}</p>
      <h1>
        <Trans>Buy ticket: {pkg.name}</Trans>
      </h1>
      <p className="ticket-buy__price">
        <Trans>{pkg.price.format} per ticket</Trans>
      </p>
      <QuantitySelect
        className="ticket-buy__field"
        label={<Trans>Number of tickets</Trans>}
        max={MAX_TICKETS_PER_ORDER}
        value={quantity}
        onChange={(n) => {
          setQuantity(n);
          restart();
        }}
      />
      <PurchasePaymentFields payment={payment} disabled={busy} onChange={restart} />
      <p className="ticket-buy__note">
        <Trans>The price is confirmed when you pay. Each ticket gets its own QR code.</Trans>
      </p>
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
