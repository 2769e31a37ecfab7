import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { isNotFound } from '@/features/payments/landing-api';
import { restaurantPath } from '@/features/payments/payment-paths';

/** A landing that could not be shown: an unknown id (a wrong or old link), or the call failed. */
export function LandingProblem({ error, slug, onRetry }: { error: unknown; slug: string; onRetry: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const notFound = isNotFound(error);
  return (
    <div className="page-message payments-page" data-testid={notFound ? 'landing-not-found' : 'landing-error'}>
      <h1 className="page-message__title" ref={headingRef} tabIndex={-1}>
        {notFound ? <Trans>Booking not found</Trans> : <Trans>We could not load this booking</Trans>}
      </h1>
      <p>
        {notFound ? (
          <Trans>This link does not match any booking. Please check that the link is complete.</Trans>
        ) : (
          <Trans>Please check your internet connection and try again.</Trans>
        )}
      </p>
      <div className="payments-actions">
        {!notFound && (
          <button type="button" className="button button--primary" onClick={onRetry}>
            <Trans>Try again</Trans>
          </button>
        )}
        <AppLink href={restaurantPath(slug)} className="button button--ghost">
          <Trans>Back to the restaurant</Trans>
        </AppLink>
      </div>
    </div>
  );
}

export function LandingLoading() {
  return (
    <div className="payments-page" aria-busy="true">
      <p role="status">
        <Trans>Loading your booking…</Trans>
      </p>
    </div>
  );
}
