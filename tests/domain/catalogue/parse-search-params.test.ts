import { describe, expect, it } from 'vitest';
import { parseSearchParams, searchApiQuery } from '@/domain/catalogue/parse-search-params';
import { searchPageHref } from '@/domain/catalogue/search-params';

describe('parseSearchParams', () => {
  it('defaults to dine in, page 1, no filters', () => {
    expect(parseSearchParams({})).toEqual({ serviceType: 'dine_in', page: 1 });
  });

  it('keeps valid values and drops invalid ones', () => {
    expect(
      parseSearchParams({ service_type: 'delivery', sort: 'price desc', page: '3', name_like: '  ส้มตำ ' }),
    ).toEqual({ serviceType: 'delivery', sort: 'price desc', page: 3, nameLike: 'ส้มตำ' });
    expect(
      parseSearchParams({ service_type: 'takeaway', sort: 'random', page: '-1', name_like: '  ' }),
    ).toEqual({
      serviceType: 'dine_in',
      page: 1,
    });
  });

  it('reads sort aliases with underscores', () => {
    expect(parseSearchParams({ sort: 'price_asc' }).sort).toBe('price asc');
    expect(parseSearchParams({ sort: 'reviews_score_desc' }).sort).toBe('reviews_score desc');
    expect(parseSearchParams({ sort: 'most_reviewed' }).sort).toBe('most_reviewed');
  });

  it('accepts a name the router parsed as a number', () => {
    expect(parseSearchParams({ name_like: 123 }).nameLike).toBe('123');
  });

  it('reads array filters in every form, de-duplicated, invalid ids dropped', () => {
    const p = parseSearchParams({
      'cuisine_id[]': [3, '4', 3, 'x'],
      location_id: '5,6',
      'mrt_route_id[]': 7,
    });
    expect(p.cuisineIds).toEqual([3, 4]);
    expect(p.locationIds).toEqual([5, 6]);
    expect(p.mrtRouteIds).toEqual([7]);
    expect(p.tagIds).toBeUndefined();
  });

  it('keeps the picked filter name and count', () => {
    expect(parseSearchParams({ name: 'Thai', total_restaurants: '12' })).toMatchObject({
      filterName: 'Thai',
      totalRestaurants: 12,
    });
  });
});

describe('date, time, section, near me and view', () => {
  it('reads valid values', () => {
    expect(
      parseSearchParams({
        date: '2025-03-01',
        start_time: '9:30',
        section: 'new',
        is_near_me: 'true',
        geocode: '13.7465, 100.5348',
        view: 'map',
      }),
    ).toEqual({
      serviceType: 'dine_in',
      page: 1,
      date: '2025-03-01',
      startTime: '09:30',
      section: 'new',
      isNearMe: true,
      geocode: { lat: 13.7465, lng: 100.5348 },
      view: 'map',
    });
  });

  it('drops impossible dates, times, sections and positions', () => {
    expect(
      parseSearchParams({
        date: '2025-02-29',
        start_time: '24:00',
        section: 'old',
        is_near_me: 'false',
        geocode: '95,100',
        view: 'grid',
      }),
    ).toEqual({ serviceType: 'dine_in', page: 1 });
    expect(parseSearchParams({ geocode: 'abc,def' }).geocode).toBeUndefined();
    expect(parseSearchParams({ date: '2024-02-29' }).date).toBe('2024-02-29');
  });

  it('sends date, start time, section and geocode to the server but not the view or near-me flag', () => {
    const params = parseSearchParams({
      date: '2025-03-01',
      start_time: '19:00',
      section: 'new',
      'facility_ids[]': [2, 5],
      multiple_pricing: 'true',
      offer_ticket: true,
      is_near_me: true,
      geocode: '13.7465,100.5348',
      view: 'map',
    });
    expect(searchApiQuery(params, 10)).toEqual({
      serviceType: 'dine_in',
      page: { size: 10, number: 1 },
      facility_ids: [2, 5],
      date: '2025-03-01',
      startTime: '19:00',
      section: 'new',
      multiplePricing: true,
      offerTicket: true,
      geocode: '13.7465,100.5348',
    });
  });

  it('round-trips through the page URL', () => {
    const params = parseSearchParams({
      date: '2025-03-01',
      start_time: '19:00',
      section: 'new',
      is_near_me: 'true',
      geocode: '13.7465,100.5348',
      view: 'map',
      multiple_pricing: 'true',
      offer_ticket: 'true',
      'group_tag_ids_eq[]': '4',
    });
    expect(params).toMatchObject({ multiplePricing: true, offerTicket: true, groupTagIdsEq: [4] });
    const url = new URL(searchPageHref(params, 'en'), 'http://x');
    expect(url.searchParams.get('geocode')).toBe('13.7465,100.5348');
    expect(parseSearchParams(Object.fromEntries(url.searchParams))).toEqual(params);
  });
});

describe('searchApiQuery', () => {
  it('maps the page to the search.json query', () => {
    expect(searchApiQuery(parseSearchParams({ 'cuisine_id[]': '3', branch_id: '8', page: '2' }), 10)).toEqual(
      {
        serviceType: 'dine_in',
        page: { size: 10, number: 2 },
        branchIdEq: 8,
        cuisine_id: [3],
      },
    );
  });
});

describe('the URL as the router reads it', () => {
  it('gives the same parameters whether values arrive as strings or JSON-read', () => {
    const asText = { service_type: 'delivery', 'tag_id[]': '5', page: '2', is_near_me: 'true' };
    const asRead = { service_type: 'delivery', 'tag_id[]': 5, page: 2, is_near_me: true };
    expect(parseSearchParams(asRead)).toEqual(parseSearchParams(asText));
  });
});
