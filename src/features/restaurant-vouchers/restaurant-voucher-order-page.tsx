import { Trans } from '@lingui/react/macro';
import type { BoughtRestaurantVoucher, RestaurantVoucherOrder } from '@/contract/restaurant-vouchers';
import { LastConfirmed, PromptPayPanel } from '@/entities/payment/promptpay-panel';
import { useWatchedOrder } from '@/entities/payment/watched-order';
import { BoughtVoucherItem, VoucherOrderStatus } from '@/entities/voucher/bought-voucher';
import { restaurantVoucherOrderQuery } from '@/entities/restaurant-voucher/restaurant-voucher-calls';
import { sessionStore } from '@/entities/session/session';
import { useStore } from '@/lib/create-store';
import { useOnline } from '@/lib/network-status';
import { useLanguage } from '@/lib/use-language';
import { AppLink } from '@/components/ui/app-link';
import '@/features/restaurant-vouchers/restaurant-vouchers.css';

/**
 * /restaurants/{name}/voucher/{id} and …/voucher/qr-payment/{id}: a restaurant voucher order's status live
 * (realtime voucher_transactions record plus a slow poll while waiting), the PromptPay QR while payable,
 * and once paid each voucher: its code and QR, value, validity and how to use it. Saved on the device, so
 * it opens offline and says when it was last confirmed online.
 */
export function RestaurantVoucherOrderPage({
  slug,
  orderId,
  qrPayment = false,
}: {
  slug: string;
  orderId: string;
  qrPayment?: boolean;
}) {
  const lang = useLanguage();
  const member = useStore(sessionStore);
  const online = useOnline();
  const { query, reread } = useWatchedOrder(
    restaurantVoucherOrderQuery(member?.id ?? 0, orderId, lang),
    (order) => `voucher_transactions/${order.firebaseKey}`,
  );
  const order = query.data;

  if (!order) {
    if (query.isError || (!online && !query.isFetching) || !member?.id)
      return (
        <div className="page-message voucher-order" data-testid="voucher-order-missing">
          <h1 className="page-message__title">
            {online ? <Trans>Voucher not found</Trans> : <Trans>This voucher is not saved on this device</Trans>}
          </h1>
          <AppLink href={`/restaurants/${encodeURIComponent(slug)}`}>
            <Trans>Back to the restaurant</Trans>
          </AppLink>
        </div>
      );
    return (
      <div className="voucher-order" aria-busy="true">
        <p>
          <Trans>Loading</Trans>
        </p>
      </div>
    );
  }

  const stale = !online || (query.isError && !query.isFetching);
  const offerName = order.offer.name;
  const restaurantName = order.restaurant.name;
  return (
    <article className="voucher-order" data-testid="voucher-order" data-status={order.status}>
      <p>{restaurantName}</p>
      <h1>
        <Trans>Voucher: {offerName}</Trans>
      </h1>
      <VoucherOrderStatus status={order.status} testId="voucher-order-status" />
      <dl className="voucher-order__facts">
        <dt>
          <Trans>Number of vouchers</Trans>
        </dt>
        <dd>{order.quantity}</dd>
        <dt>
          <Trans>Value of each</Trans>
        </dt>
        <dd>{order.faceValue.format}</dd>
        <dt>
          <Trans>Total paid</Trans>
        </dt>
        <dd data-testid="voucher-order-total">{order.total.format}</dd>
      </dl>
      {stale ? <LastConfirmed at={order.checkedAt} testId="voucher-order-last-confirmed" /> : null}
      {order.status === 'waiting_for_payment' && order.payment?.qr ? (
        <PromptPayPanel qr={order.payment.qr} onExpired={reread} />
      ) : order.status === 'waiting_for_payment' && qrPayment ? (
        <p>
          <Trans>There is no QR payment open for this order right now.</Trans>
        </p>
      ) : null}
      {order.vouchers.length > 0 ? <Vouchers order={order} /> : null}
    </article>
  );
}

function Vouchers({ order }: { order: RestaurantVoucherOrder }) {
  const restaurantName = order.restaurant.name;
  return (
    <section aria-labelledby="voucher-order-heading">
      <h2 id="voucher-order-heading">
        <Trans>Your vouchers</Trans>
      </h2>
      <p>
        <Trans>
          To use a voucher, book at {restaurantName} and enter its code in the voucher field at the last booking
          step, or show its QR code. Each voucher is used once, and only with your account.
        </Trans>
      </p>
      <ol className="voucher-order__list">
        {order.vouchers.map((voucher, index) => (
          <VoucherItem key={voucher.code} voucher={voucher} position={index + 1} />
        ))}
      </ol>
      <AppLink href={`/restaurants/${encodeURIComponent(order.restaurant.slug)}`} className="button button--primary">
        <Trans>Book at {restaurantName}</Trans>
      </AppLink>
    </section>
  );
}

function VoucherItem({ voucher, position }: { voucher: BoughtRestaurantVoucher; position: number }) {
  return (
    <BoughtVoucherItem
      code={voucher.code}
      position={position}
      heading={<Trans>Voucher {position}</Trans>}
      validUntil={voucher.validUntil}
      used={voucher.used}
      testId="restaurant-voucher"
      codeTestId="restaurant-voucher-code"
    >
      <p data-testid="restaurant-voucher-value">{voucher.value.format}</p>
    </BoughtVoucherItem>
  );
}
