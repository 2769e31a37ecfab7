import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useDeferredValue, useId } from 'react';
import { AppLink } from '@/components/ui/app-link';
import type { ServiceTypeCode } from '@/contract/catalogue-constants';
import { DEFAULT_PAGE_SIZE, searchSorts, type SearchSort } from '@/contract/catalogue-constants';
import { DEFAULT_CITY_ID } from '@/domain/catalogue/choose-city';
import { placeAds } from '@/domain/catalogue/ad-placement';
import { cardImagePriority } from '@/domain/catalogue/card-image-priority';
import { searchPageHref, type SearchPageParams } from '@/domain/catalogue/search-params';
import { currentCityStore } from '@/entities/city/city-store';
import { useStore } from '@/lib/create-store';
import { retryImport } from '@/lib/retry-import';
import { useLanguage } from '@/lib/use-language';
import { catalogueQueries } from '@/features/catalogue/catalogue-queries';
import { CardListHeading } from '@/features/catalogue/components/card-list-heading';
import { RestaurantCard } from '@/features/catalogue/components/restaurant-card';
import { SearchFilters } from '@/features/catalogue/search/search-filters';
import { searchQueries } from '@/features/catalogue/search/search-queries';
import { TagGroupLinks } from '@/features/catalogue/search/tag-group-links';
import { useNearMe } from '@/features/catalogue/search/use-near-me';
import '@/features/catalogue/catalogue.css';
import '@/features/catalogue/search/search.css';
import { usePageNow, usePaintedView } from '@/lib/server-paint-snapshot';

/**
 * The map is its own chunk, fetched only when a visitor switches to it (the first-paint budget,
 * docs/decisions/0017-react-in-every-build.md).
 */
const SearchMap = lazy(() =>
  retryImport(() => import('@/features/catalogue/search/search-map')).then((m) => ({ default: m.SearchMap })),
);

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

/**
 * The search page (tests/features/catalogue/search-page.test.tsx): service-type tabs, sort, count, paged
 * results with ads.
 */
export function SearchPage({ params }: { params: SearchPageParams }) {
  const { t, i18n } = useLingui();
  const lang = useLanguage();
  const router = useRouter();
  const sortId = useId();
  // Near me without a position yet: ask for it, then search around it.
  const wantsPosition = params.isNearMe === true && !params.geocode;
  const nearMe = useNearMe(wantsPosition, (geocode) => {
    void router.navigate({ href: searchPageHref({ ...params, page: 1, geocode }, lang), replace: true });
  });
  const locating = wantsPosition && nearMe.status !== 'failed';
  const results = useQuery({ ...searchQueries.results(params, lang), enabled: !locating });
  const config = useQuery(catalogueQueries.config(lang));
  // The tabs' counts are service_types.json's for the city searched (the visitor's city, else city 1).
  const currentCity = useStore(currentCityStore);
  const serviceTypes = useQuery(
    catalogueQueries.serviceTypes(params.cityId ?? currentCity ?? DEFAULT_CITY_ID, lang),
  );
  const countOf = (code: ServiceTypeCode) =>
    serviceTypes.data?.find((s) => s.code === code)?.totalRestaurants;
  // One clock per page view so every card's "last booking" line agrees.
  const now = usePageNow();
  const point = config.data?.dynamicPoints.earlyBirdPoint ?? 0;

  const href = (change: Partial<SearchPageParams>) => searchPageHref({ ...params, page: 1, ...change }, lang);
  const viewHref = (view: SearchPageParams['view']) => searchPageHref({ ...params, view }, lang);
  const total = results.data?.metaData.totalRestaurants ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / DEFAULT_PAGE_SIZE));
  // The cards render at deferred priority: React renders them in slices and yields between them, where a
  // query answer otherwise renders the whole page of cards in one long task. The first render shows the
  // skeleton (null), the cards follow in the next tasks.
  // The server's paint draws it at once (decision 0059).
  const painted = usePaintedView();
  const shownResults = useDeferredValue(results.data, painted ? (results.data ?? null) : null);
  const placed = shownResults
    ? placeAds(
        shownResults.data.map((r) => r.attributes),
        shownResults.ads.map((r) => r.attributes),
        { number: params.page, size: DEFAULT_PAGE_SIZE },
      )
    : [];
  const heading = params.nameLike ?? params.filterName;
  const distances = new Map(shownResults?.data.map((r) => [r.attributes.id, r.attributes.distance ?? null]));

  return (
    <div className="search-page">
      <h1 className="search-page__title">
        {heading ? (
          <Trans>Search results for “{heading}”</Trans>
        ) : params.isNearMe ? (
          <Trans>Restaurants near you</Trans>
        ) : params.section === 'new' ? (
          <Trans>New restaurants</Trans>
        ) : (
          <Trans>Search restaurants</Trans>
        )}
      </h1>
      {params.filterName && params.nameLike && <p className="search-page__filter">{params.filterName}</p>}
      {locating && (
        <p className="search-page__locating" role="status">
          <Trans>Finding your location…</Trans>
        </p>
      )}
      {nearMe.status === 'failed' && (
        <p className="search-page__location-error" role="alert">
          {nearMe.failure === 'browser' ? (
            <Trans>Please allow location access in your browser</Trans>
          ) : (
            <Trans>Please turn on permission location on your device settings</Trans>
          )}
        </p>
      )}

      <nav aria-label={t`Service type`}>
        <div className="search-page__tabs">
          {SERVICE_TABS.map((tab) => (
            <AppLink
              key={tab.code}
              className="search-page__tab"
              href={href({ serviceType: tab.code })}
              aria-current={params.serviceType === tab.code ? 'page' : undefined}
              data-service-type={tab.code}
            >
              {i18n._(tab.label)}
              {/* Always there, so the tabs keep their width (and their rows) when the counts arrive. */}
              <span className="search-page__tab-count">
                {countOf(tab.code) !== undefined && ` (${countOf(tab.code)})`}
              </span>
            </AppLink>
          ))}
        </div>
      </nav>

      <SearchFilters params={params} lang={lang} now={now} />

      <div className="search-page__toolbar">
        <p className="search-page__count" role="status">
          {results.data && !locating && <Trans>{total} restaurants found</Trans>}
        </p>
        <div className="search-page__views" role="group" aria-label={t`Show results as`}>
          <AppLink
            className="search-page__view"
            href={viewHref(undefined)}
            aria-current={params.view === 'map' ? undefined : 'true'}
          >
            <Trans>List</Trans>
          </AppLink>
          <AppLink
            className="search-page__view"
            href={viewHref('map')}
            aria-current={params.view === 'map' ? 'true' : undefined}
          >
            <Trans>Map</Trans>
          </AppLink>
        </div>
        {!params.isNearMe && (
          <AppLink
            className="search-page__near-me"
            href={href({ isNearMe: true, geocode: undefined, view: params.view })}
          >
            <Trans>Near me</Trans>
          </AppLink>
        )}
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

      {locating || results.isPending || (results.data && !shownResults) ? (
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
          {params.view === 'map' ? (
            <Suspense
              fallback={
                <div className="search-page__map-loading" aria-busy="true">
                  <Trans>Loading</Trans>
                </div>
              }
            >
              <SearchMap
                items={placed.map(({ item, isAd }) => ({ ...item, isAd }))}
                lang={lang}
                {...(params.geocode ? { position: params.geocode } : {})}
              />
            </Suspense>
          ) : (
            <>
              <CardListHeading />
              <ul className="search-page__results" aria-busy={results.isPlaceholderData || undefined}>
                {placed.map(({ item, isAd }, index) => {
                  const km = isAd ? null : (distances.get(item.id) ?? null);
                  return (
                    <li key={`${isAd ? 'ad' : 'r'}-${item.id}`}>
                      <RestaurantCard
                        card={isAd ? { ...item, isAds: true } : { ...item, isAds: false }}
                        point={point}
                        now={now}
                        priority={cardImagePriority(index, true)}
                      />
                      {km !== null && (
                        <p className="search-page__distance">
                          <Trans>{km} km away</Trans>
                        </p>
                      )}
                    </li>
                  );
                })}
              </ul>
            </>
          )}
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

      <TagGroupLinks lang={lang} selectedTagIds={params.tagIds ?? []} />
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
