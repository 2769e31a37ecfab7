import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { memo, useDeferredValue } from 'react';
import type { HomeSection as Section } from '@/contract/catalogue';
import type { NewCompactSort } from '@/contract/listings';
import { topListPath, type HomeList } from '@/domain/catalogue/home-list-source';
import { useLanguage } from '@/lib/use-language';
import { catalogueQueries } from '@/features/catalogue/catalogue-queries';
import { HomeSection, HomeSectionSkeleton } from '@/features/catalogue/components/home-section';

function useHomeList(list: HomeList, cityId: number) {
  const lang = useLanguage();
  // Both queries are declared (hooks keep their order); only the one this list needs runs.
  const featured = useQuery({ ...catalogueQueries.featured(cityId, lang), enabled: list === 'featured' });
  const compact = useQuery({
    ...catalogueQueries.topOrNew(list === 'new' ? 'new' : 'top', cityId, lang),
    enabled: list !== 'featured',
  });
  return list === 'featured' ? featured : compact;
}

interface CommonProps {
  cityId: number;
  point: number;
  now: number;
}

/**
 * A home section that stands for a live list (featured.json or new_compact.json, see
 * domain/catalogue/home-list-source.ts): the section's title, place and "View all", the list's cards.
 * The section's own cards show until the list answers, and stay when it fails or the visitor is offline.
 */
export const HomeListSection = memo(function HomeListSection({
  section,
  list,
  cityId,
  point,
  now,
  leading = false,
}: CommonProps & { section: Section; list: HomeList; leading?: boolean }) {
  const query = useHomeList(list, cityId);
  // The list's answer renders at deferred priority (in slices), the section's own cards showing meanwhile.
  const cards = useDeferredValue(query.data?.data.length ? query.data.data : section.restaurants);
  return (
    <HomeSection section={{ ...section, restaurants: cards }} point={point} now={now} leading={leading} />
  );
});

/** A top or new list the city's sections do not already show: a strip of its own with "View all". */
export function TopNewStrip({ sort, cityId, point, now }: CommonProps & { sort: NewCompactSort }) {
  const { t } = useLingui();
  const query = useHomeList(sort, cityId);
  if (query.isPending) return <HomeSectionSkeleton />;
  if (query.isError) return null;
  const section: Section = {
    title: sort === 'top' ? t`Top restaurants` : t`New restaurants`,
    subtitle: null,
    sectionType: 'restaurants',
    position: 0,
    cityId,
    viewAllPath: topListPath(sort, cityId),
    restaurants: query.data.data,
  };
  // HomeSection hides itself when the list is empty.
  return <HomeSection section={section} point={point} now={now} />;
}
