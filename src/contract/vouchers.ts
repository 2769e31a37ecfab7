import { z } from 'zod';
import { answerOf } from './answer';
import { selectedPackageSchema } from './booking';
import { moneySchema } from './catalogue';
import { idParam, idValue } from './fields';
import { listPage, oneOf, queryReader, single, type Page } from './query-reader';
import { refusal } from './refusal';
import { pageLinksSchema } from './search';
import { MAX_APPLIED_VOUCHERS, MAX_VOUCHER_CODE_LENGTH } from './voucher-limits';

/**
 * Vouchers (docs/decisions/0037-vouchers.md): checking codes for a booking, a member's own vouchers, the
 * intro list and voucher groups. camelCase as both sides see them; amounts are Money in the restaurant's
 * (or the voucher's) currency.
 */

/** Vouchers per page of a member's list, and the most a caller may ask for. */
export const VOUCHERS_PAGE_SIZE = 10;
export const VOUCHERS_MAX_PAGE_SIZE = 50;

export const voucherSections = ['active', 'used', 'expired'] as const;
export type VoucherSection = (typeof voucherSections)[number];

export const voucherCategories = ['gift', 'restaurant', 'bank', 'first_app'] as const;

const voucherCode = z
  .string({ error: refusal('voucherCodeEmpty') })
  .transform((s) => s.trim().toUpperCase())
  .pipe(z.string().min(1, refusal('voucherCodeEmpty')).max(MAX_VOUCHER_CODE_LENGTH, refusal('voucherNotFound')));

/**
 * POST /vouchers/validate. A member is the token's (a userId in the body is never trusted); a guest gives
 * an e-mail and a phone with its calling code. `appliedCodes` are the codes already on the booking, so the
 * answer is the list as it stands with the new code added (gift vouchers combine with gift vouchers only).
 */
export const voucherValidationSchema = z.object({
  restaurantId: idValue(),
  userId: z.unknown().optional(),
  email: z.string().max(200).nullish(),
  phone: z.string().max(40).nullish(),
  callingCode: z.string().max(8).nullish(),
  voucherCode,
  appliedCodes: z.array(z.string().max(MAX_VOUCHER_CODE_LENGTH)).max(MAX_APPLIED_VOUCHERS).default([]),
  deliveryFee: z.unknown().optional(),
  distanceToRestaurant: z.unknown().optional(),
  adult: z.number().int().min(0).max(500),
  kids: z.number().int().min(0).max(500).default(0),
  packages: z.array(selectedPackageSchema).min(1, refusal('packagesFormat')).max(20),
  /** First 11 digits then XXXX. */
  ccNumber: z
    .string()
    .regex(/^\d{11}X{4}$/i, refusal('voucherCardFormat'))
    .nullish()
    .or(z.literal('').transform(() => null)),
  reservationDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, refusal('dateFormat'))
    .nullish(),
  /** Spaces become underscores ('dine in' → dine_in). */
  serviceType: z
    .string()
    .max(40)
    .transform((s) => s.trim().toLowerCase().replace(/\s+/g, '_'))
    .nullish(),
  paymentType: z.string().max(40).nullish(),
  location: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).nullish(),
});
export type VoucherValidationRequest = z.input<typeof voucherValidationSchema>;

export const voucherAttributesSchema = z.object({
  name: z.string(),
  category: z.enum(voucherCategories),
  amountType: z.enum(['fixed', 'percent', 'stored']),
  usageType: z.enum(['deductible', 'single']),
  /** Fixed vouchers: the amount off; gift vouchers: the stored value. */
  value: moneySchema,
  percent: z.number().nullable(),
  maxDiscount: moneySchema.nullable(),
  minSpend: moneySchema,
  /** A gift voucher's value not yet used; null for others. */
  balance: moneySchema.nullable(),
  validFrom: z.string(),
  validUntil: z.string(),
  restaurantIds: z.array(z.number()),
  packageTypes: z.array(z.string()),
  serviceTypes: z.array(z.string()),
  /** A bank-card voucher: the card number must be entered before it can be checked. */
  needsCard: z.boolean(),
  groupId: z.number().nullable(),
  status: z.enum(voucherSections),
});

export const voucherViewSchema = z.object({
  id: z.number(),
  type: z.literal('vouchers'),
  voucherCode: z.string(),
  voucherCategory: z.enum(['gift_voucher', 'other']),
  isDeductible: z.boolean(),
  /** In a check: what this voucher takes off the booking; in a list: what has been used of it. */
  amountUsed: moneySchema,
  paymentTypes: z.array(z.string()),
  isValid: z.boolean(),
  isSuccess: z.boolean(),
  validationMessage: z.string().nullable(),
  attributes: voucherAttributesSchema,
});
export type VoucherView = z.infer<typeof voucherViewSchema>;

export const usedVoucherSchema = z.object({ id: z.number(), amount: moneySchema });

export const voucherCalculationSchema = z.object({
  usedVouchers: z.array(usedVoucherSchema),
  subtotal: moneySchema,
  discount: moneySchema,
  total: moneySchema,
});
export type VoucherCalculation = z.infer<typeof voucherCalculationSchema>;

export const voucherValidationAnswerSchema = z.object({
  data: z.array(voucherViewSchema),
  meta: z.object({ calculate: voucherCalculationSchema }),
});
export type VoucherValidationAnswer = z.infer<typeof voucherValidationAnswerSchema>;

export interface VoucherListQuery {
  sectionType: VoucherSection;
  page: Page;
}

/** status/sectionType: active (default), used or expired. */
export const voucherListQuerySchema = queryReader(
  ['sectionType', 'status', 'page', 'provider'],
  (raw): VoucherListQuery => {
    const section =
      oneOf(single(raw, 'sectionType'), voucherSections, refusal('invalidVoucherSection')) ??
      oneOf(single(raw, 'status'), voucherSections, refusal('invalidVoucherSection')) ??
      'active';
    return { sectionType: section, page: listPage(raw, VOUCHERS_PAGE_SIZE, VOUCHERS_MAX_PAGE_SIZE) };
  },
);

export const voucherPageSchema = z.object({
  data: z.array(voucherViewSchema),
  links: pageLinksSchema,
  meta: z.object({ total: z.number().int().nonnegative() }),
});
export type VoucherPage = z.infer<typeof voucherPageSchema>;

export const voucherGroupSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
});
export type VoucherGroup = z.infer<typeof voucherGroupSchema>;

export const voucherIntroSchema = z.object({
  groups: z.array(voucherGroupSchema),
  vouchers: z.array(voucherViewSchema),
});

export const voucherIntroAnswerSchema = answerOf(voucherIntroSchema);
export const voucherGroupsAnswerSchema = answerOf(z.array(voucherGroupSchema));
/** A group on sale: one set (one copy of each voucher it names) costs `price`; the buyer's copies are their own. */
export const voucherGroupSaleSchema = z.object({
  price: moneySchema,
  maxPerOrder: z.number().int(),
  /** How long a bought copy stays valid, in days from payment. */
  validDays: z.number().int(),
  /** What one set holds: the names of the vouchers copied for the buyer. */
  includes: z.array(z.object({ name: z.string() })),
});
export type VoucherGroupSale = z.infer<typeof voucherGroupSaleSchema>;

export const voucherGroupWithVouchersSchema = voucherGroupSchema.extend({
  vouchers: z.array(voucherViewSchema),
  /** Absent or null: the group is not sold. */
  sale: voucherGroupSaleSchema.nullish(),
});
export type VoucherGroupWithVouchers = z.infer<typeof voucherGroupWithVouchersSchema>;
export const voucherGroupAnswerSchema = answerOf(voucherGroupWithVouchersSchema);
export const voucherGroupParamsSchema = z.object({ id: idParam('id') });
