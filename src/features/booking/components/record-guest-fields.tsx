import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { RecordGuest } from '@/domain/booking/booking-state';
import { updateBooking } from '@/features/booking/booking-store';

/**
 * The recorded guest (recordGuest): who will come, when it is not the person booking,
 * for restaurants that record guests. Optional; sent only with a valid phone code and phone
 * (recordedGuestPayload, tests/domain/booking/guest-phone.test.ts).
 */
export function RecordGuestFields({ guest, phoneCodes }: { guest: RecordGuest; phoneCodes: readonly string[] }) {
  const { t } = useLingui();
  const ids = { first: useId(), last: useId(), phone: useId() };
  const set = (patch: Partial<RecordGuest>) => updateBooking((s) => ({ ...s, recordGuest: { ...s.recordGuest, ...patch } }));
  return (
    <fieldset className="booking-step__fieldset">
      <legend className="booking-step__legend">
        <Trans>Booking for someone else? (optional)</Trans>
      </legend>
      <div className="booking-field">
        <label htmlFor={ids.first}>
          <Trans>Guest's first name</Trans>
        </label>
        <input id={ids.first} autoComplete="off" value={guest.firstName} onChange={(e) => set({ firstName: e.target.value })} />
      </div>
      <div className="booking-field">
        <label htmlFor={ids.last}>
          <Trans>Guest's last name</Trans>
        </label>
        <input id={ids.last} autoComplete="off" value={guest.lastName} onChange={(e) => set({ lastName: e.target.value })} />
      </div>
      <div className="booking-field">
        <label htmlFor={ids.phone}>
          <Trans>Guest's phone</Trans>
        </label>
        <div className="booking-phone">
          <select
            aria-label={t`Country calling code`}
            value={guest.phoneCode}
            onChange={(e) => set({ phoneCode: e.target.value })}
          >
            {phoneCodes.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
          <input
            id={ids.phone}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            placeholder="0xxxxxxxxx"
            value={guest.phone}
            onChange={(e) => set({ phone: e.target.value })}
          />
        </div>
      </div>
    </fieldset>
  );
}
