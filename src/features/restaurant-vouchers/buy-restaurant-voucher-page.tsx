import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { QuantitySelect } from '@/components/ui/quantity-select';
import type { RestaurantDetail } from '@/contract/restaurant-detail';
import { formatMoney } from '@/domain/format/money';
import { checkVoucherQuantity, voucherOrderTotal } from '@/domain/restaurant-vouchers/voucher-quantity';
import {
  buyRestaurantVouchers,
  restaurantVoucherOffersQuery,
  voucherOrderPath,
} from '@/entities/restaurant-voucher/restaurant-voucher-calls';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { showToast } from '@/lib/toast-store';
import { useLanguage } from '@/lib/use-language';
import { AppLink } from '@/components/ui/app-link';
import { PurchasePaymentFields } from '@/entities/payment/purchase-payment-fields';
import { leaveForPayment, usePurchasePayment } from '@/entities/payment/use-purchase-payment';
import '@/features/restaurant-vouchers/restaurant-vouchers.css';

/**
 * buy-voucher (desktop sidebar) and mobile-buy-voucher (phones): buying some of a restaurant's voucher
 * offer. The page sends only the offer, the quantity and the payment method; the total shown is the
 * offer's price times the quantity, which is what the server charges. PromptPay leads to the order's QR page;
 * a card's 3-D Secure or a wallet leaves for the gateway's page, which returns to the order's page.
 */
export function BuyRestaurantVoucherPage({
  restaurant,
  offerId,
  variant,
}: {
  restaurant: Pick<RestaurantDetail, 'slug' | 'name' | 'acceptedCreditCards' | 'paymentPublicKey'>;
  offerId: number | undefined;
  variant: 'sidebar' | 'page';
}) {
  const { t } = useLingui();
  const lang = useLanguage();
  const navigate = useNavigate();
  const offers = useQuery(restaurantVoucherOffersQuery(restaurant.slug, lang));
  const [chosen, setChosen] = useState<number | undefined>(offerId);
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);
  // One key per attempt: a retried click after a lost answer gets the same order, never a second charge.
  const payment = usePurchasePayment({
    currency: 'THB',
    acceptedCreditCards: restaurant.acceptedCreditCards,
    publicKey: restaurant.paymentPublicKey,
  });
  const [attemptKey, setAttemptKey] = useState(newIdempotencyKey);
  const restart = () => setAttemptKey(newIdempotencyKey());
  const className = `voucher-buy voucher-buy--${variant}`;
  const back = (
    <AppLink href={`/restaurants/${encodeURIComponent(restaurant.slug)}`}>
      <Trans>Back to the restaurant</Trans>
    </AppLink>
  );

  if (offers.isPending)
    return (
      <div className={className} aria-busy="true" data-testid="voucher-buy-loading">
        <p>
          <Trans>Loading</Trans>
        </p>
      </div>
    );
  if (offers.isError)
    return (
      <div className={className} data-testid="voucher-buy-error">
        <p role="alert">
          <Trans>failed get voucher page data</Trans>
        </p>
        <button type="button" className="button" onClick={() => void offers.refetch()}>
          <Trans>Try again</Trans>
        </button>
        {back}
      </div>
    );
  const list = offers.data;
  if (list.length === 0)
    return (
      <div className={className} data-testid="voucher-buy-empty">
        <h1>
          <Trans>This restaurant has no vouchers on sale</Trans>
        </h1>
        {back}
      </div>
    );

  const offer = list.find((o) => o.id === chosen) ?? (list.length === 1 ? list[0] : undefined);
  const allowed = offer ? checkVoucherQuantity(quantity, offer.maxPerOrder) : null;
  const count = offer && allowed?.ok ? quantity : 1;
  const total = offer
    ? formatMoney(
        {
          amount: voucherOrderTotal(Math.round(offer.price.amount * 100), count) / 100,
          currency: offer.price.currency,
        },
        lang,
      )
    : null;

  const worth = offer?.faceValue.format ?? '';
  const days = offer?.validDays ?? 0;
  const restaurantName = restaurant.name;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!offer) {
      showToast(t`Please choose a voucher`, 'error');
      return;
    }
    setBusy(true);
    const paying = await payment.paymentBody();
    if (!paying) {
      setBusy(false);
      return;
    }
    try {
      const order = await buyRestaurantVouchers(
        { offerId: offer.id, quantity: count, payment: paying },
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
      if (leaveForPayment(order.payment?.redirectUrl)) return;
      await navigate({ to: voucherOrderPath(restaurant.slug, order.id, Boolean(order.payment?.qr)) });
    } catch (err) {
      if (!payment.settle(err)) showToast(err instanceof Error ? err.message : t`Unknown Error`, 'error');
      restart();
      setBusy(false);
    }
  };

  return (
    <form className={className} onSubmit={(e) => void submit(e)} data-testid="voucher-buy">
      <p className="voucher-buy__restaurant">{restaurant.name}</p>
      <h1>
        <Trans>Buy voucher</Trans>
      </h1>
      <fieldset className="voucher-buy__offers">
        <legend>
          <Trans>Voucher</Trans>
        </legend>
        {list.map((o) => {
          const price = o.price.format;
          const worth = o.faceValue.format;
          return (
            <label key={o.id} className="voucher-buy__offer">
              <input
                type="radio"
                name="offer"
                value={o.id}
                checked={offer?.id === o.id}
                onChange={() => {
                  setChosen(o.id);
                  setQuantity(1);
                  restart();
                }}
              />
              <span>
                {o.name}{' '}
                <Trans>
                  (pay {price}, use {worth})
                </Trans>
              </span>
            </label>
          );
        })}
      </fieldset>
      {offer ? (
        <>
          <QuantitySelect
            className="voucher-buy__field"
            label={<Trans>Number of vouchers</Trans>}
            max={offer.maxPerOrder}
            value={count}
            onChange={(n) => {
              setQuantity(n);
              restart();
            }}
          />
          <p className="voucher-buy__total" data-testid="voucher-buy-total" aria-live="polite">
            <Trans>Total: {total}</Trans>
          </p>
          <p>
            <Trans>
              Each voucher is worth {worth} at {restaurantName}, valid for {days} days after purchase, and is
              used once.
            </Trans>
          </p>
        </>
      ) : null}
      <PurchasePaymentFields payment={payment} disabled={busy} onChange={restart} />
      <button
        type="submit"
        className="button button--primary"
        disabled={busy || !offer || !payment.method}
        aria-busy={busy}
      >
        <Trans>Buy now</Trans>
      </button>
      {back}
    </form>
  );
}
