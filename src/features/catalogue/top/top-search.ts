import type { NewCompactSort } from '@/contract/listings';

/** The query of /restaurants/top, as it stands in the URL (snake_case, like the other catalogue pages). */
export interface TopSearch {
  /** 'new' lists the newest restaurants; absent means the top list. */
  sort_by?: 'new';
  city_id?: number;
}

export function parseTopSearch(search: Record<string, unknown>): TopSearch {
  const out: TopSearch = {};
  if (search.sort_by === 'new') out.sort_by = 'new';
  const city = Number(search.city_id);
  if (Number.isInteger(city) && city > 0) out.city_id = city;
  return out;
}

export function topSort(search: TopSearch): NewCompactSort {
  return search.sort_by ?? 'top';
}
