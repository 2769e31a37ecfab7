import type { InputHTMLAttributes, ReactNode } from 'react';

/** A labelled input with its message below, tied together for assistive technology. */
export function TextField({
  id,
  label,
  error,
  ...input
}: { id: string; label: ReactNode; error?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <div className="account-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} />
      {error && (
        <p id={`${id}-error`} className="account-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
