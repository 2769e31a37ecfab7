import type { Language } from '@/contract/envelope';

/**
 * Where a restaurant tag group's links lead (tests/domain/catalogue/tag-group-link.test.ts): to a group
 * landing slug with a locale query when one exists. A group, or one of its tags, that has its own group
 * landing page links to /restaurants/group/{slug}?locale={lang}: a group by a landing with the group's slug,
 * a tag by a landing made of exactly that tag. Everything else searches: a tag by `tag_id[]`, a group by
 * search.json's `group_tag_ids_eq[]` (restaurants with any tag of the group), each with its name shown
 * as the filter.
 */

export interface LandingRef {
  slug: string;
  tagIds: readonly number[];
}

function landingHref(slug: string, lang: Language): string {
  return `/restaurants/group/${encodeURIComponent(slug)}?locale=${lang}`;
}

export function tagGroupHref(
  group: { id: number; slug: string; name: string },
  landings: readonly LandingRef[],
  lang: Language,
): string {
  const landing = landings.find((l) => l.slug === group.slug);
  if (landing) return landingHref(landing.slug, lang);
  const q = new URLSearchParams();
  q.append('group_tag_ids_eq[]', String(group.id));
  q.set('name', group.name);
  q.set('locale', lang);
  return `/restaurants/search?${q.toString()}`;
}

export function tagHref(tag: { id: number; name: string }, landings: readonly LandingRef[], lang: Language): string {
  const landing = landings.find((l) => l.tagIds.length === 1 && l.tagIds[0] === tag.id);
  if (landing) return landingHref(landing.slug, lang);
  const q = new URLSearchParams();
  q.append('tag_id[]', String(tag.id));
  q.set('name', tag.name);
  q.set('locale', lang);
  return `/restaurants/search?${q.toString()}`;
}
