import { z } from 'zod';
import { answerOf } from './answer';
import { refusal } from './refusal';

/**
 * Partner modes (docs/decisions/0039-partner-modes.md): a partner's site opens ours with `partner`,
 * `token` and `layout` in the query, and the shell wears the partner's header, logo, colours, layout and
 * feature switches. Partners are data (server/modules/partners/partners.json), never code.
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

export const partnerFeaturesSchema = z.object({
  voucher: z.boolean(),
  offers: z.boolean(),
  giftCard: z.boolean(),
  breadcrumbs: z.boolean(),
  favorites: z.boolean(),
  mobileNavigation: z.boolean(),
  delivery: z.boolean(),
});
export type PartnerFeatures = z.infer<typeof partnerFeaturesSchema>;

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/** What the client gets of a partner: everything the shell needs, nothing of how we reach the partner. */
export const partnerSchema = z.object({
  name: z.string().regex(PARTNER_NAME_PATTERN),
  displayName: z.string().min(1).max(60),
  /** `name`: chosen by its name; `tag`: a tag-based partner, which also looks its users up by token. */
  kind: z.enum(['name', 'tag']),
  tag: z.enum(PARTNER_TAGS).nullable(),
  layout: z.enum(PARTNER_LAYOUTS),
  /** A path on our own origin (public/partners/): no partner image is fetched from the internet. */
  logo: z.string().regex(/^\/partners\/[a-z0-9-]+\.svg$/),
  colors: z.object({ primary: colour, onPrimary: colour }),
  /** Free key-value settings of the partner (shown text such as a support line). */
  data: z.record(z.string(), z.string()),
  features: partnerFeaturesSchema,
  /** Whether the partner answers who its user is from the `token` it passes. */
  hasUserInfo: z.boolean(),
});
export type Partner = z.infer<typeof partnerSchema>;

export const partnerParamsSchema = z.object({
  name: z.string().regex(PARTNER_NAME_PATTERN, refusal('partnerNotFound')),
});
export const partnerAnswerSchema = answerOf(partnerSchema);

export const partnerUserInfoBodySchema = z.object({
  token: z
    .string({ error: refusal('partnerTokenInvalid') })
    .regex(PARTNER_TOKEN_PATTERN, refusal('partnerTokenInvalid')),
});

/** Who the partner says its user is: used to fill the guest's details, never as a sign-in. */
export const partnerUserSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type PartnerUser = z.infer<typeof partnerUserSchema>;
export const partnerUserInfoAnswerSchema = answerOf(partnerUserSchema);
