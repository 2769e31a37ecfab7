import { Trans } from '@lingui/react/macro';
import type { AvailableTime } from '@/contract/booking';
import { now } from '@/lib/dayjs';
import { updateBooking, useBookingSession } from '@/features/booking/booking-store';
import { isOrderNowSelected } from '@/features/booking/delivery/delivery-rules';
import { updateDeliveryChoice, useDeliveryChoice } from '@/features/booking/delivery/delivery-store';
import '@/features/booking/delivery/delivery.css';

/** The slot an order placed now goes into: the first start time today with room for the party. */
export function orderNowTime(times: readonly AvailableTime[] | undefined, party: number): string | null {
  return times?.find((t) => t.seatsLeft >= party)?.startTime ?? null;
}

/**
 * Order now vs a time at step 3 (Hungry@Home isOrderNow; tests/features/booking/delivery-order-now.test.tsx):
 * offered for delivery packages when the chosen date is today and a start time is still open. Ordering now
 * books that first open slot (the seats and the kitchen's plan are per slot) and marks the reservation
 * isOrderNow; picking another time afterwards is ordering for that time.
 */
export function OrderNowOption({ times, party }: { times: readonly AvailableTime[] | undefined; party: number }) {
  const { state } = useBookingSession();
  const choice = useDeliveryChoice();
  const first = orderNowTime(times, party);
  const today = now().format('YYYY-MM-DD');
  if (state.packagePreference !== 'delivery' || state.selectedDate !== today || first === null) return null;
  const checked = isOrderNowSelected(choice.orderNow, state);
  const date = state.selectedDate;

  return (
    <label className="order-now">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => {
          if (e.target.checked) {
            updateBooking((s) => ({ ...s, selectedTime: first }));
            updateDeliveryChoice({ orderNow: { date, time: first } });
          } else {
            updateDeliveryChoice({ orderNow: null });
          }
        }}
      />
      <span>
        <Trans>Order now (as soon as possible, from {first})</Trans>
      </span>
    </label>
  );
}
