import { Trans, useLingui } from '@lingui/react/macro';

/** Calling codes offered for the phone; +66 (Thailand), the default, first. */
const CALLING_CODES = ['+66', '+65', '+60', '+62', '+63', '+84', '+95', '+855', '+856', '+86', '+81', '+82', '+91', '+61', '+44', '+1'];

/** The phone as the server takes it: spaces and dashes dropped. */
export function phoneDigits(phone: string): string {
  return phone.replace(/[\s-]/g, '');
}

/** The calling code and the national number, with its message below, as one labelled field. */
export function PhoneField({
  id,
  phone,
  callingCode,
  error,
  onChange,
}: {
  id: string;
  phone: string;
  callingCode: string;
  error?: string;
  onChange: (patch: { phone?: string; callingCode?: string }) => void;
}) {
  const { t } = useLingui();
  return (
    <div className="account-field">
      <label htmlFor={id}>
        <Trans>Phone</Trans>
      </label>
      <div className="account-phone">
        <select aria-label={t`Calling code`} value={callingCode} onChange={(event) => onChange({ callingCode: event.target.value })}>
          {CALLING_CODES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
        <input
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="0xxxxxxxxx"
          value={phone}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange({ phone: event.target.value })}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="account-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
