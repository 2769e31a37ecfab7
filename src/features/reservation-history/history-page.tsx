import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { toastApiError } from '@/api/toast-api-error';
import { isApiError, isRefusal } from '@/api/api-error';
import { AppLink } from '@/components/ui/app-link';
import { Dialog } from '@/components/ui/dialog';
import { LoadMore } from '@/components/ui/load-more';
import type { ListedReservation } from '@/contract/reservation-history';
import { isoToDisplayDate } from '@/domain/date/date-format';
import { reservationSections, type ReservationSection } from '@/domain/reservations/reservation-section';
import { useStore } from '@/lib/create-store';
import { now } from '@/lib/dayjs';
import { useOnline } from '@/lib/network-status';
import { showToast } from '@/lib/toast-store';
import { useLanguage } from '@/lib/use-language';
import { ReservationShareActions } from '@/entities/reservation-share/reservation-share-actions';
import { sessionStore } from '@/entities/session/session';
import { confirmationPath } from '@/entities/confirmation/confirmation-paths';
import { confirmationQuery } from '@/entities/confirmation/confirmation-query';
import {
  cancelReservation,
  fetchReservationsPage,
  reservationHistoryKey,
} from '@/entities/reservation-history/reservation-history-calls';
import '@/features/reservation-history/history.css';

/**
 * /profile/history, signed in only: the member's reservations in three tabs (pending, upcoming, past), a
 * page at a time, each with its details; a booking still ahead can be cancelled after a confirmation,
 * an upcoming one added to the calendar or shared, and a past one links to the restaurant's reviews
 * (e2e/reservation-history.spec.ts, e2e/calendar-share.spec.ts). The lists seen persist on this device
 * for the signed-in member, and each upcoming booking's confirmation is kept, so offline the page still
 * shows them and opens their QR pass (e2e/history-offline.spec.ts).
 */
export function HistoryPage() {
  const id = useId();
  const { t } = useLingui();
  const [section, setSection] = useState<ReservationSection>('upcoming');
  const tabs = useRef<Record<ReservationSection, HTMLButtonElement | null>>({ pending: null, upcoming: null, past: null });
  const labels: Record<ReservationSection, string> = { pending: t`Pending`, upcoming: t`Upcoming`, past: t`Past` };

  // Arrow keys, Home and End move between the tabs (the WAI-ARIA tabs pattern, automatic activation).
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = reservationSections.indexOf(section);
    const to =
      event.key === 'ArrowRight'
        ? (at + 1) % reservationSections.length
        : event.key === 'ArrowLeft'
          ? (at + reservationSections.length - 1) % reservationSections.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? reservationSections.length - 1
              : null;
    if (to === null) return;
    event.preventDefault();
    const next = reservationSections[to]!;
    setSection(next);
    tabs.current[next]?.focus();
  };

  return (
    <section className="history-page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>
        <Trans>My reservations</Trans>
      </h1>
      <div className="history-page__tabs" role="tablist" aria-label={t`Reservations`}>
        {reservationSections.map((s) => (
          <button
            key={s}
            ref={(el) => {
              tabs.current[s] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${s}`}
            aria-selected={s === section}
            aria-controls={`${id}-panel`}
            tabIndex={s === section ? 0 : -1}
            className="history-page__tab"
            onClick={() => setSection(s)}
            onKeyDown={onTabKey}
          >
            {labels[s]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${section}`}>
        <SectionList key={section} section={section} />
      </div>
    </section>
  );
}

function isNetworkFailure(error: unknown): boolean {
  return isApiError(error) && error.kind === 'network';
}

function SectionList({ section }: { section: ReservationSection }) {
  const { i18n } = useLingui();
  const lang = useLanguage();
  const memberId = useStore(sessionStore)?.id;
  const online = useOnline();
  const [confirming, setConfirming] = useState<ListedReservation | null>(null);
  const client = useQueryClient();
  // Keyed by the member's id (persisted for that member only); a profile saved without one waits for
  // the profile fetch at start to fill it in.
  const list = useInfiniteQuery({
    queryKey: [...reservationHistoryKey(memberId), section, lang],
    queryFn: ({ pageParam, signal }) => fetchReservationsPage(section, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) => (last.links.next ? page + 1 : undefined),
    enabled: memberId !== undefined,
    // The API client already retried a failed connection; a retry here would wait for the network
    // (paused offline) and leave the page loading.
    retry: (count, err) => !isNetworkFailure(err) && count < 1,
  });
  const error = list.error;
  const networkFailure = isNetworkFailure(error);
  // No connection while offline or while the saved list is shown: the offline banner says it, a toast
  // would only repeat it.
  const quiet = networkFailure && (!online || list.data !== undefined);
  useEffect(() => {
    if (error && !quiet) toastApiError(error, i18n._(msg`Oops, someting went wrong, failed get your reservation list`));
  }, [error, quiet, i18n]);

  const cancel = useMutation({
    mutationFn: (reservation: ListedReservation) => cancelReservation(reservation.id),
    onSuccess: () => {
      showToast(i18n._(msg`Your booking has been cancelled`), 'success');
      setConfirming(null);
      void client.invalidateQueries({ queryKey: reservationHistoryKey(memberId) });
    },
    onError: (err) => {
      setConfirming(null);
      // A refusal the server explains (it has started, it is not yours) is shown as it says.
      toastApiError(
        err,
        isRefusal(err, 422) || isRefusal(err, 404) ? undefined : i18n._(msg`Oops, someting went wrong, failed to cancel your booking`),
      );
    },
  });

  const rows = list.data?.pages.flatMap((p) => p.data) ?? [];

  // Online, the confirmation of each booking still ahead is fetched, which keeps a copy on this device:
  // its QR pass then opens offline at the door.
  const aheadIds = rows
    .filter((r) => r.attributes.sectionType !== 'past' && r.attributes.status !== 'cancelled')
    .map((r) => r.id)
    .join(' ');
  useEffect(() => {
    if (!online || aheadIds === '') return;
    const today = now().format('YYYY-MM-DD');
    for (const id of aheadIds.split(' ')) void client.prefetchQuery(confirmationQuery(id, lang, today));
  }, [online, aheadIds, lang, client]);

  if (list.isPending)
    return (
      <p className="history-page__state" role="status" aria-busy="true">
        <Trans>Loading</Trans>
      </p>
    );
  if (list.isError && list.data === undefined)
    return (
      <div className="history-page__state" role="alert">
        <p>
          {networkFailure ? (
            <Trans>
              These reservations are not saved on this device, so they cannot be shown offline. Please check your
              internet connection and try again.
            </Trans>
          ) : (
            <Trans>Oops, someting went wrong, failed get your reservation list</Trans>
          )}
        </p>
        <button type="button" className="button button--primary" onClick={() => void list.refetch()}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  if (rows.length === 0)
    return (
      <div className="history-page__state">
        <p>
          <Trans>No reservations here yet.</Trans>
        </p>
        <AppLink className="button button--primary" href="/">
          <Trans>Find restaurants</Trans>
        </AppLink>
      </div>
    );

  return (
    <>
      <ul className="history-page__list">
        {rows.map((r) => (
          <ReservationCard key={r.id} reservation={r} onCancel={() => setConfirming(r)} />
        ))}
      </ul>
      {list.hasNextPage && (
        <LoadMore className="history-page__state" loading={list.isFetchingNextPage} onLoadMore={() => void list.fetchNextPage()} />
      )}
      {list.isFetchNextPageError && (
        <p className="history-page__state" role="alert">
          <Trans>Oops, someting went wrong, failed get your reservation list</Trans>
        </p>
      )}
      <CancelDialog
        reservation={confirming}
        busy={cancel.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={(r) => cancel.mutate(r)}
      />
    </>
  );
}

function ReservationCard({ reservation, onCancel }: { reservation: ListedReservation; onCancel: () => void }) {
  const { t } = useLingui();
  const a = reservation.attributes;
  const statusText: Record<ListedReservation['attributes']['status'], string> = {
    paid: t`Paid`,
    pending_arrival: t`Confirmed`,
    pending_confirmation: t`Waiting for the restaurant to confirm`,
    waiting_for_payment: t`Waiting for payment`,
    cancelled: t`Cancelled`,
  };
  const refundText =
    a.refundStatus === 'refunded' ? t`Refunded` : a.refundStatus === 'failed' || a.refundStatus === 'pending' ? t`Refund in progress` : null;
  const party = a.kids > 0 ? t`${a.adult} adults, ${a.kids} kids` : t`${a.adult} adults`;
  const nameId = useId();
  return (
    <li className="history-card" data-reservation={reservation.id}>
      <h2 className="history-card__name" id={nameId}>
        <AppLink href={`/restaurants/${encodeURIComponent(a.restaurantSlug)}`}>{a.restaurantName}</AppLink>
      </h2>
      <dl className="history-card__details">
        <div>
          <dt>
            <Trans>Date and time</Trans>
          </dt>
          <dd>
            {isoToDisplayDate(a.date) ?? a.date} {a.startTime}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Party</Trans>
          </dt>
          <dd>{party}</dd>
        </div>
        {a.packages.length > 0 && (
          <div>
            <dt>
              <Trans>Packages</Trans>
            </dt>
            <dd>{a.packages.map((p) => `${p.name} × ${p.quantity}`).join(', ')}</dd>
          </div>
        )}
        <div>
          <dt>
            <Trans>Status</Trans>
          </dt>
          <dd className={`history-card__status history-card__status--${a.status}`}>
            {statusText[a.status]}
            {refundText && ` · ${refundText}`}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd>{a.total.format}</dd>
        </div>
        <div>
          <dt>
            <Trans>Booking reference</Trans>
          </dt>
          <dd>{a.reference}</dd>
        </div>
      </dl>
      {a.sectionType === 'upcoming' && a.status !== 'cancelled' && (
        <ReservationShareActions
          describedBy={nameId}
          reservation={{
            encryptedId: a.encryptedId,
            restaurantName: a.restaurantName,
            restaurantSlug: a.restaurantSlug,
            address: a.restaurantAddress,
            location: a.restaurantLocation,
            date: a.date,
            startTime: a.startTime,
            adult: a.adult,
            kids: a.kids,
            reference: a.reference,
          }}
        />
      )}
      <div className="history-card__actions">
        {a.sectionType !== 'past' && a.status !== 'cancelled' && (
          <AppLink className="button button--primary" href={confirmationPath(a.restaurantSlug, reservation.id)}>
            <Trans>Show booking QR code</Trans>
          </AppLink>
        )}
        {a.canCancel && (
          <button type="button" className="button" onClick={onCancel}>
            <Trans>Cancel booking</Trans>
          </button>
        )}
        {a.sectionType === 'past' && a.status !== 'cancelled' && (
          <AppLink className="button" href={`/restaurants/${encodeURIComponent(a.restaurantSlug)}#reviews`}>
            <Trans>Write a review</Trans>
          </AppLink>
        )}
      </div>
    </li>
  );
}

function CancelDialog({
  reservation,
  busy,
  onClose,
  onConfirm,
}: {
  reservation: ListedReservation | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: (r: ListedReservation) => void;
}) {
  const { t } = useLingui();
  const messageId = useId();
  const a = reservation?.attributes;
  return (
    <Dialog
      open={reservation !== null}
      onClose={onClose}
      title={t`Cancel this booking?`}
      size="auth"
      closeLabel={t`Close`}
      describedBy={messageId}
    >
      <p id={messageId}>
        {a && (
          <Trans>
            Your booking at {a.restaurantName} on {isoToDisplayDate(a.date) ?? a.date} at {a.startTime} will be cancelled and
            its seats released. A paid booking is refunded to your card.
          </Trans>
        )}
      </p>
      <div className="history-dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          <Trans>Keep booking</Trans>
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => reservation && onConfirm(reservation)}
        >
          <Trans>Yes, cancel booking</Trans>
        </button>
      </div>
    </Dialog>
  );
}
