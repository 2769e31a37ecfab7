import { LoadMore } from '@/components/ui/load-more';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { AppLink } from '@/components/ui/app-link';
import type { NewCompactSort } from '@/contract/listings';
import { topListPath } from '@/domain/catalogue/home-list-source';
import { useLanguage } from '@/lib/use-language';
import { catalogueQueries } from '@/features/catalogue/catalogue-queries';
import { HomeSectionSkeleton } from '@/features/catalogue/components/home-section';
import { CardListHeading } from '@/features/catalogue/components/card-list-heading';
import { RestaurantCard } from '@/features/catalogue/components/restaurant-card';
import { useHomeCity } from '@/features/catalogue/hooks/use-home-city';
import '@/features/catalogue/catalogue.css';
import '@/features/catalogue/top/top.css';
import { usePageNow } from '@/lib/server-paint-snapshot';

interface Props {
  sort: NewCompactSort;
  /** From the URL; absent → the visitor's city. */
  cityId?: number;
}

/**
 * /restaurants/top (tests/features/catalogue/top-restaurants-page.test.tsx): the city's top restaurants (most
 * loved, at least 5 reviews) or, with `sort_by=new`, its new ones, a page at a time ("Load more").
 */
export function TopRestaurantsPage({ sort, cityId: urlCityId }: Props) {
  const { t } = useLingui();
  const lang = useLanguage();
  const home = useHomeCity();
  const cityId = urlCityId ?? home.cityId;
  const config = useQuery(catalogueQueries.config(lang));
  const list = useInfiniteQuery({
    ...catalogueQueries.topOrNewPages(sort, cityId ?? 0, lang),
    enabled: cityId !== null,
  });
  // One clock per page view so every card's "last booking" line agrees.
  const now = usePageNow();
  const point = config.data?.dynamicPoints.earlyBirdPoint ?? 0;
  const cityName = home.cities.find((c) => c.id === cityId)?.name;
  const cards = list.data?.pages.flatMap((p) => p.data) ?? [];
  const shown = cards.length;
  const total = list.data?.pages[0]?.meta.total ?? 0;

  return (
    <div className="home top-page">
      <h1 className="home__title">
        {sort === 'top' ? (
          cityName ? (
            <Trans>Top restaurants in {cityName}</Trans>
          ) : (
            <Trans>Top restaurants</Trans>
          )
        ) : cityName ? (
          <Trans>New restaurants in {cityName}</Trans>
        ) : (
          <Trans>New restaurants</Trans>
        )}
      </h1>

      {cityId !== null && (
        <nav className="top-page__tabs" aria-label={t`Restaurant lists`}>
          <AppLink href={topListPath('top', cityId)} aria-current={sort === 'top' ? 'page' : undefined}>
            <Trans>Top</Trans>
          </AppLink>
          <AppLink href={topListPath('new', cityId)} aria-current={sort === 'new' ? 'page' : undefined}>
            <Trans>New</Trans>
          </AppLink>
        </nav>
      )}

      {list.isPending ? (
        <div aria-busy="true">
          <p className="visually-hidden" role="status">
            <Trans>Loading</Trans>
          </p>
          <HomeSectionSkeleton />
        </div>
      ) : list.isError && list.data === undefined ? (
        // A failed first page; a failed next page keeps the cards and says so below them.
        <div className="home__state" role="alert">
          <p>
            <Trans>Oops, something went wrong</Trans>
          </p>
          <button type="button" className="button button--primary" onClick={() => void list.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : cards.length === 0 ? (
        <p className="home__state">
          <Trans>No restaurants to show in this city yet.</Trans>
        </p>
      ) : (
        <>
          <p className="top-page__count" role="status">
            <Trans>
              Showing {shown} of {total}
            </Trans>
          </p>
          <CardListHeading />
          <ul className="top-page__list">
            {cards.map((r) => (
              <li key={`${r.type}-${r.id}`}>
                <RestaurantCard card={r.attributes} point={point} now={now} />
              </li>
            ))}
          </ul>
          {list.hasNextPage && (
            <LoadMore
              className="home__state"
              loading={list.isFetchingNextPage}
              onLoadMore={() => void list.fetchNextPage()}
            />
          )}
          {list.isFetchNextPageError && (
            <p className="home__state" role="alert">
              <Trans>Oops, something went wrong</Trans>
            </p>
          )}
        </>
      )}
    </div>
  );
}
