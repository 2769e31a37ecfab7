import { Plural, Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { RestaurantDetail } from '@/contract/restaurant-detail';
import { useBookingSession, updateBooking } from '@/features/booking/booking-store';
import type { BookingNavigation } from '@/features/booking/hooks/use-booking-navigation';
import { StepActions } from '@/features/booking/components/step-actions';

/** When the restaurant gives no table size, this is the most one booking may seat. */
const DEFAULT_LARGEST_TABLE = 20;
/** Big groups may ask for this many more people than the largest table. */
const BIG_GROUP_EXTRA = 30;

/** The party limits of a restaurant: big groups go above the largest table only where enabled. */
export function partyLimits(r: Pick<RestaurantDetail, 'largestTable' | 'isEnableBigGroup'>): { largestTable: number; max: number } {
  const largestTable = r.largestTable > 0 ? r.largestTable : DEFAULT_LARGEST_TABLE;
  return { largestTable, max: r.isEnableBigGroup ? largestTable + BIG_GROUP_EXTRA : largestTable };
}

/**
 * Step 1, adults and kids. A party larger than the restaurant's largest table is a
 * big group (only where the restaurant enables it): the reservation is sent with bigGroup and waits for
 * the restaurant's confirmation.
 */
export function PeopleStep({ restaurant, nav }: { restaurant: RestaurantDetail; nav: BookingNavigation }) {
  const { state } = useBookingSession();
  const adultsId = useId();
  const kidsId = useId();
  const noteId = useId();
  const { largestTable, max } = partyLimits(restaurant);
  const kidsAllowed = restaurant.isAcceptKids;

  const setParty = (adult: number, kids: number) => {
    const party = adult + kids;
    const isBigGroup = restaurant.isEnableBigGroup && party > largestTable;
    updateBooking((s) => ({ ...s, adult, kids, isBigGroup, bigGroupMinSize: isBigGroup ? largestTable + 1 : null }));
  };

  const adultOptions = Array.from({ length: max }, (_, i) => i + 1);
  const kidsOptions = Array.from({ length: Math.max(0, max - Math.max(1, state.adult)) + 1 }, (_, i) => i);
  const party = state.adult + state.kids;

  return (
    <div className="booking-step">
      <fieldset className="booking-step__fieldset" aria-describedby={state.isBigGroup ? noteId : undefined}>
        <legend className="booking-step__legend">
          <Trans>How many people?</Trans>
        </legend>
        <div className="booking-field">
          <label htmlFor={adultsId}>
            <Trans>Adults</Trans>
          </label>
          <select
            id={adultsId}
            value={state.adult}
            onChange={(e) => setParty(Number(e.target.value), Math.min(state.kids, max - Number(e.target.value)))}
          >
            <option value={0} disabled>
              —
            </option>
            {adultOptions.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        {kidsAllowed && (
          <div className="booking-field">
            <label htmlFor={kidsId}>
              <Trans>Kids</Trans>
            </label>
            <select id={kidsId} value={state.kids} onChange={(e) => setParty(state.adult, Number(e.target.value))}>
              {kidsOptions.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
        )}
        {party > 0 && (
          <p className="booking-step__summary">
            <Plural value={party} one="# person" other="# people" />
          </p>
        )}
      </fieldset>
      {state.isBigGroup && (
        <p id={noteId} className="booking-note" role="status">
          <Trans>
            Big group: your party is larger than the largest table ({largestTable} seats). The restaurant will
            confirm your booking.
          </Trans>
        </p>
      )}
      {!restaurant.isEnableBigGroup && (
        <p className="booking-hint">
          <Trans>Up to {largestTable} people per booking.</Trans>
        </p>
      )}
      <StepActions onNext={() => void nav.goTo(2)} />
    </div>
  );
}
