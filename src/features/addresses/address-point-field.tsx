import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { locationFailureMessage } from '@/entities/location/location-failure-message';
import { useCurrentPosition } from '@/entities/location/use-current-position';

interface AddressPointFieldProps {
  point: { lat: number; lng: number } | null;
  onChange: (point: { lat: number; lng: number } | null) => void;
  /** The server's refusal of the point, if any. */
  error: string | null;
}

/**
 * The address's map point, taken from where the member stands ("Pin my current location") and removable.
 * No map is drawn: the default run fetches nothing from the internet, and the point is what matters —
 * a delivery to a pinned address is priced from it without asking again (e2e/addresses.spec.ts).
 */
export function AddressPointField({ point, onChange, error }: AddressPointFieldProps) {
  const id = useId();
  const { i18n } = useLingui();
  const { lookup, locate } = useCurrentPosition(onChange);
  const locating = lookup.status === 'locating';
  const problem = lookup.status === 'failed' ? locationFailureMessage(lookup.failure, i18n) : error;

  return (
    <fieldset className="address-field address-point" aria-describedby={`${id}-state`}>
      <legend>
        <Trans>Map point (optional)</Trans>
      </legend>
      <p id={`${id}-state`} className="address-point__state" role="status">
        {point ? (
          <Trans>
            Pinned at {point.lat.toFixed(5)}, {point.lng.toFixed(5)}. Deliveries go to this point.
          </Trans>
        ) : (
          <Trans>Not pinned: you will be asked for your location when you order delivery.</Trans>
        )}
      </p>
      <div className="address-point__actions">
        <button type="button" className="button" onClick={locate} disabled={locating} aria-busy={locating}>
          {locating ? (
            <Trans>Finding your location…</Trans>
          ) : point ? (
            <Trans>Pin again where I am</Trans>
          ) : (
            <Trans>Pin my current location</Trans>
          )}
        </button>
        {point && (
          <button type="button" className="button button--ghost" onClick={() => onChange(null)}>
            <Trans>Remove pin</Trans>
          </button>
        )}
      </div>
      {problem && (
        <p className="address-field__error" role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
