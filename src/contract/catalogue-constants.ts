/**
 * Plain constants of the catalogue contract, in a module without zod: the client's first bundle (route
 * search parsing, the home's list sizes) and light chunks such as the booking-draft recorder need these
 * values, and importing them from the schema modules would pull zod and every schema into them (zod calls
 * are not tree-shaken).
 */

/** Package types: All You Can Eat, Buffet Plus, Party Pack, Xperience, Hungry Lunch, Hungry@Home, Set Menu. */
export const packageTypeCodes = ['ayce', 'bfp', 'pp', 'xp', 'hs', 'hah', 'sm'] as const;
export type PackageTypeCode = (typeof packageTypeCodes)[number];

export const serviceTypeCodes = ['dine_in', 'delivery', 'experience'] as const;
export type ServiceTypeCode = (typeof serviceTypeCodes)[number];

export const searchSorts = ['price asc', 'price desc', 'reviews_score desc', 'most_reviewed'] as const;
export type SearchSort = (typeof searchSorts)[number];

/** Sections a "view all" link may name (home "New Restaurants" → section=new). */
export const searchSections = ['new', 'top', 'trending'] as const;
export type SearchSection = (typeof searchSections)[number];

export const DEFAULT_PAGE_SIZE = 10;

export const FEATURED_PAGE_SIZE = 20;
export const LIST_PAGE_SIZE = 10;
export const MAX_LIST_PAGE_SIZE = 50;
