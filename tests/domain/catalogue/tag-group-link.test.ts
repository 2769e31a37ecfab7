import { describe, expect, it } from 'vitest';
import { tagGroupHref, tagHref } from '@/domain/catalogue/tag-group-link';

const landings = [
  { slug: 'rooftop-dining', tagIds: [3] },
  { slug: 'occasions', tagIds: [] },
  { slug: 'dates-and-birthdays', tagIds: [7, 8] },
];

describe('tagGroupHref', () => {
  it('links a group to the landing with its slug, with the locale', () => {
    expect(tagGroupHref({ slug: 'occasions' }, landings, 'th')).toBe('/restaurants/group/occasions?locale=th');
  });

  it('gives no link when no landing has the group slug', () => {
    expect(tagGroupHref({ slug: 'hashtags' }, landings, 'en')).toBeNull();
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
