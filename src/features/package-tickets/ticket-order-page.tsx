import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { TicketOrder } from '@/contract/package-tickets';
import { ticketOrderQuery } from '@/entities/package-ticket/package-ticket-calls';
import { useTicketTransactionWatch } from '@/entities/package-ticket/ticket-transaction-watch';
import { LastConfirmed, PromptPayPanel } from '@/entities/payment/promptpay-panel';
import { sessionStore } from '@/entities/session/session';
import { useStore } from '@/lib/create-store';
import { useOnline } from '@/lib/network-status';
import { useLanguage } from '@/lib/use-language';
import { AppLink } from '@/components/ui/app-link';
import { QrImage } from '@/components/ui/qr-image';
import '@/features/package-tickets/package-tickets.css';

/** How often a waiting order is read again when the realtime record is quiet (a missed event, no socket). */
const WAITING_POLL_MS = 3000;

/**
 * landing-package-ticket/{id} and its qr-payment/{id} variant: the order's status live (realtime
 * ticket_transactions record plus a slow poll while waiting), the PromptPay QR while payable, and once
 * paid one QR per ticket with how to use it. The order persists on the device, so a bought ticket opens
 * offline and says when it was last confirmed online.
 */
export function TicketOrderPage({ slug, orderId, qrPayment = false }: { slug: string; orderId: string; qrPayment?: boolean }) {
  const lang = useLanguage();
  const member = useStore(sessionStore);
  const online = useOnline();
  const query = useQuery({
    ...ticketOrderQuery(member?.id ?? 0, orderId, lang),
    refetchInterval: (q) => (q.state.data?.status === 'waiting_for_payment' ? WAITING_POLL_MS : false),
  });
  const { refetch } = query;
  const reread = useCallback(() => void refetch(), [refetch]);
  const order = query.data;
  useTicketTransactionWatch(order?.firebaseKey, order?.status === 'waiting_for_payment', reread);

  if (!order) {
    if (query.isError || (!online && !query.isFetching) || !member?.id)
      return (
        <div className="page-message ticket-order" data-testid="ticket-order-missing">
          <h1 className="page-message__title">
            {online ? <Trans>Ticket order not found</Trans> : <Trans>This ticket is not saved on this device</Trans>}
          </h1>
          <AppLink href={`/restaurants/${encodeURIComponent(slug)}`}>
            <Trans>Back to the restaurant</Trans>
          </AppLink>
        </div>
      );
    return (
      <div className="ticket-order" aria-busy="true">
        <p>
          <Trans>Loading</Trans>
        </p>
      </div>
    );
  }

  const stale = !online || (query.isError && !query.isFetching);
  return (
    <article className="ticket-order" data-testid="ticket-order" data-status={order.status}>
      <p className="ticket-order__restaurant">{order.restaurant.name}</p>
      <h1>{order.package.name}</h1>
      <StatusLine order={order} />
      <dl className="ticket-order__facts">
        <dt>
          <Trans>Tickets</Trans>
        </dt>
        <dd>{order.quantity}</dd>
        <dt>
          <Trans>Total</Trans>
        </dt>
        <dd data-testid="ticket-total">{order.total.format}</dd>
      </dl>
      {stale ? <LastConfirmed at={order.checkedAt} testId="ticket-last-confirmed" /> : null}
      {order.status === 'waiting_for_payment' && order.payment?.qr ? (
        <PromptPayPanel qr={order.payment.qr} onExpired={reread} />
      ) : order.status === 'waiting_for_payment' && qrPayment ? (
        <p className="ticket-order__note">
          <Trans>There is no QR payment open for this ticket right now.</Trans>
        </p>
      ) : null}
      {order.status === 'paid' ? <TicketList order={order} /> : null}
    </article>
  );
}

function StatusLine({ order }: { order: TicketOrder }) {
  return (
    <p className={`ticket-order__status ticket-order__status--${order.status}`} role="status" data-testid="ticket-status">
      {order.status === 'paid' ? (
        <Trans>Paid. Your tickets are ready.</Trans>
      ) : order.status === 'cancelled' ? (
        <Trans>This order was cancelled because the payment did not go through.</Trans>
      ) : (
        <Trans>Waiting for payment</Trans>
      )}
    </p>
  );
}

function TicketList({ order }: { order: TicketOrder }) {
  const { t } = useLingui();
  const total = order.tickets.length;
  return (
    <section className="ticket-order__tickets" aria-labelledby="tickets-heading">
      <h2 id="tickets-heading">
        <Trans>Your tickets</Trans>
      </h2>
      <p className="ticket-order__how">
        <Trans>
          Show a ticket&apos;s QR code to the restaurant staff when you arrive. Each QR code can be used once.
        </Trans>
      </p>
      <ol className="ticket-order__list">
        {order.tickets.map((ticket) => {
          const position = ticket.position;
          return (
            <li key={ticket.code} className="ticket-order__ticket" data-testid="ticket">
              <h3>
                <Trans>
                  Ticket {position} of {total}
                </Trans>
              </h3>
              {ticket.redeemedAt ? (
                <p className="ticket-order__used">
                  <Trans>Used</Trans>
                </p>
              ) : (
                <QrImage value={ticket.code} label={t`Ticket ${position} QR code`} size={200} />
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
