import type { ServiceType } from '@/domain/booking/service-types-offered';
import { createStore, useStore } from '@/lib/create-store';
import { bookingStore, useBookingSession } from '@/features/booking/booking-store';
import { storageKeys } from '@/lib/storage-keys';

/**
 * The diner's delivery choices that the booking state has no field for: pick-up or delivery
 * (bookingMethod only says "delivery/pick up") and order-now. The location and the distance themselves
 * are BookingState fields and live in the booking store. Kept in sessionStorage next to
 * the booking (same tab, same lifetime), so a reload keeps them; bound to the restaurant the choice was
 * made for, so another restaurant's booking starts without it.
 */
export const DELIVERY_STORAGE_KEY = storageKeys.bookingDelivery;



/** The slot order-now was chosen for: it counts only while the booking still has that date and time. */
export interface OrderNowSlot {
  date: string;
  time: string;
}

export interface DeliveryChoice {
  restaurantSlug: string | null;
  serviceType: ServiceType | null;
  orderNow: OrderNowSlot | null;
}

const EMPTY: DeliveryChoice = { restaurantSlug: null, serviceType: null, orderNow: null };

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readDeliveryChoice(store: Pick<Storage, 'getItem'> | null = storage()): DeliveryChoice {
  try {
    const value = JSON.parse(store?.getItem(DELIVERY_STORAGE_KEY) ?? 'null') as Partial<DeliveryChoice> | null;
    if (!value || typeof value !== 'object') return EMPTY;
    const serviceType = value.serviceType === 'delivery' || value.serviceType === 'pick_up' ? value.serviceType : null;
    const o = value.orderNow;
    const orderNow = o && typeof o.date === 'string' && typeof o.time === 'string' ? { date: o.date, time: o.time } : null;
    return { restaurantSlug: typeof value.restaurantSlug === 'string' ? value.restaurantSlug : null, serviceType, orderNow };
  } catch {
    return EMPTY;
  }
}

export const deliveryStore = createStore<DeliveryChoice>(typeof window === 'undefined' ? EMPTY : readDeliveryChoice());

deliveryStore.subscribe(() => {
  try {
    storage()?.setItem(DELIVERY_STORAGE_KEY, JSON.stringify(deliveryStore.get()));
  } catch {
    // Storage full or blocked: the choice lives until the tab closes.
  }
});

/** The choice for the booking in progress (empty when it was made for another restaurant). */
export function currentDeliveryChoice(
  choice: DeliveryChoice = deliveryStore.get(),
  slug: string | null = bookingStore.get().restaurantSlug,
): DeliveryChoice {
  return choice.restaurantSlug !== null && choice.restaurantSlug === slug ? choice : { ...EMPTY, restaurantSlug: slug };
}

export function useDeliveryChoice(): DeliveryChoice {
  const choice = useStore(deliveryStore);
  const { restaurantSlug } = useBookingSession();
  return currentDeliveryChoice(choice, restaurantSlug);
}

export function updateDeliveryChoice(patch: Partial<Omit<DeliveryChoice, 'restaurantSlug'>>): void {
  const slug = bookingStore.get().restaurantSlug;
  deliveryStore.set((prev) => ({ ...currentDeliveryChoice(prev, slug), ...patch, restaurantSlug: slug }));
}

/** Set when a confirm was refused for the delivery part: the panel then shows what is missing. */
export const deliveryErrorsShownStore = createStore<boolean>(false);
