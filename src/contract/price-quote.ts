import { z } from 'zod';
import { answerOf } from './answer';
import { selectedPackageSchema } from './booking';
import { moneySchema } from './catalogue';
import { idValue, INT4_MAX } from './fields';

/**
 * POST /reservations/price_quote.json (ours, decision 0022): the server prices a selection with the rules
 * it charges with, and the booking flow shows this answer — it never prices on its own. The same
 * restaurant, party, packages and delivery location give the same total the reservation then stores and
 * the gateway charges (the reservation sends it back as expectedTotal; a difference is refused).
 */
export const priceQuoteRequestSchema = z.object({
  restaurantId: idValue(),
  adult: z.number().int().min(0).max(500),
  kids: z.number().int().min(0).max(500).default(0),
  packages: z.array(selectedPackageSchema).min(1).max(20),
  /** Hungry@Home: how it is handed over (as in the reservation). */
  serviceType: z.enum(['pick_up', 'delivery']).nullish(),
  /** Where a delivery goes; its fee is the shared delivery-fee rule from the restaurant's position. */
  location: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).nullish(),
  /**
   * A signed-in member's points to take off the total (decision 0034), at the ratio named; checked against
   * the member's ledger as the reservation checks them. 0 = none.
   */
  redeemedPoints: z.number().int().min(0).max(INT4_MAX).default(0),
  adaptivePointsRatioId: z.number().int().min(1).max(INT4_MAX).nullish(),
  /** The vouchers applied (decision 0037), priced as the reservation will price them; ignored with points. */
  voucherCodes: z.array(z.string().max(60)).max(5).nullish(),
  ccNumber: z.string().regex(/^\d{11}X{4}$/i).nullish(),
  paymentType: z.string().max(30).nullish(),
});
export type PriceQuoteRequest = z.infer<typeof priceQuoteRequestSchema>;

export const priceQuoteLineSchema = z.object({
  restaurantPackageId: z.number(),
  name: z.string(),
  quantity: z.number(),
  /** per_head: adults × unit price + the kids' share; per_unit: quantity × unit price; a_la_carte: menus. */
  basis: z.enum(['per_head', 'per_unit', 'a_la_carte']),
  unitPrice: moneySchema,
  /** per_head only: the adults' part and the kids' part of `total` (zero otherwise). */
  adultsTotal: moneySchema,
  kidsTotal: moneySchema,
  total: moneySchema,
  menus: z.array(z.object({ id: z.number(), name: z.string(), quantity: z.number(), total: moneySchema })),
});
export type PriceQuoteLine = z.infer<typeof priceQuoteLineSchema>;

export const priceQuoteSchema = z.object({
  lines: z.array(priceQuoteLineSchema),
  subtotal: moneySchema,
  deliveryFee: moneySchema,
  /** The points taken off and what they are worth (0 and zero money without a redemption). */
  redeemedPoints: z.number().int().nonnegative().optional(),
  pointsDiscount: moneySchema.optional(),
  /** What the vouchers take off (zero money without any). */
  voucherDiscount: moneySchema.optional(),
  /** What the reservation will charge, to the satang (Money.amount in major units), points taken off. */
  total: moneySchema,
  /** A delivery to `location` is outside the restaurant's area (its fee is then 0 here). */
  outOfDeliveryArea: z.boolean(),
});
export type PriceQuote = z.infer<typeof priceQuoteSchema>;

export const priceQuoteAnswerSchema = answerOf(priceQuoteSchema);
