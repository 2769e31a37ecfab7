import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { noRoutesMessage } from '@/features/booking/booking-messages';
import type { DeliveryProblem } from '@/features/booking/delivery/delivery-rules';

/** Fixed ids of the panel's controls, so a refused confirm can focus what is missing. */
export const DELIVERY_FIELD_IDS: Record<DeliveryProblem, string> = {
  position: 'delivery-locate',
  address: 'delivery-address',
  quote: 'delivery-locate',
  noRoutes: 'delivery-locate',
};

export function deliveryProblemMessage(problem: DeliveryProblem): string {
  switch (problem) {
    case 'position':
      return i18n._(msg`Please share your location or enter where to deliver`);
    case 'address':
      return i18n._(msg`Address field is required`);
    case 'quote':
      return i18n._(msg`The delivery fee is not known yet, please wait a moment`);
    case 'noRoutes':
      return noRoutesMessage();
  }
}
