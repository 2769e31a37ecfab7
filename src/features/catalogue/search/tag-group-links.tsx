import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { AppLink } from '@/components/ui/app-link';
import type { Language } from '@/contract/envelope';
import { tagGroupHref, tagHref } from '@/domain/catalogue/tag-group-link';
import { searchQueries } from '@/features/catalogue/search/search-queries';

/**
 * The restaurant tag groups (GET /restaurant_tag_groups.json) as links: a tag opens its group landing
 * page when one is made of that tag, else the search filtered by it; a group heading links to the
 * landing with the group's slug when there is one, else to the search by the whole group. Tags nobody
 * carries are left out.
 * Quiet on failure: the links are a way in, not the page's content.
 */
export function TagGroupLinks({ lang, selectedTagIds }: { lang: Language; selectedTagIds: readonly number[] }) {
  const { t } = useLingui();
  const groups = useQuery(searchQueries.tagGroups(lang));
  const landings = useQuery(searchQueries.landings(lang));
  const landingRefs = landings.data ?? [];
  const shown = (groups.data ?? [])
    .map((g) => ({ ...g, tags: g.attributes.tags.filter((tag) => tag.totalRestaurants > 0) }))
    .filter((g) => g.tags.length > 0);
  if (shown.length === 0) return null;

  return (
    <nav className="tag-groups" aria-label={t`Browse by tag`}>
      {shown.map((group) => {
        const groupHref = tagGroupHref({ ...group.attributes, id: Number(group.id) }, landingRefs, lang);
        return (
          <section key={group.id} className="tag-groups__group">
            <h2 className="tag-groups__title">
              <AppLink href={groupHref}>{group.attributes.name}</AppLink>
            </h2>
            <ul className="tag-groups__tags">
              {group.tags.map((tag) => (
                <li key={tag.id}>
                  <AppLink
                    className="tag-groups__tag"
                    href={tagHref(tag, landingRefs, lang)}
                    aria-current={selectedTagIds.includes(tag.id) ? 'true' : undefined}
                  >
                    {tag.name}
                  </AppLink>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </nav>
  );
}
