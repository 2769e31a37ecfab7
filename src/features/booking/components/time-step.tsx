import { Plural, Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { RestaurantDetail } from '@/contract/restaurant-detail';
import { seatStatus } from '@/domain/catalogue/seat-status';
import { bookingQueries } from '@/features/booking/booking-queries';
import { useBookingSession, updateBooking } from '@/features/booking/booking-store';
import type { BookingNavigation } from '@/features/booking/hooks/use-booking-navigation';
import { StepActions } from '@/features/booking/components/step-actions';
import { QueryProblem } from '@/features/booking/components/query-problem';
import { StaleSeatsNote } from '@/features/booking/components/stale-seats-note';
import { OrderNowOption } from '@/features/booking/delivery/order-now-option';

/** "N Seats left" / "Last One!" / "Sold Out!" (tests/domain/catalogue/seat-status.test.ts). */
export function SeatsLeft({ seats }: { seats: number }) {
  const status = seatStatus(seats);
  if (status.kind === 'normal') return null;
  if (status.kind === 'sold-out') return <Trans>Sold Out!</Trans>;
  if (status.kind === 'last') return <Trans>Last One!</Trans>;
  const n = status.seatsLeft;
  return <Trans>{n} Seats left</Trans>;
}

/** Step 3, the time: start times of the chosen date with the seats left. */
export function TimeStep({ restaurant, nav }: { restaurant: RestaurantDetail; nav: BookingNavigation }) {
  const { state } = useBookingSession();
  const kind = state.packagePreference ?? 'dine_in';
  const party = Math.max(1, state.adult + state.kids);
  const date = state.selectedDate ?? '';
  const times = useQuery({ ...bookingQueries.times(restaurant.id, kind, party, date), enabled: date !== '' });
  const slots = times.data?.items;

  return (
    <div className="booking-step">
      <fieldset className="booking-step__fieldset">
        <legend className="booking-step__legend">
          <Trans>Choose a time</Trans>
        </legend>
        {times.isPending && (
          <p role="status">
            <Trans>Loading</Trans>
          </p>
        )}
        {times.isError && <QueryProblem onRetry={() => void times.refetch()} />}
        <StaleSeatsNote cachedAt={times.data?.cachedAt} />
        {slots && slots.length === 0 && (
          <p role="status">
            <Trans>No times left on this date. Please choose another date.</Trans>
          </p>
        )}
        <OrderNowOption times={slots} party={party} />
        {slots && (
          <div className="booking-choices booking-choices--times">
            {slots.map((slot) => {
              const full = slot.seatsLeft < party;
              const seats = slot.seatsLeft;
              return (
                <label
                  key={slot.startTime}
                  className={`booking-choice${full ? ' booking-choice--off' : ''}`}
                  data-time={slot.startTime}
                >
                  <input
                    type="radio"
                    name="booking-time"
                    value={slot.startTime}
                    checked={state.selectedTime === slot.startTime}
                    disabled={full}
                    onChange={() => updateBooking((s) => ({ ...s, selectedTime: slot.startTime }))}
                  />
                  <span className="booking-choice__main">{slot.startTime}</span>
                  <span className="booking-choice__note">
                    {full && seats > 0 ? (
                      <Plural value={seats} one="Only # seat left" other="Only # seats left" />
                    ) : (
                      <SeatsLeft seats={seats} />
                    )}
                  </span>
                </label>
              );
            })}
          </div>
        )}
      </fieldset>
      <StepActions onBack={() => void nav.goTo(2)} onNext={() => void nav.goTo(4)} />
    </div>
  );
}
