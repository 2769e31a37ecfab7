import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import type { RestaurantDetail } from '@/contract/restaurant-detail';
import { bangkokIsoDay } from '@/domain/date/bangkok-iso-day';
import { NEW_RESTAURANT_MAX_REVIEWS } from '@/domain/catalogue/last-booking-text';
import { groupPackagesForDisplay } from '@/domain/catalogue/package-display-order';
import { formatMoney } from '@/domain/format/money';
import { useLanguage } from '@/lib/use-language';
import { RestaurantCard } from '@/features/catalogue/components/restaurant-card';
import { FavouriteHeart } from '@/entities/favourite/favourite-heart';
import { VoucherOffersSection } from '@/entities/restaurant-voucher/voucher-offers-section';
import { PackageCard } from '@/features/catalogue/restaurant/components/package-card';
import { PackageTypeName } from '@/features/catalogue/restaurant/components/package-type-name';
import {
  RestaurantNotFoundError,
  restaurantQueries,
} from '@/features/catalogue/restaurant/restaurant-queries';
import { useDocumentHead } from '@/features/catalogue/restaurant/use-document-head';
import { usePackageSeats } from '@/features/catalogue/restaurant/use-package-seats';
import '@/features/catalogue/catalogue.css';
import '@/features/catalogue/restaurant/restaurant.css';
import { DetailLoadFailed } from '@/features/catalogue/restaurant/components/detail-load-failed';
import { usePageNow } from '@/lib/server-paint-snapshot';
import { useAfterFirstIdle } from '@/lib/use-after-first-idle';

/** Cuisine id that marks a staycation. */
export const STAYCATION_CUISINE_ID = 461;

/** A corporate event opened on this restaurant: its name, and its packages (none listed = all). */
export interface CorporateView {
  name: string;
  packageIds: readonly number[];
}

/**
 * The restaurant page: header, packages with their book buttons and seats, reviews, nearby restaurants.
 * With `corporate`, the event's name and only its packages.
 */
export function RestaurantPage({ slug, corporate }: { slug: string; corporate?: CorporateView }) {
  const lang = useLanguage();
  const detail = useQuery(restaurantQueries.detail(slug, lang));

  if (detail.isPending) return <RestaurantSkeleton />;
  if (detail.isError) {
    if (detail.error instanceof RestaurantNotFoundError) return <RestaurantNotFound />;
    return <DetailLoadFailed onRetry={() => void detail.refetch()} />;
  }
  return <RestaurantView restaurant={detail.data} corporate={corporate} />;
}

function RestaurantNotFound() {
  return (
    <div className="page-message">
      <p className="page-message__code" aria-hidden="true">
        404
      </p>
      <h1 className="page-message__title">
        <Trans>Restaurant not found</Trans>
      </h1>
    </div>
  );
}

function RestaurantSkeleton() {
  return (
    <div className="restaurant restaurant--loading" aria-busy="true">
      <p className="visually-hidden" role="status">
        <Trans>Loading</Trans>
      </p>
      <div className="skeleton skeleton--title" />
      <div className="skeleton skeleton--image" />
      <div className="skeleton skeleton--line" />
      <div className="skeleton skeleton--line skeleton--short" />
    </div>
  );
}

function RestaurantView({ restaurant: r, corporate }: { restaurant: RestaurantDetail; corporate?: CorporateView }) {
  const lang = useLanguage();
  const { t } = useLingui();
  const now = usePageNow();
  const seats = usePackageSeats(r);
  useDocumentHead({
    title: r.seo.title || r.name,
    description: r.seo.description,
    canonical: r.canonicalLink,
    jsonld: r.jsonld,
  });

  const isNew = r.reviewsCount < NEW_RESTAURANT_MAX_REVIEWS;
  const isStaycation = r.cuisines.some((c) => c.id === STAYCATION_CUISINE_ID);
  const eventName = corporate?.name ?? null;
  const eventPackages = corporate?.packageIds ?? [];
  const groups = groupPackagesForDisplay(
    eventPackages.length > 0 ? r.packages.filter((p) => eventPackages.includes(p.id)) : r.packages,
  );
  const pictures = r.pictures.filter((p) => p.kind !== 'logo');
  const mapHref = `https://www.google.com/maps/search/?api=1&query=${r.mapLocation.lat},${r.mapLocation.lng}`;
  const weekdays = [t`Sunday`, t`Monday`, t`Tuesday`, t`Wednesday`, t`Thursday`, t`Friday`, t`Saturday`];
  const price = formatMoney(r.price, lang);
  const score = r.reviewsScore.toFixed(1);
  const reviewsCount = r.reviewsCount;

  return (
    <div className="restaurant">
      <header className="restaurant__header">
        <div className="restaurant__title-row">
          <h1 className="restaurant__name">{r.name}</h1>
          <FavouriteHeart restaurantId={r.id} restaurantName={r.name} variant="inline" />
        </div>
        <p className="restaurant__labels">
          {isNew ? (
            <span className="restaurant__new">
              <Trans>New</Trans>
            </span>
          ) : (
            <span className="restaurant__score">
              <span aria-hidden="true">★ </span>
              <span className="visually-hidden">
                <Trans>Rating</Trans>{' '}
              </span>
              {score}{' '}
              <span className="restaurant__reviews">
                (<Plural value={reviewsCount} one="# review" other="# reviews" />)
              </span>
            </span>
          )}
          {isStaycation && (
            <span className="restaurant__staycation">
              <Trans>Staycation</Trans>
            </span>
          )}
        </p>
        <p className="restaurant__price">
          <Trans>Price from {price}</Trans>
        </p>
        {eventName !== null && (
          <p className="restaurant__corporate" role="status">
            <Trans>Corporate event: {eventName}</Trans>
          </p>
        )}
        {r.cuisines.length > 0 && (
          <p className="restaurant__cuisines">{r.cuisines.map((c) => c.name).join(' · ')}</p>
        )}
      </header>

      {pictures.length > 0 && (
        <ul className="restaurant__gallery" aria-label={t`Pictures`}>
          {pictures.map((p) => (
            <li key={p.id}>
              <img src={p.thumbnailUrl || p.url} alt={p.caption} width={320} height={200} loading="lazy" />
            </li>
          ))}
        </ul>
      )}

      <section className="restaurant__section" aria-labelledby="restaurant-packages">
        <h2 id="restaurant-packages">
          <Trans>Packages</Trans>
        </h2>
        {groups.length === 0 && (
          <p>
            <Trans>No packages available</Trans>
          </p>
        )}
        {groups.map((g) => (
          <section key={g.typeCode} className="restaurant__package-group" data-type-code={g.typeCode}>
            <h3>
              <PackageTypeName code={g.typeCode} />
            </h3>
            <div className="restaurant__packages">
              {g.packages.map((p) => (
                <PackageCard
                  key={p.id}
                  pkg={p}
                  slug={r.isAllowBooking ? r.slug : undefined}
                  menuSlug={r.slug}
                  seats={seats.get(p.id)}
                />
              ))}
            </div>
          </section>
        ))}
        {r.expiredPackages.length > 0 && (
          <section className="restaurant__package-group restaurant__package-group--expired">
            <h3>
              <Trans>Expired packages</Trans>
            </h3>
            <div className="restaurant__packages">
              {r.expiredPackages.map((p) => (
                <PackageCard key={p.id} pkg={p} menuSlug={r.slug} />
              ))}
            </div>
          </section>
        )}
      </section>

      {r.isAcceptVoucher ? <VoucherOffersSection slug={r.slug} /> : null}

      <section className="restaurant__section" aria-labelledby="restaurant-info">
        <h2 id="restaurant-info">
          <Trans>Information</Trans>
        </h2>
        <h3>
          <Trans>Opening hours</Trans>
        </h3>
        <dl className="restaurant__hours">
          {r.openingHours.map((h) => (
            <div key={`${h.weekday}-${h.openTime}`}>
              <dt>{weekdays[h.weekday % 7]}</dt>
              <dd>
                {h.openTime}–{h.closeTime}
              </dd>
            </div>
          ))}
        </dl>
        <h3>
          <Trans>Address</Trans>
        </h3>
        <address className="restaurant__address">{r.address}</address>
        {/* A map search link instead of embedded tiles: nothing on the page loads from outside. */}
        <a href={mapHref} target="_blank" rel="noopener noreferrer">
          <Trans>Open in map</Trans>
        </a>
        {r.phone && (
          <p>
            <Trans>Phone</Trans>: <a href={`tel:${r.phone}`}>{r.phone}</a>
          </p>
        )}
      </section>

      <RestaurantReviews id={r.id} />
      <RestaurantList id={r.id} kind="similar" now={now} point={r.earnPoint} />
      <RestaurantList id={r.id} kind="around" now={now} point={r.earnPoint} />
    </div>
  );
}

function RestaurantReviews({ id }: { id: number }) {
  const lang = useLanguage();
  // Below the fold: asked once the page is idle, not with the hydration's effects (useAfterFirstIdle).
  const reviews = useQuery({ ...restaurantQueries.reviews(id, lang), enabled: useAfterFirstIdle() });
  // Below the fold: rendered at deferred priority, in slices, after the header and packages (decision 0052).
  const data = useDeferredValue(reviews.data ?? null, null);
  if (!data) return null;
  const { starCounts, totalReviews } = data;
  return (
    <section className="restaurant__section restaurant__section--below" aria-labelledby="restaurant-reviews">
      <h2 id="restaurant-reviews">
        <Trans>Reviews</Trans> ({totalReviews})
      </h2>
      <ul className="restaurant__stars">
        {starCounts.map((s) => {
          const star = s.star;
          const count = s.count;
          return (
            <li key={star}>
              <Trans>
                {star} stars: {count}
              </Trans>
            </li>
          );
        })}
      </ul>
      <ul className="restaurant__review-list">
        {data.reviews.map((rv, i) => (
          <li key={`${rv.createdAt}-${i}`} className="restaurant__review">
            <p>
              <strong>{rv.reviewerName}</strong> <span aria-hidden="true">★</span> {rv.score.toFixed(1)}{' '}
              <time dateTime={rv.createdAt}>{rv.createdAt.slice(0, 10)}</time>
            </p>
            <p>{rv.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function RestaurantList({
  id,
  kind,
  now,
  point,
}: {
  id: number;
  kind: 'similar' | 'around';
  now: number;
  point: number;
}) {
  const lang = useLanguage();
  const list = useQuery({ ...restaurantQueries.list(kind, id, lang, bangkokIsoDay(new Date(now))), enabled: useAfterFirstIdle() });
  // Below the fold: rendered at deferred priority, in slices, after the header and packages (decision 0052).
  const data = useDeferredValue(list.data ?? null, null);
  const cards = (data ?? []).filter((c) => c.id !== id);
  if (cards.length === 0) return null;
  const headingId = `restaurant-${kind}`;
  return (
    <section className="restaurant__section restaurant__section--below" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {kind === 'similar' ? <Trans>Similar restaurants</Trans> : <Trans>Restaurants nearby</Trans>}
      </h2>
      <div className="restaurant__cards">
        {cards.map((c) => (
          <RestaurantCard key={c.id} card={c} point={point} now={now} />
        ))}
      </div>
    </section>
  );
}
