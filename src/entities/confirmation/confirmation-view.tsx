import { Plural, Trans } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { inAppZone } from '@/lib/dayjs';
import { ConfirmationPass } from '@/entities/confirmation/confirmation-pass';
import { isUnknownBooking } from '@/entities/confirmation/confirmation-query';
import { ConfirmationHeading, ConfirmationStatus } from '@/entities/confirmation/confirmation-status';
import { useConfirmation } from '@/entities/confirmation/use-confirmation';
import '@/entities/confirmation/confirmation.css';

function restaurantHref(slug: string): string {
  return `/restaurants/${encodeURIComponent(slug)}`;
}

function Message({ title, children, slug }: { title: ReactNode; children: ReactNode; slug: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="page-message confirmation-page" data-testid="confirmation-problem">
      <h1 className="page-message__title" ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      {children}
      <AppLink href={restaurantHref(slug)} className="button button--ghost">
        <Trans>Back to the restaurant</Trans>
      </AppLink>
    </div>
  );
}

/**
 * A booking's confirmation as a page of its own, for when the page that would show it has nothing
 * else: a confirmation opened in a new tab, on another device, or offline. `unavailable` is what to show
 * when the server cannot be reached and this device has no copy (the page's own problem message).
 */
export function ConfirmationView({
  encryptedId,
  slug,
  unavailable,
}: {
  encryptedId: string;
  slug: string;
  unavailable?: ReactNode;
}) {
  const query = useConfirmation(encryptedId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const ready = query.isSuccess;
  useEffect(() => {
    if (ready) headingRef.current?.focus();
  }, [ready]);

  if (query.isPending) {
    return (
      <div className="confirmation-page" aria-busy="true">
        <p role="status">
          <Trans>Loading your booking…</Trans>
        </p>
      </div>
    );
  }
  if (query.isError) {
    if (isUnknownBooking(query.error)) {
      return (
        <Message title={<Trans>Booking not found</Trans>} slug={slug}>
          <p>
            <Trans>This link does not match any booking. Please check that the link is complete.</Trans>
          </p>
        </Message>
      );
    }
    return (
      unavailable ?? (
        <Message title={<Trans>We could not load this booking</Trans>} slug={slug}>
          <p>
            <Trans>
              This booking has not been opened on this device before, so it cannot be shown offline. Please check
              your internet connection and try again.
            </Trans>
          </p>
          <button type="button" className="button button--primary" onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </Message>
      )
    );
  }

  const c = query.data.confirmation;
  const party = c.adult + c.kids;
  return (
    <article className="confirmation-page" data-status={c.status} data-testid="confirmation">
      <h1 ref={headingRef} tabIndex={-1} className="confirmation-page__title">
        <ConfirmationHeading status={c.status} />
      </h1>
      <p className="confirmation-page__status">
        <Trans>Status:</Trans> <ConfirmationStatus status={c.status} />
      </p>
      <dl className="confirmation-page__facts">
        <div>
          <dt>
            <Trans>Restaurant</Trans>
          </dt>
          <dd data-testid="confirmation-restaurant">{c.restaurant.name}</dd>
        </div>
        <div>
          <dt>
            <Trans>Date</Trans>
          </dt>
          <dd>{inAppZone(c.date).format('dddd D MMMM YYYY')}</dd>
        </div>
        <div>
          <dt>
            <Trans>Time</Trans>
          </dt>
          <dd data-testid="confirmation-time">{c.startTime}</dd>
        </div>
        <div>
          <dt>
            <Trans>Guests</Trans>
          </dt>
          <dd data-testid="confirmation-party">
            <Plural value={c.adult} one="# adult" other="# adults" />
            {c.kids > 0 && (
              <>
                {', '}
                <Plural value={c.kids} one="# kid" other="# kids" />
              </>
            )}{' '}
            (<Plural value={party} one="# person" other="# people" />)
          </dd>
        </div>
      </dl>
      <ConfirmationPass encryptedId={c.encryptedId} slug={c.restaurant.slug} restaurantName={c.restaurant.name} />
      <AppLink href={restaurantHref(c.restaurant.slug)} className="button">
        <Trans>Back to the restaurant</Trans>
      </AppLink>
    </article>
  );
}
