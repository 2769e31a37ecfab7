import { Trans, useLingui } from '@lingui/react/macro';
import { guestPhone } from '@/domain/booking/guest-phone';
import { emailPromptMessage, invalidEmailMessage, phoneErrorMessage, requiredMessage } from '@/features/booking/booking-messages';
import type { GuestContact } from '@/features/booking/booking-store';

/** Calling codes offered for the guest's phone; +66, the default, first. */
export const PHONE_CODES = [
  '+66',
  '+65',
  '+60',
  '+62',
  '+63',
  '+84',
  '+95',
  '+855',
  '+856',
  '+86',
  '+81',
  '+82',
  '+91',
  '+61',
  '+44',
  '+1',
];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type FieldErrors = Partial<Record<'name' | 'email' | 'phone', string>>;

/** The form messages, first failing rule per field (tests/features/booking/payment-step.test.tsx). */
export function validateGuest(guest: GuestContact): { errors: FieldErrors; phone: string | null } {
  const errors: FieldErrors = {};
  if (guest.name.trim() === '') errors.name = requiredMessage('name');
  const email = guest.email.trim();
  if (email === '') errors.email = emailPromptMessage();
  else if (!EMAIL.test(email)) errors.email = invalidEmailMessage(email);
  const phone = guestPhone(guest.phone, guest.phoneCode);
  if (!phone.ok)
    errors.phone = phoneErrorMessage(phone.code);
  return { errors, phone: phone.ok ? phone.phone : null };
}

/** Server field paths (422) to our fields. */
export function guestFieldOf(path: string): keyof FieldErrors | null {
  if (/guest_?user\.?name|^name$/i.test(path)) return 'name';
  if (/email/i.test(path)) return 'email';
  if (/phone/i.test(path)) return 'phone';
  return null;
}

/** The element ids of the fields, owned by the form (it moves focus to the first invalid one). */
export interface GuestFieldIds {
  name: string;
  email: string;
  phone: string;
  code: string;
}

/** "Your details": the guest's name, e-mail and phone (code + national number), each with its message. */
export function GuestDetailsFields({
  guest,
  errors,
  ids,
  onChange,
}: {
  guest: GuestContact;
  errors: FieldErrors;
  ids: GuestFieldIds;
  onChange: (patch: Partial<GuestContact>) => void;
}) {
  const { t } = useLingui();
  const describe = (field: keyof FieldErrors) => (errors[field] ? `${ids[field]}-error` : undefined);
  const setGuest = onChange;
  return (
    <fieldset className="booking-step__fieldset">
      <legend className="booking-step__legend">
        <Trans>Your details</Trans>
      </legend>
      <div className="booking-field">
        <label htmlFor={ids.name}>
          <Trans>Name</Trans>
        </label>
        <input
          id={ids.name}
          autoComplete="name"
          value={guest.name}
          onChange={(e) => setGuest({ name: e.target.value })}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describe('name')}
          required
        />
        {errors.name && (
          <p id={`${ids.name}-error`} className="booking-field__error">
            {errors.name}
          </p>
        )}
      </div>
      <div className="booking-field">
        <label htmlFor={ids.email}>
          <Trans>Email</Trans>
        </label>
        <input
          id={ids.email}
          type="email"
          autoComplete="email"
          value={guest.email}
          onChange={(e) => setGuest({ email: e.target.value })}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describe('email')}
          required
        />
        {errors.email && (
          <p id={`${ids.email}-error`} className="booking-field__error">
            {errors.email}
          </p>
        )}
      </div>
      <div className="booking-field">
        <label htmlFor={ids.phone}>
          <Trans>Phone</Trans>
        </label>
        <div className="booking-phone">
          <select
            id={ids.code}
            aria-label={t`Country calling code`}
            value={guest.phoneCode}
            onChange={(e) => setGuest({ phoneCode: e.target.value })}
          >
            {PHONE_CODES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
          <input
            id={ids.phone}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="0xxxxxxxxx"
            value={guest.phone}
            onChange={(e) => setGuest({ phone: e.target.value })}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={describe('phone')}
            required
          />
        </div>
        {errors.phone && (
          <p id={`${ids.phone}-error`} className="booking-field__error">
            {errors.phone}
          </p>
        )}
      </div>
    </fieldset>
  );
}
