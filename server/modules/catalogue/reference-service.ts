import type { Banner } from '@/contract/catalogue';
import type { Language, Resource } from '@/contract/envelope';
import { MAX_LIST_PAGE_SIZE } from '@/contract/catalogue-constants';
import {
  type CardResource,
  type DiningOccasion,
  type Facility,
  type GroupLandingPage,
  type TagGroup,
} from '@/contract/listings';
import type { ServerContext } from '../../context';
import { DEFAULT_CITY_ID } from './config-constants';
import { bannerUrl } from './image-urls';
import { cardResources } from './listing-cards';
import { message } from './listing-messages';
import * as listingRepo from './listing-repo';
import { localize } from './localize';
import * as repo from './reference-repo';
import { findCity } from './repo';
import { BANNER_MOBILE_SIZE, BANNER_SIZE, NotFoundError } from './service';

function toTagGroup(group: repo.TagGroupRow, tags: repo.TagRow[], lang: Language): TagGroup {
  return {
    name: localize(lang, group.nameEn, group.nameTh),
    slug: group.slug,
    position: group.position,
    tags: tags
      .filter((t) => t.tagGroupId === group.id)
      .map((t) => ({
        id: t.id,
        name: localize(lang, t.nameEn, t.nameTh),
        slug: t.slug,
        totalRestaurants: t.totalRestaurants,
      })),
  };
}

type TagGroupResource = Resource<TagGroup, 'restaurant_tag_groups'>;

/** GET /restaurant_tag_groups.json (paged), each group with its tags and their restaurant counts. */
export async function tagGroupPage(
  ctx: ServerContext,
  page: listingRepo.Page,
  lang: Language,
): Promise<{ data: TagGroupResource[]; total: number }> {
  const { rows, total } = await repo.listTagGroups(ctx.db, page);
  const tags = await repo.tagsOfGroups(
    ctx.db,
    rows.map((g) => g.id),
  );
  return {
    data: rows.map((g) => ({
      id: String(g.id),
      type: 'restaurant_tag_groups',
      attributes: toTagGroup(g, tags, lang),
    })),
    total,
  };
}

/** GET /restaurant_tag_groups/{id}.json */
export async function tagGroup(ctx: ServerContext, id: number, lang: Language): Promise<TagGroupResource> {
  const group = await repo.findTagGroup(ctx.db, id);
  if (!group) throw new NotFoundError(message(lang, 'tagGroupNotFound'));
  const tags = await repo.tagsOfGroups(ctx.db, [group.id]);
  return { id: String(group.id), type: 'restaurant_tag_groups', attributes: toTagGroup(group, tags, lang) };
}

/** GET /restaurant_tags/{id}/restaurants.json?city_id=: restaurants with the tag, best reviewed first. */
export async function tagRestaurants(
  ctx: ServerContext,
  tagId: number,
  query: { cityId?: number; page: listingRepo.Page },
  lang: Language,
): Promise<{ data: CardResource[]; total: number; tag: { id: number; name: string } }> {
  const tag = await repo.findTag(ctx.db, tagId);
  if (!tag) throw new NotFoundError(message(lang, 'tagNotFound'));
  if (query.cityId !== undefined && !(await findCity(ctx.db, query.cityId))) {
    throw new NotFoundError(message(lang, 'cityNotFound'));
  }
  const { ids, total } = await listingRepo.taggedIds(ctx.db, [tag.id], query.cityId, query.page);
  return {
    data: await cardResources(ctx, ids, lang),
    total,
    tag: { id: tag.id, name: localize(lang, tag.nameEn, tag.nameTh) },
  };
}

/** How many restaurants a landing page shows at most (a chain or a theme, one screen of cards). */
const LANDING_RESTAURANTS = MAX_LIST_PAGE_SIZE;

async function landingRestaurantIds(
  ctx: ServerContext,
  page: repo.LandingPageRow,
): Promise<listingRepo.IdPage> {
  if (page.branchId !== null) {
    const ids = await listingRepo.branchRestaurantIds(ctx.db, [page.branchId]);
    return { ids: ids.slice(0, LANDING_RESTAURANTS), total: ids.length };
  }
  return listingRepo.taggedIds(ctx.db, page.tagIds, undefined, { size: LANDING_RESTAURANTS, number: 1 });
}

function toLandingPage(row: repo.LandingPageRow, total: number, lang: Language): GroupLandingPage {
  return {
    slug: row.slug,
    branchId: row.branchId,
    title: localize(lang, row.titleEn, row.titleTh),
    description: localize(lang, row.descriptionEn, row.descriptionTh),
    tagIds: row.tagIds,
    updatedAt: row.updatedAt.toISOString(),
    totalRestaurants: total,
  };
}

/** GET /group_landing_pages.json */
export async function landingPages(
  ctx: ServerContext,
  lang: Language,
): Promise<Resource<GroupLandingPage, 'group_landing_pages'>[]> {
  const rows = await repo.listLandingPages(ctx.db);
  const totals = await Promise.all(rows.map((row) => landingRestaurantIds(ctx, row)));
  return rows.map((row, i) => ({
    id: String(row.id),
    type: 'group_landing_pages',
    attributes: toLandingPage(row, totals[i]?.total ?? 0, lang),
  }));
}

/** GET /group_landing_pages/{id|slug}.json, with its restaurants. */
export async function landingPage(
  ctx: ServerContext,
  key: string,
  lang: Language,
): Promise<Resource<GroupLandingPage & { restaurants: CardResource[] }, 'group_landing_pages'>> {
  const row = await repo.findLandingPage(ctx.db, key);
  if (!row) throw new NotFoundError(message(lang, 'dataNotFound'));
  const { ids, total } = await landingRestaurantIds(ctx, row);
  // Plain cards: on a chain's own page each card must lead to its restaurant, not back to the branch.
  const restaurants = await cardResources(ctx, ids, lang);
  return {
    id: String(row.id),
    type: 'group_landing_pages',
    attributes: { ...toLandingPage(row, total, lang), restaurants },
  };
}

/** GET /promotions.json?city_id=: every active banner of the city (and global ones), by orderNumber. */
export async function promotions(
  ctx: ServerContext,
  cityId: number | undefined,
  lang: Language,
): Promise<Banner[]> {
  const city = await findCity(ctx.db, cityId ?? DEFAULT_CITY_ID);
  if (!city) throw new NotFoundError(message(lang, 'cityNotFound'));
  const rows = await repo.listPromotions(ctx.db, city.id);
  return rows.map((row) => ({
    name: localize(lang, row.nameEn, row.nameTh),
    imageUrl: bannerUrl(row.id, BANNER_SIZE, lang),
    mobileImageUrl: bannerUrl(row.id, BANNER_MOBILE_SIZE, lang),
    link: row.link,
    orderNumber: row.orderNumber,
    cityId: row.cityId,
  }));
}

/** GET /facilities.json (the search page's facility filter). */
export async function facilityList(ctx: ServerContext, lang: Language): Promise<Facility[]> {
  const rows = await repo.listFacilities(ctx.db);
  return rows.map((f) => ({ id: f.id, slug: f.slug, name: localize(lang, f.nameEn, f.nameTh) }));
}

/** GET /dining_occasions.json */
export async function diningOccasionList(ctx: ServerContext, lang: Language): Promise<DiningOccasion[]> {
  const rows = await repo.listDiningOccasions(ctx.db);
  return rows.map((o) => ({ id: o.id, slug: o.slug, name: localize(lang, o.nameEn, o.nameTh) }));
}
