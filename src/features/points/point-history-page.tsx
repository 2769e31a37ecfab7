import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { LoadMore } from '@/components/ui/load-more';
import type { PointEntry } from '@/contract/loyalty';
import { bangkokDisplayDay } from '@/domain/loyalty/bangkok-day';
import { toastApiError } from '@/api/toast-api-error';
import { useStore } from '@/lib/create-store';
import { useLanguage } from '@/lib/use-language';
import { fetchPointsHistoryPage } from '@/entities/loyalty/loyalty-calls';
import { ProfileGate } from '@/entities/account/profile-gate';
import { sessionStore } from '@/entities/session/session';
import '@/features/points/points.css';

function KindLabel({ kind }: { kind: PointEntry['kind'] }) {
  switch (kind) {
    case 'earned':
      return <Trans>Earned</Trans>;
    case 'redeemed':
      return <Trans>Redeemed</Trans>;
    case 'expired':
      return <Trans>Expired</Trans>;
    default:
      return <Trans>Adjusted</Trans>;
  }
}

/**
 * /profile/point-history, signed in, behind the extra guard (src/domain/account/profile-guard.ts): the
 * member's ledger, newest first, a page at a time ('Load more' while the answer has a next link).
 */
export function PointHistoryPage() {
  const id = useId();
  return (
    <section className="loyalty-page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>
        <Trans>Point history</Trans>
      </h1>
      <ProfileGate page="point-history">{() => <PointHistoryList />}</ProfileGate>
    </section>
  );
}

function PointHistoryList() {
  const { i18n } = useLingui();
  const lang = useLanguage();
  const member = useStore(sessionStore);
  const list = useInfiniteQuery({
    queryKey: ['account', 'points-history', member?.email ?? null, lang],
    queryFn: ({ pageParam, signal }) => fetchPointsHistoryPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) => (last.links.next ? page + 1 : undefined),
    enabled: member !== null,
    retry: 1,
  });
  const error = list.error;
  useEffect(() => {
    if (error) toastApiError(error, i18n._(msg`Oops, something went wrong, failed get your point history`));
  }, [error, i18n]);
  const rows = list.data?.pages.flatMap((p) => p.data) ?? [];

  return (
    <>
      {list.isPending ? (
        <p role="status" aria-busy="true">
          <Trans>Loading</Trans>
        </p>
      ) : list.isError && list.data === undefined ? (
        <div className="loyalty-page__state" role="alert">
          <p>
            <Trans>Oops, something went wrong, failed get your point history</Trans>
          </p>
          <button type="button" className="button button--primary" onClick={() => void list.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : rows.length === 0 ? (
        <div className="loyalty-page__state">
          <p>
            <Trans>No points yet. Points you earn and use will be listed here.</Trans>
          </p>
          <AppLink className="button button--primary" href="/">
            <Trans>Find restaurants</Trans>
          </AppLink>
        </div>
      ) : (
        <>
          <ul className="point-history">
            {rows.map((row) => (
              <li key={row.id} className="point-history__row">
                <div className="point-history__what">
                  <strong>
                    <KindLabel kind={row.kind} />
                  </strong>
                  {row.restaurantName && <span>{row.restaurantName}</span>}
                  {row.reservationReference && (
                    <span className="point-history__muted">
                      <Trans>Booking {row.reservationReference}</Trans>
                    </span>
                  )}
                  <span className="point-history__muted">{bangkokDisplayDay(row.createdAt)}</span>
                </div>
                <span className={row.points > 0 ? 'point-history__points is-plus' : 'point-history__points'}>
                  {row.points > 0 ? `+${row.points}` : String(row.points)}
                </span>
              </li>
            ))}
          </ul>
          {list.hasNextPage && (
            <LoadMore
              className="loyalty-page__state"
              loading={list.isFetchingNextPage}
              onLoadMore={() => void list.fetchNextPage()}
            />
          )}
          {list.isFetchNextPageError && (
            <p className="loyalty-page__state" role="alert">
              <Trans>Oops, something went wrong, failed get your point history</Trans>
            </p>
          )}
        </>
      )}
    </>
  );
}
