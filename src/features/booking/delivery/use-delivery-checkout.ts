import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ReservationBody } from '@/features/booking/booking-calls';
import type { DeliveryFeeQuote } from '@/contract/listings';
import type { RestaurantDetail } from '@/contract/restaurant-detail';
import { guestPhone } from '@/domain/booking/guest-phone';
import { chosenServiceType, serviceTypesOffered, type ServiceType } from '@/domain/booking/service-types-offered';
import { showToast } from '@/lib/toast-store';
import { bookingStore, useBookingSession } from '@/features/booking/booking-store';
import { deliveryProblemMessage, DELIVERY_FIELD_IDS } from '@/features/booking/delivery/delivery-fields';
import { deliveryQueries } from '@/features/booking/delivery/delivery-queries';
import { deliveryPart, type DeliveryPartResult } from '@/features/booking/delivery/delivery-rules';
import {
  currentDeliveryChoice,
  deliveryErrorsShownStore,
  useDeliveryChoice,
} from '@/features/booking/delivery/delivery-store';

export interface DeliveryCheckout {
  /** delivery / pick_up for a Hungry@Home booking, null for any other. */
  serviceType: ServiceType | null;
  /**
   * The reservation body with the delivery part (serviceType, isOrderNow, distanceToRestaurant, address or
   * addressId), or null when the delivery is not complete: then the panel shows what is missing, the
   * first missing field gets the focus and a toast says why.
   */
  complete: (body: ReservationBody) => ReservationBody | null;
  /** Whether the delivery part is complete (shows what is missing when not); call before paying. */
  check: () => boolean;
}

function quoteFor(queryClient: QueryClient, restaurantId: number): DeliveryFeeQuote | null {
  const location = bookingStore.get().state.location;
  if (!location) return null;
  return queryClient.getQueryData(deliveryQueries.fee(restaurantId, location).queryKey) ?? null;
}

/**
 * Step 5's use of the delivery panel: the handover (its fee is priced by the server's price quote) and
 * the payload for the reservation.
 */
export function useDeliveryCheckout(restaurant: RestaurantDetail): DeliveryCheckout {
  const queryClient = useQueryClient();
  const { state } = useBookingSession();
  const choice = useDeliveryChoice();
  const serviceType = chosenServiceType(choice.serviceType, serviceTypesOffered(restaurant.packages, state.selectedPackages));

  const evaluate = (): DeliveryPartResult => {
    const session = bookingStore.get();
    const current = currentDeliveryChoice();
    const type = chosenServiceType(current.serviceType, serviceTypesOffered(restaurant.packages, session.state.selectedPackages));
    const phone = guestPhone(session.guest.phone, session.guest.phoneCode);
    const result = deliveryPart({
      serviceType: type,
      orderNow: current.orderNow,
      state: session.state,
      quote: quoteFor(queryClient, restaurant.id),
      contact: { name: session.guest.name, phone: phone.ok ? phone.phone : session.guest.phone.trim() },
    });
    if (!result.ok) {
      deliveryErrorsShownStore.set(true);
      showToast(deliveryProblemMessage(result.problem), 'error');
      document.getElementById(DELIVERY_FIELD_IDS[result.problem])?.focus();
    }
    return result;
  };

  const complete = (body: ReservationBody): ReservationBody | null => {
    const result = evaluate();
    if (!result.ok) return null;
    const { part } = result;
    return {
      ...body,
      reservation: { ...body.reservation, ...part.reservation },
      address: part.address,
      addressId: part.addressId,
    };
  };

  return {
    serviceType,
    complete,
    check: () => evaluate().ok,
  };
}
