import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { homeListSource, missingHomeLists } from '@/domain/catalogue/home-list-source';
import { useLanguage } from '@/lib/use-language';
import { useProgressiveCount } from '@/lib/use-progressive-count';
import { catalogueQueries } from '@/features/catalogue/catalogue-queries';
import { BannerCarousel } from '@/features/catalogue/components/banner-carousel';
import { CityPicker } from '@/features/catalogue/components/city-picker';
import { FirstAppVoucherBanner } from '@/features/catalogue/components/first-app-voucher-banner';
import { HomeListSection, TopNewStrip } from '@/features/catalogue/components/home-list-section';
import { HomeSection, HomeSectionSkeleton } from '@/features/catalogue/components/home-section';
import { useHomeCity } from '@/features/catalogue/hooks/use-home-city';
import '@/features/catalogue/catalogue.css';
import { usePageNow, usePaintedView } from '@/lib/server-paint-snapshot';

/** Sections rendered with the page's first render: what a phone shows above the fold, and a little more. */
const FIRST_SECTIONS = 2;

/**
 * Home ('/', tests/features/catalogue/home-page.test.tsx): city choice, promotion banners, the home sections
 * of the city, and its featured, top and new lists (a section standing for one of them shows the list; a list
 * no section stands for gets a strip of its own after the sections).
 */
export function HomePage() {
  const lang = useLanguage();
  const { cityId, cities } = useHomeCity();
  const enabled = cityId !== null;
  const config = useQuery(catalogueQueries.config(lang));
  const sections = useQuery({ ...catalogueQueries.homeSections(cityId ?? 0, lang), enabled });
  const banners = useQuery({ ...catalogueQueries.banners(cityId ?? 0, lang), enabled });
  // One clock per page view: every card's "last booking" agrees, and re-renders don't shift it.
  const now = usePageNow();
  // Every section at once was one long task on a phone (the whole page's cards in one render): the first
  // sections render at once, the rest one per task, each holding its place with a skeleton meanwhile.
  // The sections render at deferred priority: React renders them in slices and yields between them, where
  // a query answer (or the route's loader having fetched them) renders the whole page in one long task. The
  // first render shows the skeleton (null), the sections follow in the next tasks.
  // The server's paint draws it at once (decision 0059).
  const painted = usePaintedView();
  const sectionList = useDeferredValue(sections.data, painted ? (sections.data ?? null) : null);
  const shown = useProgressiveCount(sectionList?.length ?? 0, FIRST_SECTIONS);

  const city = cities.find((c) => c.id === cityId);
  const cityName = city?.name;
  const firstCard = sectionList?.[0]?.restaurants[0]?.attributes;
  const point = config.data?.dynamicPoints.earlyBirdPoint ?? firstCard?.earnPoint ?? 0;

  return (
    <div className="home">
      <div className="home__hero">
        <div>
          <h1 className="home__title">
            {cityName ? (
              <Trans>Book the best restaurants in {cityName}</Trans>
            ) : (
              <Trans>Book the best restaurants</Trans>
            )}
          </h1>
          {city?.homeDescription && <p className="home__description">{city.homeDescription}</p>}
        </div>
        {cityId !== null && <CityPicker cities={cities} cityId={cityId} />}
      </div>

      <FirstAppVoucherBanner config={config.data} />
      {banners.data && <BannerCarousel banners={banners.data} />}

      {sections.isPending || (sections.data && !sectionList) ? (
        <div aria-busy="true">
          <p className="visually-hidden" role="status">
            <Trans>Loading</Trans>
          </p>
          <HomeSectionSkeleton />
          <HomeSectionSkeleton />
        </div>
      ) : sections.isError ? (
        <div className="home__state" role="alert">
          <p>
            <Trans>Oops, something went wrong</Trans>
          </p>
          <button type="button" className="button button--primary" onClick={() => void sections.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : !sectionList || sectionList.every((s) => s.restaurants.length === 0) ? (
        <p className="home__state">
          <Trans>No restaurants to show in this city yet.</Trans>
        </p>
      ) : (
        <>
          {sectionList.map((section, index) => {
            const key = `${section.position}-${section.title}`;
            const list = homeListSource(section);
            if (index >= shown)
              return list || section.restaurants.length > 0 ? <HomeSectionSkeleton key={key} /> : null;
            return list && cityId !== null ? (
              <HomeListSection
                key={key}
                section={section}
                list={list}
                cityId={cityId}
                point={point}
                now={now}
                leading={index === 0}
              />
            ) : (
              <HomeSection key={key} section={section} point={point} now={now} leading={index === 0} />
            );
          })}
          {cityId !== null &&
            shown === sectionList.length &&
            missingHomeLists(sectionList).map((sort) => (
              <TopNewStrip key={sort} sort={sort} cityId={cityId} point={point} now={now} />
            ))}
        </>
      )}
    </div>
  );
}
