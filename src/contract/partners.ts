import { z } from 'zod';
import { answerOf } from './answer';
import { refusal } from './refusal';
import {
  COLOUR_PATTERN,
  PARTNER_LAYOUTS,
  PARTNER_NAME_PATTERN,
  PARTNER_TAGS,
  PARTNER_TOKEN_PATTERN,
} from './partner-constants';


/**
 * Partner modes (docs/decisions/0039-partner-modes.md): a partner's site opens ours with `partner`,
 * `token` and `layout` in the query, and the shell wears the partner's header, logo, colours, layout and
 * feature switches. Partners are data (server/modules/partners/partners.json), never code.
 */

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

const colour = z.string().regex(COLOUR_PATTERN);

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
