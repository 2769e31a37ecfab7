import { describe, expect, it } from 'vitest';
import { parseSearchParams, searchApiQuery } from '@/domain/catalogue/parse-search-params';
import { tagGroupHref, tagHref } from '@/domain/catalogue/tag-group-link';

const landings = [
  { slug: 'rooftop-dining', tagIds: [3] },
  { slug: 'occasions', tagIds: [] },
  { slug: 'dates-and-birthdays', tagIds: [7, 8] },
];

describe('tagGroupHref', () => {
  it('links a group to the landing with its slug, with the locale', () => {
    expect(tagGroupHref({ id: 2, slug: 'occasions', name: 'Occasions' }, landings, 'th')).toBe(
      '/restaurants/group/occasions?locale=th',
    );
  });

  it("searches by the whole group otherwise: search.json's group_tag_ids_eq, its name as the filter", () => {
    const href = tagGroupHref({ id: 5, slug: 'hashtags', name: 'Hashtags' }, landings, 'en');
    expect(href).toBe('/restaurants/search?group_tag_ids_eq%5B%5D=5&name=Hashtags&locale=en');
    const q = new URL(href, 'http://x').searchParams;
    expect(searchApiQuery(parseSearchParams({ 'group_tag_ids_eq[]': q.get('group_tag_ids_eq[]') }))).toMatchObject({
      group_tag_ids_eq: [5],
    });
  });
});

describe('tagHref', () => {
  it('links a tag to the landing made of exactly that tag', () => {
    expect(tagHref({ id: 3, name: 'Rooftop' }, landings, 'en')).toBe('/restaurants/group/rooftop-dining?locale=en');
  });

  it('searches by the tag otherwise, its name as the filter', () => {
    expect(tagHref({ id: 7, name: 'วันเกิด' }, landings, 'th')).toBe(
      `/restaurants/search?tag_id%5B%5D=7&name=${encodeURIComponent('วันเกิด')}&locale=th`,
    );
  });
});
