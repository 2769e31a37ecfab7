import { createStore } from '@/lib/create-store';

/**
 * The preferred order time of a delivery booking: a delivery pending booking with order-now set
 * sets the preferred order time to order-now. The booking state of src/domain has no such
 * field yet (the flow has no order-now choice), so the resume records it here for the delivery step to
 * read; null means the booking's own date and time.
 */
export type PreferredOrderTime = 'order_now' | null;

export const preferredOrderTimeStore = createStore<PreferredOrderTime>(null);
