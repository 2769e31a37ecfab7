import { describe, expect, it } from 'vitest';
import { homeListRequest, homeListSource, missingHomeLists, topListPath } from '@/domain/catalogue/home-list-source';

const section = (sectionType: 'restaurants' | 'featured_restaurants' | 'tag_group', viewAllPath: string | null) => ({
  sectionType,
  viewAllPath,
});

describe('homeListSource', () => {
  it('reads a featured section as featured.json', () => {
    expect(homeListSource(section('featured_restaurants', null))).toBe('featured');
  });

  it('reads the section that opens /restaurants/top as the top list, or the new list when sorted by new', () => {
    expect(homeListSource(section('restaurants', '/restaurants/top?city_id=1'))).toBe('top');
    expect(homeListSource(section('restaurants', '/restaurants/top'))).toBe('top');
    expect(homeListSource(section('restaurants', '/restaurants/top?sort_by=new&city_id=2'))).toBe('new');
  });

  it('reads a search of section=new as the new list', () => {
    expect(homeListSource(section('restaurants', '/restaurants/search?city_id=1&section=new'))).toBe('new');
  });

  it('leaves other sections alone', () => {
    expect(homeListSource(section('restaurants', null))).toBeNull();
    expect(homeListSource(section('tag_group', '/restaurants/search?tag_ids=3'))).toBeNull();
    expect(homeListSource(section('restaurants', '/restaurants/search?section=top'))).toBeNull();
    expect(homeListSource(section('restaurants', '/restaurants/topaz'))).toBeNull();
  });
});

describe('missingHomeLists', () => {
  it('names the top and new lists the sections do not stand for', () => {
    expect(missingHomeLists([])).toEqual(['top', 'new']);
    expect(missingHomeLists([section('restaurants', '/restaurants/top?city_id=1')])).toEqual(['new']);
    expect(
      missingHomeLists([
        section('featured_restaurants', null),
        section('restaurants', '/restaurants/search?section=new'),
        section('restaurants', '/restaurants/top'),
      ]),
    ).toEqual([]);
  });
});

describe('topListPath', () => {
  it('keeps the city and sorts by new only for the new list', () => {
    expect(topListPath('top', 1)).toBe('/restaurants/top?city_id=1');
    expect(topListPath('new', 5)).toBe('/restaurants/top?city_id=5&sort_by=new');
  });
});

describe('homeListRequest', () => {
  it('asks featured.json for a page of 20 and new_compact.json, sorted, for a page of 10', () => {
    expect(homeListRequest('featured', 3)).toEqual({ endpoint: 'featured', query: { cityId: 3, page: { number: 1, size: 20 } } });
    expect(homeListRequest('new', 3)).toEqual({
      endpoint: 'newCompact',
      query: { sortBy: 'new', cityId: 3, page: { number: 1, size: 10 } },
    });
  });
});
