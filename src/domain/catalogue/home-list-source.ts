import type { HomeSection } from '@/contract/catalogue';
import { FEATURED_PAGE_SIZE, LIST_PAGE_SIZE } from '@/contract/catalogue-constants';
import type { NewCompactSort } from '@/contract/listings';

/** A live restaurant list of the catalogue: featured.json or new_compact.json. */
export type HomeList = 'featured' | NewCompactSort;

/**
 * Which live list a home section stands for, if any: a featured section is featured.json; a section
 * whose "View all" opens /restaurants/top is the top list (`sort_by=new` there, or a search of
 * `section=new`, is the new list). Such a section takes its cards from the list, so the home never
 * shows the same list twice; its title and "View all" stay the server's.
 */
export function homeListSource(section: Pick<HomeSection, 'sectionType' | 'viewAllPath'>): HomeList | null {
  if (section.sectionType === 'featured_restaurants') return 'featured';
  if (!section.viewAllPath) return null;
  const url = new URL(section.viewAllPath, 'http://app.invalid');
  if (url.pathname === '/restaurants/top') return url.searchParams.get('sort_by') === 'new' ? 'new' : 'top';
  if (url.pathname === '/restaurants/search' && url.searchParams.get('section') === 'new') return 'new';
  return null;
}

/** The lists a city's home still lacks after its sections: shown as strips of their own, in this order. */
export function missingHomeLists(sections: readonly Pick<HomeSection, 'sectionType' | 'viewAllPath'>[]): NewCompactSort[] {
  const present = new Set(sections.map(homeListSource));
  return (['top', 'new'] as const).filter((list) => !present.has(list));
}

/** "View all" of a top / new strip: /restaurants/top, sorted, in the city shown. */
export function topListPath(sort: NewCompactSort, cityId: number): string {
  const query = new URLSearchParams({ city_id: String(cityId) });
  if (sort === 'new') query.set('sort_by', 'new');
  return `/restaurants/top?${query.toString()}`;
}

/**
 * The first page of a home list as it is asked for: featured.json pages by 20, new_compact.json (sorted
 * top or new) by 10. The app's queries and the server's inlined answers (decision 0053) both build it here.
 */
export function homeListRequest(
  list: HomeList,
  cityId: number,
): { endpoint: 'featured' | 'newCompact'; query: Record<string, unknown> } {
  if (list === 'featured') return { endpoint: 'featured', query: { cityId, page: { number: 1, size: FEATURED_PAGE_SIZE } } };
  return { endpoint: 'newCompact', query: { sortBy: list, cityId, page: { number: 1, size: LIST_PAGE_SIZE } } };
}
