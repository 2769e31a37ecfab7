import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { AppLink } from '@/components/ui/app-link';
import type { VoucherView } from '@/contract/vouchers';
import { memberVouchersQuery } from '@/entities/voucher/voucher-query';
import { sessionStore } from '@/entities/session/session';
import { useStore } from '@/lib/create-store';
import { VoucherGroupLinks } from '@/features/member-vouchers/voucher-group-links';
import '@/features/member-vouchers/member-vouchers.css';

const failedList = msg`Oops, something went wrong, failed get voucher list`;

/**
 * /profile/voucher, signed in only: the member's own active vouchers (the server lists only the token's),
 * each with its code, what it is worth and until when; loading, empty and error states
 * (e2e/profile-voucher-places.spec.ts for the empty one).
 */
export function MemberVouchersPage() {
  const id = useId();
  const { i18n } = useLingui();
  const member = useStore(sessionStore);
  const email = member?.email ?? null;
  const list = useQuery({ ...memberVouchersQuery(email, 'active'), enabled: email !== null });
  const vouchers = list.data?.data ?? [];

  return (
    <section className="member-vouchers" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>
        <Trans>My vouchers</Trans>
      </h1>
      {list.isPending ? (
        <p role="status" aria-busy="true">
          <Trans>Loading</Trans>
        </p>
      ) : list.isError && list.data === undefined ? (
        <div className="page-state" role="alert">
          <p>{i18n._(failedList)}</p>
          <button type="button" className="button button--primary" onClick={() => void list.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : vouchers.length === 0 ? (
        <div className="page-state">
          <p>
            <Trans>
              You have no vouchers yet. Vouchers you buy or receive will be listed here, ready to use at
              checkout.
            </Trans>
          </p>
          <AppLink href="/restaurants/search" className="button button--primary">
            <Trans>Find restaurants</Trans>
          </AppLink>
        </div>
      ) : (
        <ul className="member-vouchers__list">
          {vouchers.map((v) => (
            <li key={v.id} className="member-vouchers__item">
              <VoucherCard voucher={v} />
            </li>
          ))}
        </ul>
      )}
      <VoucherGroupLinks />
    </section>
  );
}

function VoucherCard({ voucher }: { voucher: VoucherView }) {
  const a = voucher.attributes;
  const code = voucher.voucherCode;
  const until = a.validUntil;
  const worth =
    a.balance != null
      ? a.balance.format
      : a.amountType === 'percent' && a.percent != null
        ? `${a.percent}%`
        : a.value.format;
  return (
    <article className="member-vouchers__card" aria-label={a.name}>
      <h2 className="member-vouchers__name">{a.name}</h2>
      <p className="member-vouchers__worth">
        {a.balance != null ? <Trans>Balance {worth}</Trans> : <Trans>{worth} off</Trans>}
      </p>
      <p className="member-vouchers__code">
        <Trans>Code {code}</Trans>
      </p>
      <p className="member-vouchers__until">
        <Trans>Valid until {until}</Trans>
      </p>
    </article>
  );
}
