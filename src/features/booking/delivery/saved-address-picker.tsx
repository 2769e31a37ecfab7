import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { locationFromSavedAddress } from '@/domain/addresses/saved-address-location';
import type { BookingLocation } from '@/domain/booking/booking-state';
import { memberProfileQuery } from '@/entities/account/profile-query';
import { addressesQuery } from '@/entities/address/address-query';
import { configQuery } from '@/entities/config/config-query';
import { sessionStore } from '@/entities/session/session';
import { useStore } from '@/lib/create-store';
import { useLanguage } from '@/lib/use-language';
import { updateBooking } from '@/features/booking/booking-store';

/**
 * A member's saved addresses at the top of the delivery form (e2e/booking-saved-address.spec.ts), when
 * the app saves addresses (config enableSaveAddress). Picking one fills the form; one with a map point is
 * booked by its id, one without needs the diner's position first (src/domain/addresses/
 * saved-address-location.ts). Guests, and members with nothing saved, see nothing here.
 */
export function SavedAddressPicker({ location }: { location: BookingLocation | null }) {
  const lang = useLanguage();
  const headingId = useId();
  const member = useStore(sessionStore);
  const config = useQuery(configQuery(lang));
  const enabled = member !== null && Boolean(config.data?.features.enableSaveAddress);
  const profile = useQuery({ ...memberProfileQuery(member?.email ?? null), enabled });
  const list = useQuery({
    ...addressesQuery(member?.email ?? null, profile.data?.id),
    enabled: enabled && profile.data !== undefined,
  });
  const [needsPosition, setNeedsPosition] = useState<number | null>(null);

  if (!enabled || !list.data || list.data.length === 0) return null;

  return (
    <fieldset className="delivery-panel__saved" aria-labelledby={headingId}>
      <legend id={headingId} className="booking-step__legend">
        <Trans>Your saved addresses</Trans>
      </legend>
      {list.data.map((saved) => (
        <label key={saved.id} className="booking-choice delivery-panel__saved-choice">
          <input
            type="radio"
            name="delivery-saved-address"
            value={saved.id}
            checked={location?.addressId === saved.id}
            aria-describedby={needsPosition === saved.id ? `saved-address-${saved.id}-problem` : undefined}
            onChange={() => {
              const pick = locationFromSavedAddress(saved, location);
              if (!pick.ok) {
                setNeedsPosition(saved.id);
                return;
              }
              setNeedsPosition(null);
              updateBooking((s) => ({ ...s, location: pick.location, distanceToRestaurant: null }));
            }}
          />
          <span className="booking-choice__main">
            <strong>{saved.name}</strong>
            {saved.primary && (
              <span className="delivery-panel__saved-primary">
                {' '}
                <Trans>(primary)</Trans>
              </span>
            )}
            <span className="delivery-panel__saved-text">{saved.address}</span>
          </span>
          {needsPosition === saved.id && (
            <span id={`saved-address-${saved.id}-problem`} className="booking-field__error" role="alert">
              <Trans>This address has no map location: use your location first, then pick it.</Trans>
            </span>
          )}
        </label>
      ))}
    </fieldset>
  );
}
