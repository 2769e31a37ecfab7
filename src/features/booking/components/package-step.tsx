import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import type { RestaurantDetail, RestaurantPackage } from '@/contract/restaurant-detail';
import { packagePreferenceFor } from '@/domain/booking/booking-method';
import type { SelectedPackage } from '@/domain/booking/booking-state';
import { pricingLabel } from '@/domain/catalogue/pricing-label';
import { formatMoney } from '@/domain/format/money';
import { isRefusal } from '@/api/api-error';
import { toastApiError } from '@/api/toast-api-error';
import { showToast } from '@/lib/toast-store';
import { useLanguage } from '@/lib/use-language';
import { priceUnavailableMessage } from '@/features/booking/booking-messages';
import { bookingQueries } from '@/features/booking/booking-queries';
import { bookingStore, useBookingSession, updateBooking } from '@/features/booking/booking-store';
import { choosePackage } from '@/features/booking/choose-package';
import type { BookingNavigation } from '@/features/booking/hooks/use-booking-navigation';
import { quoteBodyOf } from '@/features/booking/pricing-input';
import { StepActions } from '@/features/booking/components/step-actions';
import { SeatsLeft } from '@/features/booking/components/time-step';
import { StaleSeatsNote } from '@/features/booking/components/stale-seats-note';

const MAX_SETS = 10;
const MAX_MENU_PORTIONS = 10;

function updateSelected(id: number, fn: (p: SelectedPackage) => SelectedPackage): void {
  updateBooking((s) => ({ ...s, selectedPackages: s.selectedPackages.map((p) => (p.id === id ? fn(p) : p)) }));
}

/**
 * Step 4, packages of the chosen kind with their quantities and à-la-carte menus.
 * Adding a package goes through the package selection guard (it may ask to reset the booking); the
 * total is the server's price quote (decision 0022), and Next waits for it: a selection the pricing rules
 * refuse (a limit, packages that may not mix) stays here with the server's message.
 */
export function PackageStep({
  restaurant,
  nav,
  ask,
}: {
  restaurant: RestaurantDetail;
  nav: BookingNavigation;
  ask: (message: string) => Promise<boolean>;
}) {
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const { state } = useBookingSession();
  const kind = state.packagePreference ?? 'dine_in';
  const party = Math.max(1, state.adult + state.kids);
  const times = useQuery({
    ...bookingQueries.times(restaurant.id, kind, party, state.selectedDate ?? ''),
    enabled: state.selectedDate !== null,
  });
  const slot = times.data?.items.find((s) => s.startTime === state.selectedTime);
  const seatsOf = (id: number): number | null => {
    if (!slot) return null;
    return slot.packages.find((p) => p.restaurantPackageId === id)?.totalSeatLeftPackage ?? 0;
  };

  const packages = restaurant.packages.filter((p) => p.isBookable && packagePreferenceFor(p.typeCode) === kind);
  // The delivery's handover and fee are settled on step 5; here the packages alone are priced.
  const quoteBody = quoteBodyOf(restaurant, state, null);
  const quoteOptions = bookingQueries.quote(quoteBody ?? { restaurantId: restaurant.id, adult: 0, packages: [] }, lang);
  const quote = useQuery({ ...quoteOptions, enabled: quoteBody !== null });

  const toggle = async (pkg: RestaurantPackage, on: boolean) => {
    if (!on) {
      updateBooking((s) => ({ ...s, selectedPackages: s.selectedPackages.filter((p) => p.id !== pkg.id) }));
      return;
    }
    await choosePackage(restaurant, pkg, ask);
    // A confirmed reset takes the booking back to step 1.
    if (bookingStore.get().state.step !== 4) await nav.showCurrentStep();
  };

  const next = async () => {
    // Nothing selected: the step guard says "Please select package first".
    if (quoteBody === null) return void nav.goTo(5);
    try {
      await queryClient.fetchQuery(quoteOptions);
    } catch (error) {
      if (isRefusal(error)) showToast(error.message, 'error');
      else toastApiError(error, priceUnavailableMessage());
      return;
    }
    await nav.goTo(5);
  };

  return (
    <div className="booking-step">
      <fieldset className="booking-step__fieldset">
        <legend className="booking-step__legend">
          <Trans>Select package</Trans>
        </legend>
        <StaleSeatsNote cachedAt={times.data?.cachedAt} />
        {packages.length === 0 && (
          <p>
            <Trans>No packages available</Trans>
          </p>
        )}
        <ul className="booking-packages">
          {packages.map((pkg) => (
            <PackageOption
              key={pkg.id}
              pkg={pkg}
              selected={state.selectedPackages.find((p) => p.id === pkg.id) ?? null}
              seats={seatsOf(pkg.id)}
              party={party}
              onToggle={(on) => void toggle(pkg, on)}
            />
          ))}
        </ul>
      </fieldset>
      {quote.data && quoteBody !== null && (
        <p className="booking-total" aria-live="polite">
          <Trans>Total</Trans>: <strong data-testid="package-step-total">{quote.data.total.format}</strong>
        </p>
      )}
      <StepActions onBack={() => void nav.goTo(3)} onNext={() => void next()} />
    </div>
  );
}

function PackageOption({
  pkg,
  selected,
  seats,
  party,
  onToggle,
}: {
  pkg: RestaurantPackage;
  selected: SelectedPackage | null;
  seats: number | null;
  party: number;
  onToggle: (on: boolean) => void;
}) {
  const { t } = useLingui();
  const lang = useLanguage();
  const checkboxId = useId();
  const quantityId = useId();
  const full = seats !== null && seats < party;
  const perPerson = pkg.pricingType === 'per_person' && !pkg.isAlaCarte;
  return (
    <li className={`booking-package${selected ? ' booking-package--selected' : ''}`} data-package-id={pkg.id}>
      <div className="booking-package__head">
        <input
          id={checkboxId}
          type="checkbox"
          checked={selected !== null}
          disabled={full && selected === null}
          onChange={(e) => onToggle(e.target.checked)}
        />
        <label htmlFor={checkboxId} className="booking-package__name">
          {pkg.name}
        </label>
        <span className="booking-package__price">
          {formatMoney(pkg.price, lang)}{' '}
          {pricingLabel(pkg.pricingType) === 'NET/person' ? <Trans>NET/person</Trans> : <Trans>NET/set</Trans>}
        </span>
      </div>
      {seats !== null && (
        <p className="booking-package__seats">{full ? <Trans>Not enough seats at this time</Trans> : <SeatsLeft seats={seats} />}</p>
      )}
      {selected && perPerson && (
        <p className="booking-package__quantity">
          <Trans>For {party} people</Trans>
        </p>
      )}
      {selected && !perPerson && !pkg.isAlaCarte && pkg.isAcceptManyQuantity && (
        <div className="booking-field booking-field--inline">
          <label htmlFor={quantityId}>{t`Quantity`}</label>
          <select
            id={quantityId}
            value={selected.quantity}
            onChange={(e) => updateSelected(pkg.id, (p) => ({ ...p, quantity: Number(e.target.value) }))}
          >
            {Array.from({ length: MAX_SETS }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
      )}
      {selected && pkg.menuSections.length > 0 && <MenuPicker pkg={pkg} selected={selected} />}
    </li>
  );
}

/** À-la-carte dishes (or a set's choices) with a portion count each. */
function MenuPicker({ pkg, selected }: { pkg: RestaurantPackage; selected: SelectedPackage }) {
  const lang = useLanguage();
  const setPortions = (menuId: number, quantity: number) =>
    updateSelected(pkg.id, (p) => ({
      ...p,
      menus: [...p.menus.filter((m) => m.id !== menuId), ...(quantity > 0 ? [{ id: menuId, quantity }] : [])],
    }));
  return (
    <div className="booking-menus">
      {pkg.menuSections.map((section) => (
        <fieldset key={section.id} className="booking-menus__section">
          <legend>{section.name}</legend>
          {section.menus.map((menu) => {
            const picked = selected.menus.find((m) => m.id === menu.id)?.quantity ?? 0;
            const max = menu.quantityLimit ?? MAX_MENU_PORTIONS;
            return (
              <div key={menu.id} className="booking-field booking-field--inline">
                <label htmlFor={`menu-${pkg.id}-${menu.id}`}>
                  {menu.name}
                  {pkg.isAlaCarte && <span className="booking-menus__price"> {formatMoney(menu.price, lang)}</span>}
                </label>
                <select
                  id={`menu-${pkg.id}-${menu.id}`}
                  value={picked}
                  onChange={(e) => setPortions(menu.id, Number(e.target.value))}
                >
                  {Array.from({ length: Math.max(max, picked) + 1 }, (_, i) => i).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </div>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}
