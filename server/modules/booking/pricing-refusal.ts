import type { PricingError, PricingErrorCode } from '@/domain/pricing/pricing-types';
import { AppError } from '../../http/app-error';
import type { MessageKey } from '../../messages/messages';

const KEYS: Record<PricingErrorCode, MessageKey> = {
  noPackageRules: 'pricingNoPackageRules',
  noPackage: 'pricingNoPackage',
  invalidQuantity: 'pricingInvalidQuantity',
  emptyMenus: 'pricingEmptyMenus',
  unknownMenu: 'pricingUnknownMenu',
  packageLimit: 'pricingPackageLimit',
  sectionLimit: 'pricingSectionLimit',
  cannotCombine: 'pricingCannotCombine',
};

/**
 * The shared pricing rules refused the selection: 422 about `packages`, in English with the rule's own
 * message (it may name the menu), in Thai from the catalogue.
 */
export function pricingRefusal(error: PricingError): AppError {
  return new AppError(422, KEYS[error.code], error.params, { field: 'packages', saidIn: { en: error.message } });
}
