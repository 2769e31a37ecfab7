import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import type { ServiceTypeCode } from '@/contract/catalogue';
import { DEFAULT_PAGE_SIZE, searchSorts, type SearchSort } from '@/contract/search';
import { placeAds } from '@/domain/catalogue/ad-placement';
import { searchPageHref, type SearchPageParams } from '@/domain/catalogue/search-params';
import { useLanguage } from '@/lib/use-language';
import { catalogueQueries } from '@/features/catalogue/catalogue-queries';
import { RestaurantCard } from '@/features/catalogue/components/restaurant-card';
import { searchQueries } from '@/features/catalogue/search/search-queries';
import '@/features/catalogue/catalogue.css';
import '@/features/catalogue/search/search.css';

const SERVICE_TABS = [
  { code: 'dine_in', label: msg`Dine In` },
  { code: 'delivery', label: msg`Delivery` },
  { code: 'experience', label: msg`Experience` },
] as const satisfies readonly { code: ServiceTypeCode; label: unknown }[];

const SORT_LABELS = {
  'price asc': msg`Price: low to high`,
  'price desc': msg`Price: high to low`,
  'reviews_score desc': msg`Top rated`,
  most_reviewed: msg`Most reviewed`,
} satisfies Record<SearchSort, unknown>;

/** The search page (spec shell §2, booking §7): service-type tabs, sort, count, paged results with ads. */
export function SearchPage({ params }: { params: SearchPageParams }) {
  const { t, i18n } = useLingui();
  const lang = useLanguage();
  const router = useRouter();
  const sortId = useId();
  const results = useQuery(searchQueries.results(params, lang));
  const config = useQuery(catalogueQueries.config(lang));
  // One clock per page view so every card's "last booking" line agrees.
  const [now] = useState(() => Date.now());
  const point = config.data?.dynamicPoints.earlyBirdPoint ?? 0;

  const href = (change: Partial<SearchPageParams>) => searchPageHref({ ...params, page: 1, ...change }, lang);
  const total = results.data?.metaData.totalRestaurants ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / DEFAULT_PAGE_SIZE));
  const placed = results.data
    ? placeAds(
        results.data.data.map((r) => r.attributes),
        results.data.ads.map((r) => r.attributes),
        { number: params.page, size: DEFAULT_PAGE_SIZE },
      )
    : [];
  const heading = params.nameLike ?? params.filterName;

  return (
    <div className="search-page">
      <h1 className="search-page__title">
        {heading ? <Trans>Search results for “{heading}”</Trans> : <Trans>Search restaurants</Trans>}
      </h1>
      {params.filterName && params.nameLike && <p className="search-page__filter">{params.filterName}</p>}

      <nav aria-label={t`Service type`}>
        <div className="search-page__tabs">
          {SERVICE_TABS.map((tab) => (
            <AppLink
              key={tab.code}
              className="search-page__tab"
              href={href({ serviceType: tab.code })}
              aria-current={params.serviceType === tab.code ? 'page' : undefined}
            >
              {i18n._(tab.label)}
            </AppLink>
          ))}
        </div>
      </nav>

      <div className="search-page__toolbar">
        <p className="search-page__count" role="status">
          {results.data && <Trans>{total} restaurants found</Trans>}
        </p>
        <div className="search-page__sort">
          <label htmlFor={sortId}>
            <Trans>Sort by</Trans>
          </label>
          <select
            id={sortId}
            value={params.sort ?? ''}
            onChange={(event) => {
              const sort = searchSorts.find((s) => s === event.target.value);
              void router.navigate({ href: href(sort ? { sort } : { sort: undefined }) });
            }}
          >
            <option value="">{t`Recommended`}</option>
            {searchSorts.map((sort) => (
              <option key={sort} value={sort}>
                {i18n._(SORT_LABELS[sort])}
              </option>
            ))}
          </select>
        </div>
      </div>

      {results.isPending ? (
        <div aria-busy="true">
          <p className="visually-hidden" role="status">
            <Trans>Loading</Trans>
          </p>
          <SearchSkeleton />
        </div>
      ) : results.isError ? (
        <div className="search-page__state" role="alert">
          <p>
            <Trans>Oops, something went wrong</Trans>
          </p>
          <button type="button" className="button button--primary" onClick={() => void results.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : placed.length === 0 ? (
        <div className="search-page__state">
          <p>
            <Trans>No result found</Trans>
          </p>
        </div>
      ) : (
        <>
          <ul className="search-page__results" aria-busy={results.isPlaceholderData || undefined}>
            {placed.map(({ item, isAd }) => (
              <li key={`${isAd ? 'ad' : 'r'}-${item.id}`}>
                <RestaurantCard card={isAd ? { ...item, isAds: true } : { ...item, isAds: false }} point={point} now={now} />
              </li>
            ))}
          </ul>
          {lastPage > 1 && (
            <nav className="search-page__pager" aria-label={t`Pages`}>
              {params.page > 1 && (
                <AppLink href={searchPageHref({ ...params, page: params.page - 1 }, lang)} rel="prev">
                  <Trans>Previous</Trans>
                </AppLink>
              )}
              <span>
                <Trans>
                  Page {params.page} of {lastPage}
                </Trans>
              </span>
              {params.page < lastPage && (
                <AppLink href={searchPageHref({ ...params, page: params.page + 1 }, lang)} rel="next">
                  <Trans>Next</Trans>
                </AppLink>
              )}
            </nav>
          )}
        </>
      )}
    </div>
  );
}

function SearchSkeleton() {
  return (
    <ul className="search-page__results" aria-hidden="true">
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <li key={i}>
          <div className="restaurant-card">
            <div className="skeleton skeleton--image" />
            <div className="restaurant-card__body">
              <div className="skeleton skeleton--line" />
              <div className="skeleton skeleton--line skeleton--short" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
