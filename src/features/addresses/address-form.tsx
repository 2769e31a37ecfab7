import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '@/api/api-error';
import { ADDRESS_KINDS, ADDRESS_TEXT_MAX, type Address, type AddressKind } from '@/contract/addresses';
import { AddressPointField } from '@/features/addresses/address-point-field';

export interface AddressFormValues {
  kind: AddressKind;
  name: string;
  address: string;
  detail: string;
  /** The map point a delivery goes to; both or neither. */
  lat: number | null;
  lng: number | null;
}

type Field = 'kind' | 'name' | 'address' | 'detail' | 'lat' | 'lng';
const FIELDS: readonly Field[] = ['kind', 'name', 'address', 'detail', 'lat', 'lng'];

export const KIND_LABELS = {
  // A context of their own: "Home" is also the navbar's home page, which Thai words differently.
  home: msg({ context: 'address kind', message: 'Home' }),
  work: msg({ context: 'address kind', message: 'Work' }),
  other: msg({ context: 'address kind', message: 'Other' }),
} as const;

interface AddressFormProps {
  /** The address being edited; none when adding. */
  editing: Address | null;
  saving: boolean;
  /** The last failed save, shown next to its field or above the buttons. */
  error: unknown;
  onSave: (values: AddressFormValues) => void;
  onCancel: () => void;
}

/**
 * Adding and editing share this form: label, kind, address, an optional detail (floor, room,
 * landmark) and an optional map point. The address and its detail are saved as two fields; the server
 * keeps them as one text. A pinned address is delivered to without asking for a location at step 5.
 */
export function AddressForm({ editing, saving, error, onSave, onCancel }: AddressFormProps) {
  const id = useId();
  const { i18n } = useLingui();
  const [values, setValues] = useState<AddressFormValues>({
    kind: editing?.kind ?? 'home',
    name: editing?.name ?? '',
    address: editing?.address ?? '',
    detail: editing?.detail ?? '',
    lat: editing?.lat ?? null,
    lng: editing?.lng ?? null,
  });
  const [missing, setMissing] = useState<Partial<Record<Field, string>>>({});

  const fromServer: Partial<Record<Field, string>> = {};
  if (error instanceof ApiError) {
    for (const field of FIELDS) {
      const message = error.fieldErrors[field];
      if (message) fromServer[field] = message;
    }
  }
  const problems = { ...fromServer, ...missing };
  const general =
    error && Object.keys(fromServer).length === 0
      ? error instanceof ApiError && error.kind === 'refused'
        ? error.message
        : i18n._(msg`Oops, something went wrong, failed save your address`)
      : null;

  const set = (field: 'kind' | 'name' | 'address' | 'detail') => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<Field, string>> = {};
    if (values.name.trim() === '') next.name = i18n._(msg`Label field is required`);
    if (values.address.trim() === '') next.address = i18n._(msg`Address field is required`);
    setMissing(next);
    if (Object.keys(next).length > 0) {
      document.getElementById(`${id}-${next.name ? 'name' : 'address'}`)?.focus();
      return;
    }
    onSave(values);
  };

  const fieldProps = (field: Field) => ({
    id: `${id}-${field}`,
    'aria-invalid': problems[field] ? ('true' as const) : undefined,
    'aria-describedby': problems[field] ? `${id}-${field}-error` : undefined,
  });
  const fieldError = (field: Field) =>
    problems[field] ? (
      <p id={`${id}-${field}-error`} className="address-field__error">
        {problems[field]}
      </p>
    ) : null;

  return (
    <form className="address-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="address-form__title">
        {editing ? <Trans>Edit address</Trans> : <Trans>Add address</Trans>}
      </h2>
      <div className="address-field">
        <label htmlFor={`${id}-name`}>
          <Trans>Label</Trans>
        </label>
        <input
          {...fieldProps('name')}
          value={values.name}
          maxLength={ADDRESS_TEXT_MAX.name}
          autoComplete="off"
          required
          placeholder={i18n._(msg`e.g. Home, Office`)}
          onChange={(e) => set('name')(e.target.value)}
        />
        {fieldError('name')}
      </div>
      <div className="address-field">
        <label htmlFor={`${id}-kind`}>
          <Trans>Type</Trans>
        </label>
        <select {...fieldProps('kind')} value={values.kind} onChange={(e) => set('kind')(e.target.value)}>
          {ADDRESS_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {i18n._(KIND_LABELS[kind])}
            </option>
          ))}
        </select>
        {fieldError('kind')}
      </div>
      <div className="address-field">
        <label htmlFor={`${id}-address`}>
          <Trans>Address</Trans>
        </label>
        <input
          {...fieldProps('address')}
          value={values.address}
          maxLength={ADDRESS_TEXT_MAX.address}
          autoComplete="street-address"
          required
          onChange={(e) => set('address')(e.target.value)}
        />
        {fieldError('address')}
      </div>
      <div className="address-field">
        <label htmlFor={`${id}-detail`}>
          <Trans>Address detail (optional)</Trans>
        </label>
        <input
          {...fieldProps('detail')}
          value={values.detail}
          maxLength={ADDRESS_TEXT_MAX.detail}
          autoComplete="off"
          placeholder={i18n._(msg`Floor, room, landmark`)}
          onChange={(e) => set('detail')(e.target.value)}
        />
        {fieldError('detail')}
      </div>
      <AddressPointField
        point={values.lat !== null && values.lng !== null ? { lat: values.lat, lng: values.lng } : null}
        onChange={(point) => setValues((v) => ({ ...v, lat: point?.lat ?? null, lng: point?.lng ?? null }))}
        error={problems.lat ?? problems.lng ?? null}
      />
      {general && (
        <p className="address-form__failure" role="alert">
          {general}
        </p>
      )}
      <div className="address-form__actions">
        <button type="button" className="button" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" className="button button--primary" disabled={saving} aria-busy={saving}>
          {saving ? <Trans>Saving…</Trans> : <Trans>Save address</Trans>}
        </button>
      </div>
    </form>
  );
}
