import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import type { VoucherGroupSale, VoucherGroupWithVouchers, VoucherView } from '@/contract/vouchers';
import { openAuthModal } from '@/entities/account/auth-modal';
import { sessionStore } from '@/entities/session/session';
import { useStore } from '@/lib/create-store';
import { retryImport } from '@/lib/retry-import';
import {
  formatVoucherDay,
  isVoucherGroupId,
  minimumSpend,
  voucherOffer,
  voucherUseHref,
} from '@/domain/vouchers/voucher-offer';
import { voucherGroupQuery } from '@/entities/voucher/voucher-group-query';
import { useOnline } from '@/lib/network-status';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLanguage } from '@/lib/use-language';
import { CopyCodeButton } from '@/features/voucher-groups/copy-code-button';
import '@/features/voucher-groups/voucher-groups.css';

/**
 * /{lang?}/voucher_group/{id}: a voucher group's name, description and public vouchers, each with its code
 * to copy and a way to use it. Public, so its answer persists and the page opens offline once seen
 * (e2e/voucher-groups.spec.ts).
 */
export function VoucherGroupPage({ id }: { id: string }) {
  const validId = isVoucherGroupId(id);
  const lang = useLanguage();
  const group = useQuery({ ...voucherGroupQuery(id, lang), enabled: validId });

  if (!validId || group.data === null) return <VoucherGroupNotFound />;
  if (group.data) return <VoucherGroupView group={group.data} />;
  if (group.isError) return <VoucherGroupFailed onRetry={() => void group.refetch()} />;
  return <VoucherGroupLoading />;
}

/** The page's outline while the group loads: a title line and two voucher cards. */
function VoucherGroupLoading() {
  return (
    <section className="voucher-group voucher-group--loading" aria-busy="true">
      <p className="visually-hidden" role="status">
        <Trans>Loading</Trans>
      </p>
      <div className="skeleton voucher-group__skeleton-title" />
      {[0, 1].map((n) => (
        <div key={n} className="skeleton voucher-group__skeleton-card" />
      ))}
    </section>
  );
}

function VoucherGroupNotFound() {
  return (
    <div className="page-message">
      <p className="page-message__code" aria-hidden="true">
        404
      </p>
      <h1 className="page-message__title">
        <Trans>Voucher group not found</Trans>
      </h1>
      <p>
        <Trans>This voucher group does not exist or is no longer available.</Trans>
      </p>
      <AppLink href="/restaurants/search" className="button button--primary">
        <Trans>Find restaurants</Trans>
      </AppLink>
    </div>
  );
}

function VoucherGroupFailed({ onRetry }: { onRetry: () => void }) {
  const online = useOnline();
  return (
    <div className="page-message" role="alert">
      <p>
        {online ? (
          <Trans>Oops, something went wrong, failed get voucher group</Trans>
        ) : (
          <Trans>You are offline and this voucher group has not been saved on this device yet.</Trans>
        )}
      </p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}

function VoucherGroupView({ group }: { group: VoucherGroupWithVouchers }) {
  const id = useId();
  const count = group.vouchers.length;

  useDocumentTitle(group.name);

  return (
    <section className="voucher-group" aria-labelledby={`${id}-title`}>
      <header className="voucher-group__header">
        <h1 id={`${id}-title`}>{group.name}</h1>
        {group.description && <p className="voucher-group__description">{group.description}</p>}
        <p className="voucher-group__count">
          <Plural value={count} one="# voucher" other="# vouchers" />
        </p>
      </header>
      {group.sale ? <GroupSale groupId={group.id} sale={group.sale} /> : null}
      {count === 0 && group.sale ? null : count === 0 ? (
        <div className="page-state">
          <p>
            <Trans>No vouchers in this group right now. Come back soon, or find a restaurant to book.</Trans>
          </p>
          <AppLink href="/restaurants/search" className="button button--primary">
            <Trans>Find restaurants</Trans>
          </AppLink>
        </div>
      ) : (
        <ul className="voucher-group__list">
          {group.vouchers.map((v) => (
            <li key={v.id}>
              <GroupVoucherCard voucher={v} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The buy step, with the payment fields and card forms: loaded only when a member presses Buy. */
const BuyVoucherGroupForm = lazy(() =>
  retryImport(() => import('@/features/voucher-groups/buy-voucher-group-form')).then((m) => ({
    default: m.BuyVoucherGroupForm,
  })),
);

/** A group on sale: its price per set, what a set holds, and Buy (members; a guest is asked to sign in). */
function GroupSale({ groupId, sale }: { groupId: number; sale: VoucherGroupSale }) {
  const member = useStore(sessionStore);
  const [buying, setBuying] = useState(false);
  const price = sale.price.format;
  const days = sale.validDays;
  return (
    <section className="voucher-group__sale" aria-labelledby="voucher-group-sale-title" data-testid="voucher-group-sale">
      <h2 id="voucher-group-sale-title">
        <Trans>On sale</Trans>
      </h2>
      <p className="voucher-group__price" data-testid="voucher-group-price">
        <Trans>{price} a set</Trans>
      </p>
      <p>
        <Trans>Each set gives you your own copy of these vouchers, each used once:</Trans>
      </p>
      <ul className="voucher-group__includes">
        {sale.includes.map((item, index) => (
          <li key={index}>{item.name}</li>
        ))}
      </ul>
      <p>
        <Trans>Valid for {days} days after purchase</Trans>
      </p>
      {!member ? (
        <>
          <p>
            <Trans>Sign in to buy these vouchers.</Trans>
          </p>
          <button type="button" className="button button--primary" onClick={() => openAuthModal('login')}>
            <Trans>Sign in to buy</Trans>
          </button>
        </>
      ) : buying ? (
        <Suspense
          fallback={
            <p role="status">
              <Trans>Loading</Trans>
            </p>
          }
        >
          <BuyVoucherGroupForm groupId={groupId} sale={sale} />
        </Suspense>
      ) : (
        <button type="button" className="button button--primary" onClick={() => setBuying(true)}>
          <Trans>Buy</Trans>
        </button>
      )}
    </section>
  );
}

const packageTypeNames: Record<string, MessageDescriptor> = {
  ayce: msg`All You Can Eat`,
  bfp: msg`Buffet Plus`,
  pp: msg`Party Pack`,
  xp: msg`Xperience`,
  hs: msg`Hungry Lunch`,
  hah: msg`Hungry@Home`,
  sm: msg`Set Menu`,
};

const serviceTypeNames: Record<string, MessageDescriptor> = {
  dine_in: msg`Dine-in`,
  delivery: msg`Delivery`,
  pick_up: msg`Pick-up`,
};

function GroupVoucherCard({ voucher }: { voucher: VoucherView }) {
  const id = useId();
  const { i18n } = useLingui();
  const lang = useLanguage();
  const a = voucher.attributes;
  const offer = voucherOffer(a);
  const minSpend = minimumSpend(a)?.format;
  const from = formatVoucherDay(a.validFrom, lang);
  const until = formatVoucherDay(a.validUntil, lang);
  const restaurants = a.restaurantIds.length;
  const packages = a.packageTypes
    .map((p) => (packageTypeNames[p] ? i18n._(packageTypeNames[p]) : p))
    .join(', ');
  const services = a.serviceTypes
    .map((s) => (serviceTypeNames[s] ? i18n._(serviceTypeNames[s]) : s))
    .join(', ');
  const code = voucher.voucherCode;

  return (
    <article className="voucher-group__card" aria-labelledby={`${id}-name`}>
      <h2 id={`${id}-name`} className="voucher-group__name">
        {a.name}
      </h2>
      <p className="voucher-group__offer">
        {offer.kind === 'stored' ? (
          <Trans>Worth {offer.value.format}</Trans>
        ) : offer.kind === 'percent' ? (
          offer.cap ? (
            <Trans>
              {offer.percent}% off, up to {offer.cap.format}
            </Trans>
          ) : (
            <Trans>{offer.percent}% off</Trans>
          )
        ) : (
          <Trans>{offer.amount.format} off</Trans>
        )}
      </p>
      <ul className="voucher-group__terms">
        {minSpend && (
          <li>
            <Trans>Minimum spend {minSpend}</Trans>
          </li>
        )}
        <li>
          <Trans>
            Valid {from} to {until}
          </Trans>
        </li>
        <li>
          {restaurants === 0 ? (
            <Trans>At every restaurant that accepts vouchers</Trans>
          ) : (
            <Plural value={restaurants} one="At # selected restaurant" other="At # selected restaurants" />
          )}
        </li>
        {packages && (
          <li>
            <Trans>Packages: {packages}</Trans>
          </li>
        )}
        {services && (
          <li>
            <Trans>For: {services}</Trans>
          </li>
        )}
        {a.needsCard && (
          <li>
            <Trans>Pay by card; enter your card number with the voucher at checkout</Trans>
          </li>
        )}
      </ul>
      <div className="voucher-group__code-row">
        <p className="voucher-group__code">
          <span className="voucher-group__code-label">
            <Trans>Code</Trans>
          </span>{' '}
          <code>{code}</code>
        </p>
        <CopyCodeButton code={code} describedBy={`${id}-name`} />
      </div>
      <AppLink
        href={voucherUseHref(a)}
        className="button button--primary voucher-group__use"
        aria-describedby={`${id}-name`}
      >
        {restaurants === 1 ? (
          <Trans>Book at this restaurant</Trans>
        ) : (
          <Trans>Find a restaurant to use it</Trans>
        )}
      </AppLink>
    </article>
  );
}
