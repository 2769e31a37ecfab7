import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isApiError } from '@/api/api-error';
import { toastApiError } from '@/api/toast-api-error';
import type { GroupLandingPageDetail } from '@/contract/listings';
import { showToast } from '@/lib/toast-store';
import { useLanguage } from '@/lib/use-language';
import { catalogueQueries } from '@/features/catalogue/catalogue-queries';
import { CardListHeading } from '@/features/catalogue/components/card-list-heading';
import { RestaurantCard } from '@/features/catalogue/components/restaurant-card';
import {
  GROUP_LANDING_ERROR,
  GroupLandingNotFoundError,
  groupLandingQueries,
} from '@/features/catalogue/group-landing/group-landing-queries';
import '@/features/catalogue/catalogue.css';
import '@/features/catalogue/group-landing/group-landing.css';
import { usePageNow } from '@/lib/server-paint-snapshot';

/**
 * The group landing page, at /restaurants/group/{groupLandingId} and /{groupLandingId}
 * (e2e/group-landing.spec.ts).
 */
export function GroupLandingPage({ idOrSlug }: { idOrSlug: string }) {
  const lang = useLanguage();
  const { i18n } = useLingui();
  const page = useQuery(groupLandingQueries.detail(idOrSlug, lang));
  const error = page.error;

  // Failures other than "not found" are toasted with the group landing message.
  useEffect(() => {
    if (!error || error instanceof GroupLandingNotFoundError) return;
    const message = i18n._(GROUP_LANDING_ERROR);
    if (isApiError(error)) toastApiError(error, message);
    else showToast(message, 'error');
  }, [error, i18n]);

  if (page.isPending) return <GroupLandingSkeleton />;
  if (page.isError) {
    if (page.error instanceof GroupLandingNotFoundError)
      return <GroupLandingNotFound message={page.error.message} />;
    return (
      <div className="page-message" role="alert">
        <p>
          <Trans>Oops, something went wrong, failed get group landing data</Trans>
        </p>
        <button type="button" className="button button--primary" onClick={() => void page.refetch()}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  return <GroupLandingView page={page.data} />;
}

/**
 * The shell's not-found look (an unknown /{segment} must still read "Page not found"), carrying the
 * server's own message ('Data not found', passed through as is).
 */
function GroupLandingNotFound({ message }: { message: string }) {
  return (
    <div className="page-message">
      <p className="page-message__code" aria-hidden="true">
        404
      </p>
      <h1 className="page-message__title">
        <Trans>Page not found</Trans>
      </h1>
      <p>{message}</p>
      <Link to="/" className="button button--primary">
        <Trans>Back to home</Trans>
      </Link>
    </div>
  );
}

function GroupLandingSkeleton() {
  return (
    <div className="group-landing group-landing--loading" aria-busy="true">
      <p className="visually-hidden" role="status">
        <Trans>Loading</Trans>
      </p>
      <div className="skeleton skeleton--title" />
      <div className="skeleton skeleton--line" />
      <div className="skeleton skeleton--line skeleton--short" />
    </div>
  );
}

function GroupLandingView({ page }: { page: GroupLandingPageDetail }) {
  const lang = useLanguage();
  const config = useQuery(catalogueQueries.config(lang));
  // One clock per page view, so every card's "last booking" agrees.
  const now = usePageNow();
  const { title, description, restaurants } = page.attributes;
  const count = restaurants.length;
  const point = config.data?.dynamicPoints.earlyBirdPoint ?? restaurants[0]?.attributes.earnPoint ?? 0;

  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);

  return (
    <div className="group-landing">
      <header className="group-landing__header">
        <h1 className="group-landing__title">{title}</h1>
        {description && <p className="group-landing__description">{description}</p>}
        <p className="group-landing__count">
          <Plural value={count} one="# restaurant" other="# restaurants" />
        </p>
      </header>
      {count === 0 ? (
        <div className="page-message">
          <p>
            <Trans>No restaurants in this group yet.</Trans>
          </p>
          <Link to="/" className="button button--primary">
            <Trans>Back to home</Trans>
          </Link>
        </div>
      ) : (
        <>
          <CardListHeading />
          <ul className="group-landing__list">
            {restaurants.map((r) => (
              <li key={`${r.type}-${r.id}`}>
                <RestaurantCard card={r.attributes} point={point} now={now} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
