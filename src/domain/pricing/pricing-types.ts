import type { PricingType } from '@/contract/catalogue';
import type { PackageTypeCode } from '@/contract/catalogue-constants';

/**
 * The inputs of the pricing rules (rule selection, kids price, limits), in integer minor units. Only
 * the server prices (decision 0022): it builds these from its rows, and the booking flow shows the
 * server's answer (POST /reservations/price_quote.json), so what is shown is what is charged.
 */
export interface PricingRuleInput {
  priceMinor: number;
  /** Percent of the adult price a kid pays; null = kids pay full price. */
  kidsPriceRate: number | null;
  minSeat: number | null;
  maxSeat: number | null;
  perPack: number | null;
}

export interface MenuInput {
  id: number;
  sectionId: number;
  name: string;
  priceMinor: number;
  /** Most of this item per order; null = no cap. */
  quantityLimit: number | null;
}

export interface MenuSectionInput {
  id: number;
  name: string;
  /** Most items picked in the section; null = no cap. */
  quantityLimit: number | null;
}

export interface PackagePricingInput {
  id: number;
  name: string;
  typeCode: PackageTypeCode;
  pricingType: PricingType;
  isAlaCarte: boolean;
  /**
   * Whether it may share a booking with other packages of the same type (else cannotCombine).
   * Optional so older callers compile; missing = allowed, so pass it wherever it is known.
   */
  isAllowMix?: boolean;
  /** Package default when a rule has none. */
  kidsPriceRate: number | null;
  rules: readonly PricingRuleInput[];
  sections: readonly MenuSectionInput[];
  menus: readonly MenuInput[];
}

export interface PackageSelection {
  /** People (per_person), sets (per_set), packs (per_pack); à la carte: 1. */
  quantity: number;
  menus: readonly { id: number; quantity: number }[];
}

export interface Party {
  adult: number;
  kids: number;
}

/**
 * A refusal of the pricing rules. `code` is stable (the UI translates by it); `message` is the product's
 * English text with its params filled in (what the server sends in a 422); `params` fill a translation.
 */
export interface PricingError {
  code: PricingErrorCode;
  message: string;
  params: Readonly<Record<string, string | number>>;
}

export type PricingErrorCode =
  | 'noPackageRules'
  | 'noPackage'
  | 'invalidQuantity'
  | 'emptyMenus'
  | 'unknownMenu'
  | 'packageLimit'
  | 'sectionLimit'
  | 'cannotCombine';
