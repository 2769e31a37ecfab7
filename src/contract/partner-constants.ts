/**
 * The partner constants without a schema library, so the shell's first bundle can read a partner query
 * without zod (the schemas in ./partners.ts load with the partner calls).
 */

/** The partner tags the product knows; a tag-based partner names one of them. */
export const PARTNER_TAGS = [
  'engineering',
  'newstaging',
  'ballbot',
  'venus',
  'productionsupport',
  'production',
  'env',
  'aoa',
  'tagthai',
  'openrice',
] as const;
export type PartnerTag = (typeof PARTNER_TAGS)[number];

/** How the shell is laid out around the page: `partner` keeps the footer, `embedded` is only the page. */
export const PARTNER_LAYOUTS = ['partner', 'embedded'] as const;
export type PartnerLayout = (typeof PARTNER_LAYOUTS)[number];

/** A partner's name in the query and the path: short, lowercase. */
export const PARTNER_NAME_PATTERN = /^[a-z][a-z0-9-]{1,31}$/;
/** A partner's user token: opaque to us, bounded so a query cannot carry a novel. */
export const PARTNER_TOKEN_PATTERN = /^[A-Za-z0-9._~-]{1,256}$/;

/** A partner colour: #rrggbb. */
export const COLOUR_PATTERN = /^#[0-9a-fA-F]{6}$/;
