/**
 * A corporate event opened with its secret (tests/domain/booking/corporate-event.test.ts). An event
 * belongs to one restaurant: opened on another restaurant's corporate page it is 'wrongRestaurant'
 * ('You open wrong corporate restaurant'). A reservation carries the event's id only when it is made at
 * that restaurant; anywhere else the diner books as anyone does.
 */
export interface CorporateEventRef {
  id: number;
  restaurantId: number;
}

export function corporateEventCheck(event: CorporateEventRef, openedRestaurantId: number): 'ok' | 'wrongRestaurant' {
  return event.restaurantId === openedRestaurantId ? 'ok' : 'wrongRestaurant';
}

/** The corporateEventId a reservation at `restaurantId` sends: the saved event's, when it is this restaurant's. */
export function corporateEventIdFor(saved: CorporateEventRef | null, restaurantId: number): number | null {
  return saved && corporateEventCheck(saved, restaurantId) === 'ok' ? saved.id : null;
}
