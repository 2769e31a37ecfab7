import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { RestaurantDetail } from '@/contract/restaurant-detail';
import type { BookingLocation } from '@/domain/booking/booking-state';
import { formatMoney } from '@/domain/format/money';
import { editedLocation, type LocationTextField } from '@/domain/addresses/saved-address-location';
import { isValidLatLng } from '@/domain/geo/haversine';
import { chosenServiceType, serviceTypesOffered, type ServiceType } from '@/domain/booking/service-types-offered';
import { useStore } from '@/lib/create-store';
import { useLanguage } from '@/lib/use-language';
import { noRoutesMessage } from '@/features/booking/booking-messages';
import { locationFailureMessage } from '@/entities/location/location-failure-message';
import { updateBooking, useBookingSession } from '@/features/booking/booking-store';
import { DeliveryApiError } from '@/features/booking/delivery/delivery-api';
import { deliveryProblemMessage, DELIVERY_FIELD_IDS } from '@/features/booking/delivery/delivery-fields';
import { deliveryQueries } from '@/features/booking/delivery/delivery-queries';
import {
  isOrderNowSelected,
  locationAt,
} from '@/features/booking/delivery/delivery-rules';
import {
  deliveryErrorsShownStore,
  updateDeliveryChoice,
  useDeliveryChoice,
} from '@/features/booking/delivery/delivery-store';
import { SavedAddressPicker } from '@/features/booking/delivery/saved-address-picker';
import { useCurrentPosition } from '@/entities/location/use-current-position';
import { preferredOrderTimeStore } from '@/features/booking/pending/order-time';
import '@/features/booking/delivery/delivery.css';


function errorText(error: unknown, fallback: string): string {
  return error instanceof DeliveryApiError ? error.message : fallback;
}

function setPosition(at: { lat: number; lng: number }): void {
  // A new position has a new distance: the old one must not be sent with it.
  updateBooking((s) => ({ ...s, location: locationAt(s.location, at, null), distanceToRestaurant: null }));
}

function setField(field: LocationTextField, value: string): void {
  updateBooking((s) => (s.location ? { ...s, location: editedLocation(s.location, { [field]: value }) } : s));
}

/**
 * The delivery part of step 5 for Hungry@Home packages (tests/features/booking/delivery-panel.test.tsx):
 * pick-up or delivery (as the selected packages allow), and for delivery the position ("use my location", or
 * coordinates typed behind the place lookup: no map here, nothing from the internet), the address form, the
 * distance and the fee quote. Everything is kept in the booking (sessionStorage), so a reload keeps it.
 * Renders nothing for bookings without a hah package.
 */
export function DeliveryPanel({ restaurant }: { restaurant: RestaurantDetail }) {
  const { t, i18n } = useLingui();
  const lang = useLanguage();
  const { state } = useBookingSession();
  const choice = useDeliveryChoice();
  const showErrors = useStore(deliveryErrorsShownStore);
  const headingId = useId();
  const offered = serviceTypesOffered(restaurant.packages, state.selectedPackages);
  const serviceType = chosenServiceType(choice.serviceType, offered);
  const location = state.location;
  const delivering = serviceType === 'delivery';
  const at = location ?? { lat: 0, lng: 0 };
  const distance = useQuery({ ...deliveryQueries.distance(restaurant.id, at), enabled: delivering && location !== null });
  const fee = useQuery({ ...deliveryQueries.fee(restaurant.id, at), enabled: delivering && location !== null });
  const place = useQuery({ ...deliveryQueries.place(at), enabled: delivering && location !== null });
  const { lookup, locate } = useCurrentPosition(setPosition);

  // Errors shown after a refused confirm belong to that attempt.
  useEffect(() => () => deliveryErrorsShownStore.set(false), []);

  // The distance of this position is the booking's (distanceToRestaurant, km).
  const km = distance.data?.distance;
  useEffect(() => {
    if (km === undefined) return;
    updateBooking((s) => (s.distanceToRestaurant === km ? s : { ...s, distanceToRestaurant: km }));
  }, [km]);

  // The place at the position names it and fills an empty address (the diner's typing wins).
  const found = place.data;
  useEffect(() => {
    if (!found) return;
    updateBooking((s) => {
      const loc = s.location;
      if (!loc || loc.placeName === found.name) return s;
      return { ...s, location: { ...loc, placeName: found.name, address: loc.address.trim() === '' ? found.address : loc.address } };
    });
  }, [found]);

  // A resumed delivery draft that was ordered "now" keeps order-now for its slot.
  useEffect(() => {
    if (preferredOrderTimeStore.get() !== 'order_now') return;
    preferredOrderTimeStore.set(null);
    if (state.selectedDate && state.selectedTime)
      updateDeliveryChoice({ orderNow: { date: state.selectedDate, time: state.selectedTime } });
  }, [state.selectedDate, state.selectedTime]);

  if (serviceType === null) return null;

  const orderNow = isOrderNowSelected(choice.orderNow, state);
  const missingPosition = showErrors && delivering && location === null;
  const missingAddress = showErrors && delivering && location !== null && location.addressId === null && location.address.trim() === '';

  return (
    <section className="delivery-panel" aria-labelledby={headingId} data-testid="delivery-panel">
      <h3 id={headingId} className="booking-step__legend">
        {offered.length > 1 ? <Trans>Delivery or pick-up</Trans> : delivering ? <Trans>Delivery</Trans> : <Trans>Pick-up</Trans>}
      </h3>
      {offered.length > 1 && (
        <fieldset className="delivery-panel__types">
          <legend className="visually-hidden">
            <Trans>How do you want to get your order?</Trans>
          </legend>
          {offered.map((type) => (
            <label key={type} className="booking-choice">
              <input
                type="radio"
                name="delivery-service-type"
                value={type}
                checked={serviceType === type}
                onChange={() => updateDeliveryChoice({ serviceType: type })}
              />
              <span className="booking-choice__main">
                <ServiceTypeName type={type} />
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {orderNow && (
        <p className="booking-note" data-testid="delivery-order-now">
          <Trans>Order now: your order is prepared as soon as possible.</Trans>
        </p>
      )}
      {!delivering ? (
        <p className="booking-hint">
          {restaurant.selfPickupMessage ?? <Trans>Pick up your order at the restaurant.</Trans>}
        </p>
      ) : (
        <>
          <SavedAddressPicker location={location} />
          <div className="delivery-panel__position">
            <button
              id={DELIVERY_FIELD_IDS.position}
              type="button"
              className="button"
              onClick={locate}
              disabled={lookup.status === 'locating'}
              aria-describedby={missingPosition ? 'delivery-position-error' : undefined}
            >
              {lookup.status === 'locating' ? <Trans>Finding your location…</Trans> : <Trans>Use my location</Trans>}
            </button>
            {lookup.status === 'failed' && (
              <p className="booking-field__error" role="alert">
                {locationFailureMessage(lookup.failure, i18n)}
              </p>
            )}
            {missingPosition && (
              <p id="delivery-position-error" className="booking-field__error">
                {deliveryProblemMessage('position')}
              </p>
            )}
            <CoordinatesLookup key={location ? `${location.lat},${location.lng}` : 'none'} location={location} />
          </div>
          {location !== null && (
            <>
              {location.placeName !== '' && (
                <p className="delivery-panel__place">
                  <Trans>Near {location.placeName}</Trans>
                </p>
              )}
              {place.isError && (
                <p className="booking-hint" role="status">
                  {errorText(place.error, t`address not found`)}
                </p>
              )}
              <AddressFields location={location} missingAddress={missingAddress} />
              <div className="delivery-panel__quote" aria-live="polite">
                {distance.data && (
                  <p data-testid="delivery-distance">
                    <Trans>Distance: {distance.data.distance} km</Trans>
                  </p>
                )}
                {distance.isError && (
                  <p className="booking-field__error" role="alert">
                    {errorText(distance.error, t`failed get distance`)}
                  </p>
                )}
                {fee.isPending && (
                  <p role="status">
                    <Trans>Calculating the delivery fee…</Trans>
                  </p>
                )}
                {fee.isError && (
                  <p className="booking-field__error" role="alert">
                    {errorText(fee.error, t`failed to calculate distance`)}
                  </p>
                )}
                {fee.data && !fee.data.isDeliverable && (
                  <p className="booking-problem" role="alert" data-testid="delivery-no-routes">
                    {noRoutesMessage()}
                  </p>
                )}
                {fee.data?.isDeliverable && fee.data.fee && (
                  <p data-testid="delivery-fee">
                    <Trans>Delivery fee</Trans>: <strong>{formatMoney(fee.data.fee, lang)}</strong>
                  </p>
                )}
              </div>
            </>
          )}
        </>
      )}
    </section>
  );
}

function ServiceTypeName({ type }: { type: ServiceType }) {
  return type === 'delivery' ? <Trans>Delivery</Trans> : <Trans>Pick-up</Trans>;
}

/**
 * The place lookup without a map: latitude and longitude typed by hand (e.g. copied from another app).
 * Tucked behind a disclosure; "use my location" is the usual way.
 */
function CoordinatesLookup({ location }: { location: BookingLocation | null }) {
  const { t } = useLingui();
  const latId = useId();
  const lngId = useId();
  const [lat, setLat] = useState(location ? String(location.lat) : '');
  const [lng, setLng] = useState(location ? String(location.lng) : '');
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const at = { lat: Number(lat.trim()), lng: Number(lng.trim()) };
    if (lat.trim() === '' || lng.trim() === '' || !isValidLatLng(at)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setPosition(at);
  };

  return (
    <details className="delivery-panel__coordinates">
      <summary>
        <Trans>Find a place by its coordinates</Trans>
      </summary>
      {/* Not a <form>: the panel sits inside step 5's form. */}
      <div className="delivery-panel__coordinate-fields">
        <div className="booking-field">
          <label htmlFor={latId}>
            <Trans>Latitude</Trans>
          </label>
          <input id={latId} inputMode="decimal" value={lat} onChange={(e) => setLat(e.target.value)} placeholder="13.7563" />
        </div>
        <div className="booking-field">
          <label htmlFor={lngId}>
            <Trans>Longitude</Trans>
          </label>
          <input id={lngId} inputMode="decimal" value={lng} onChange={(e) => setLng(e.target.value)} placeholder="100.5018" />
        </div>
        <button type="button" className="button" onClick={submit}>
          {t`Look up this place`}
        </button>
        {invalid && (
          <p className="booking-field__error" role="alert">
            <Trans>Please enter a latitude and a longitude, e.g. 13.7563 and 100.5018</Trans>
          </p>
        )}
      </div>
    </details>
  );
}

function AddressFields({ location, missingAddress }: { location: BookingLocation; missingAddress: boolean }) {
  const ids = { detail: useId(), note: useId(), contactName: useId(), contactNumber: useId() };
  return (
    <fieldset className="booking-step__fieldset delivery-panel__address">
      <legend className="booking-step__legend">
        <Trans>Delivery address</Trans>
      </legend>
      <div className="booking-field">
        <label htmlFor={DELIVERY_FIELD_IDS.address}>
          <Trans>Address</Trans>
        </label>
        <textarea
          id={DELIVERY_FIELD_IDS.address}
          rows={2}
          maxLength={500}
          autoComplete="street-address"
          value={location.address}
          onChange={(e) => setField('address', e.target.value)}
          aria-invalid={missingAddress ? true : undefined}
          aria-describedby={missingAddress ? 'delivery-address-error' : undefined}
          required
        />
        {missingAddress && (
          <p id="delivery-address-error" className="booking-field__error">
            {deliveryProblemMessage('address')}
          </p>
        )}
      </div>
      <div className="booking-field">
        <label htmlFor={ids.detail}>
          <Trans>Address detail (building, floor, room)</Trans>
        </label>
        <input id={ids.detail} maxLength={500} value={location.detail} onChange={(e) => setField('detail', e.target.value)} />
      </div>
      <div className="booking-field">
        <label htmlFor={ids.note}>
          <Trans>Note for driver</Trans>
        </label>
        <input id={ids.note} maxLength={500} value={location.noteForDriver} onChange={(e) => setField('noteForDriver', e.target.value)} />
      </div>
      <div className="booking-field">
        <label htmlFor={ids.contactName}>
          <Trans>Contact name</Trans>
        </label>
        <input
          id={ids.contactName}
          maxLength={200}
          autoComplete="name"
          value={location.contactName}
          onChange={(e) => setField('contactName', e.target.value)}
        />
      </div>
      <div className="booking-field">
        <label htmlFor={ids.contactNumber}>
          <Trans>Contact number</Trans>
        </label>
        <input
          id={ids.contactNumber}
          type="tel"
          inputMode="tel"
          maxLength={40}
          autoComplete="tel"
          value={location.contactNumber}
          onChange={(e) => setField('contactNumber', e.target.value)}
        />
      </div>
      <p className="booking-hint">
        <Trans>Leave the contact empty to use your details below.</Trans>
      </p>
    </fieldset>
  );
}
