import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { RestaurantDetail } from '@/contract/restaurant-detail';
import { inAppZone } from '@/lib/dayjs';
import { bookingQueries, calendarDays } from '@/features/booking/booking-queries';
import { useBookingSession, updateBooking } from '@/features/booking/booking-store';
import type { BookingNavigation } from '@/features/booking/hooks/use-booking-navigation';
import { StepActions } from '@/features/booking/components/step-actions';
import { QueryProblem } from '@/features/booking/components/query-problem';
import { StaleSeatsNote } from '@/features/booking/components/stale-seats-note';

/** Step 2, the date: the days the server says have seats for this party and kind. */
export function DateStep({ restaurant, nav }: { restaurant: RestaurantDetail; nav: BookingNavigation }) {
  const { t } = useLingui();
  const { state } = useBookingSession();
  const kind = state.packagePreference ?? 'dine_in';
  const party = Math.max(1, state.adult + state.kids);
  const dates = useQuery(bookingQueries.dates(restaurant.id, kind, party, calendarDays(restaurant.daysInAdvance)));
  const days = dates.data?.items;

  const choose = (date: string) =>
    updateBooking((s) => (s.selectedDate === date ? s : { ...s, selectedDate: date, selectedTime: null }));

  return (
    <div className="booking-step">
      <fieldset className="booking-step__fieldset">
        <legend className="booking-step__legend">
          <Trans>Choose a date</Trans>
        </legend>
        {dates.isPending && (
          <p role="status">
            <Trans>Loading</Trans>
          </p>
        )}
        {dates.isError && <QueryProblem onRetry={() => void dates.refetch()} />}
        <StaleSeatsNote cachedAt={dates.data?.cachedAt} />
        {days && days.every((d) => !d.available) && (
          <p role="status">
            <Trans>No dates with free seats for this party. Try fewer people.</Trans>
          </p>
        )}
        {days && (
          <div className="booking-choices booking-choices--dates">
            {days.map((d) => {
              const day = inAppZone(d.date);
              return (
                <label
                  key={d.date}
                  className={`booking-choice${d.available ? '' : ' booking-choice--off'}`}
                  data-date={d.date}
                >
                  <input
                    type="radio"
                    name="booking-date"
                    value={d.date}
                    checked={state.selectedDate === d.date}
                    disabled={!d.available}
                    onChange={() => choose(d.date)}
                    aria-label={`${day.format('dddd D MMMM YYYY')}${d.available ? '' : `, ${t`Fully booked`}`}`}
                  />
                  <span className="booking-choice__main" aria-hidden="true">
                    {day.format('ddd D MMM')}
                  </span>
                  {!d.available && (
                    <span className="booking-choice__note" aria-hidden="true">
                      <Trans>Full</Trans>
                    </span>
                  )}
                </label>
              );
            })}
          </div>
        )}
      </fieldset>
      <StepActions onBack={() => void nav.goTo(1)} onNext={() => void nav.goTo(3)} />
    </div>
  );
}
