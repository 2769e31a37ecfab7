import { Trans, useLingui } from '@lingui/react/macro';
import type { GiftCardOrder } from '@/contract/gift-cards';
import { giftCardOrderQuery } from '@/entities/gift-card/gift-card-calls';
import { LastConfirmed, PromptPayPanel } from '@/entities/payment/promptpay-panel';
import { useWatchedOrder } from '@/entities/payment/watched-order';
import { sessionStore } from '@/entities/session/session';
import { useStore } from '@/lib/create-store';
import { useOnline } from '@/lib/network-status';
import { useLanguage } from '@/lib/use-language';
import { QrImage } from '@/components/ui/qr-image';
import '@/features/gift-cards/gift-cards.css';

/**
 * voucher/{id} and voucher/qr-payment/{id}: a gift card order's status live (realtime
 * voucher_transactions record plus a slow poll while waiting), the PromptPay QR while payable, and once
 * paid the card: its code and QR, balance and how to use it. Saved on the device, so it opens offline and
 * says when it was last confirmed online.
 */
export function GiftCardOrderPage({ orderId, qrPayment = false }: { orderId: string; qrPayment?: boolean }) {
  const lang = useLanguage();
  const member = useStore(sessionStore);
  const online = useOnline();
  const { query, reread } = useWatchedOrder(
    giftCardOrderQuery(member?.id ?? 0, orderId, lang),
    (order) => `voucher_transactions/${order.firebaseKey}`,
  );
  const order = query.data;

  if (!order) {
    if (query.isError || (!online && !query.isFetching) || !member?.id)
      return (
        <div className="page-message gift-card" data-testid="gift-card-missing">
          <h1 className="page-message__title">
            {online ? <Trans>Gift card not found</Trans> : <Trans>This gift card is not saved on this device</Trans>}
          </h1>
        </div>
      );
    return (
      <div className="gift-card" aria-busy="true">
        <p>
          <Trans>Loading</Trans>
        </p>
      </div>
    );
  }

  const stale = !online || (query.isError && !query.isFetching);
  return (
    <article className="gift-card" data-testid="gift-card-order" data-status={order.status}>
      <h1>
        <Trans>Gift card for {order.recipientName}</Trans>
      </h1>
      <StatusLine order={order} />
      <dl className="gift-card__facts">
        <dt>
          <Trans>Amount</Trans>
        </dt>
        <dd data-testid="gift-card-amount">{order.amount.format}</dd>
        <dt>
          <Trans>Sent to</Trans>
        </dt>
        <dd>{order.recipientEmail}</dd>
      </dl>
      {stale ? <LastConfirmed at={order.checkedAt} testId="gift-card-last-confirmed" /> : null}
      {order.status === 'waiting_for_payment' && order.payment?.qr ? (
        <PromptPayPanel qr={order.payment.qr} onExpired={reread} />
      ) : order.status === 'waiting_for_payment' && qrPayment ? (
        <p>
          <Trans>There is no QR payment open for this gift card right now.</Trans>
        </p>
      ) : null}
      {order.voucher ? <Card voucher={order.voucher} /> : null}
    </article>
  );
}

function StatusLine({ order }: { order: GiftCardOrder }) {
  return (
    <p className={`gift-card__status gift-card__status--${order.status}`} role="status" data-testid="gift-card-status">
      {order.status === 'paid' ? (
        <Trans>Paid. We have e-mailed the gift card to the recipient.</Trans>
      ) : order.status === 'cancelled' ? (
        <Trans>This order was cancelled because the payment did not go through.</Trans>
      ) : (
        <Trans>Waiting for payment</Trans>
      )}
    </p>
  );
}

function Card({ voucher }: { voucher: NonNullable<GiftCardOrder['voucher']> }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="gift-card-heading">
      <h2 id="gift-card-heading">
        <Trans>The gift card</Trans>
      </h2>
      <p className="gift-card__code" data-testid="gift-card-code">
        {voucher.code}
      </p>
      <QrImage value={voucher.code} label={t`Gift card QR code`} size={200} />
      <dl className="gift-card__facts">
        <dt>
          <Trans>Balance</Trans>
        </dt>
        <dd data-testid="gift-card-balance">{voucher.balance.format}</dd>
        <dt>
          <Trans>Used</Trans>
        </dt>
        <dd>{voucher.used.format}</dd>
        <dt>
          <Trans>Valid until</Trans>
        </dt>
        <dd>{voucher.validUntil}</dd>
      </dl>
      <p>
        <Trans>
          To use it, enter the code in the voucher field when you pay for a booking. What is not used stays on the card
          for the next booking.
        </Trans>
      </p>
    </section>
  );
}
