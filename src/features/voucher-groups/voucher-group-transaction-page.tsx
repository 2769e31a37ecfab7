import { Trans, useLingui } from '@lingui/react/macro';
import { isRefusal } from '@/api/api-error';
import type { BoughtGroupVoucher } from '@/contract/voucher-group-orders';
import { formatVoucherDay } from '@/domain/vouchers/voucher-offer';
import { LastConfirmed, PromptPayPanel } from '@/entities/payment/promptpay-panel';
import { useWatchedOrder } from '@/entities/payment/watched-order';
import { sessionStore } from '@/entities/session/session';
import { BoughtVoucherItem, VoucherOrderStatus } from '@/entities/voucher/bought-voucher';
import { voucherGroupOrderQuery } from '@/entities/voucher/voucher-group-order-calls';
import { useStore } from '@/lib/create-store';
import { useOnline } from '@/lib/network-status';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLanguage } from '@/lib/use-language';
import { AppLink } from '@/components/ui/app-link';
import '@/features/voucher-groups/voucher-group-transaction.css';

/**
 * /{lang?}/voucher_group_transaction/{encryptedId}: a voucher group order's status live (realtime
 * voucher_transactions record plus a slow poll while waiting), the PromptPay QR while payable, and once
 * paid each bought voucher's code and QR. Saved on the device, so it opens offline and says when it was
 * last confirmed online. Someone else's order, or no order, is simply not found.
 */
export function VoucherGroupTransactionPage({ encryptedId }: { encryptedId: string }) {
  const { t } = useLingui();
  const lang = useLanguage();
  const member = useStore(sessionStore);
  const online = useOnline();
  const { query, reread } = useWatchedOrder(
    voucherGroupOrderQuery(member?.id ?? 0, encryptedId, lang),
    (order) => `voucher_transactions/${order.firebaseKey}`,
  );
  const order = query.data;
  useDocumentTitle(order ? order.group.name : t`Voucher transaction`);

  if (!order) {
    const notFound = isRefusal(query.error, 404) || !member?.id;
    if (notFound || (!online && !query.isFetching) || query.isError)
      return (
        <div className="page-message group-order" data-testid="group-order-missing">
          {notFound ? (
            <p className="page-message__code" aria-hidden="true">
              404
            </p>
          ) : null}
          <h1 className="page-message__title">
            {notFound ? (
              <Trans>Voucher transaction not found</Trans>
            ) : online ? (
              <Trans>Oops, something went wrong, failed get voucher transaction</Trans>
            ) : (
              <Trans>This voucher is not saved on this device</Trans>
            )}
          </h1>
          {!notFound ? (
            <button type="button" className="button" onClick={reread}>
              <Trans>Try again</Trans>
            </button>
          ) : null}
          <AppLink href="/profile/voucher" className="button button--primary">
            <Trans>My vouchers</Trans>
          </AppLink>
        </div>
      );
    return (
      <div className="group-order" aria-busy="true">
        <p role="status">
          <Trans>Loading</Trans>
        </p>
      </div>
    );
  }

  const stale = !online || (query.isError && !query.isFetching);
  const groupName = order.group.name;
  return (
    <article className="group-order" data-testid="group-order" data-status={order.status}>
      <h1>{groupName}</h1>
      <VoucherOrderStatus status={order.status} testId="group-order-status" />
      <dl className="voucher-order__facts">
        <dt>
          <Trans>Number of sets</Trans>
        </dt>
        <dd>{order.quantity}</dd>
        <dt>
          <Trans>Total paid</Trans>
        </dt>
        <dd data-testid="group-order-total">{order.total.format}</dd>
      </dl>
      {stale ? <LastConfirmed at={order.checkedAt} testId="group-order-last-confirmed" /> : null}
      {order.status === 'waiting_for_payment' && order.payment.qr ? (
        <PromptPayPanel qr={order.payment.qr} onExpired={reread} />
      ) : null}
      {order.vouchers.length > 0 ? <Vouchers vouchers={order.vouchers} /> : null}
    </article>
  );
}

function Vouchers({ vouchers }: { vouchers: readonly BoughtGroupVoucher[] }) {
  return (
    <section aria-labelledby="group-order-heading">
      <h2 id="group-order-heading">
        <Trans>Your vouchers</Trans>
      </h2>
      <p>
        <Trans>
          To use a voucher, enter its code in the voucher field at the last booking step, or show its QR code.
          Each voucher is used once, and only with your account.
        </Trans>
      </p>
      <ol className="voucher-order__list">
        {vouchers.map((voucher, index) => (
          <VoucherItem key={voucher.code} voucher={voucher} position={index + 1} />
        ))}
      </ol>
      <AppLink href="/restaurants/search" className="button button--primary">
        <Trans>Find restaurants</Trans>
      </AppLink>
    </section>
  );
}

function VoucherItem({ voucher, position }: { voucher: BoughtGroupVoucher; position: number }) {
  const lang = useLanguage();
  const name = voucher.name;
  return (
    <BoughtVoucherItem
      code={voucher.code}
      position={position}
      heading={
        <Trans>
          Voucher {position}: {name}
        </Trans>
      }
      validUntil={formatVoucherDay(voucher.validUntil, lang)}
      used={voucher.used}
      testId="group-voucher"
      codeTestId="group-voucher-code"
    />
  );
}
