import { msg } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { ApiError } from '@/api/api-error';

/** Shapes every account form shares: the rules the server also applies (src/contract/accounts.ts). */
export const PASSWORD_MIN = 8;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type FieldName = 'name' | 'email' | 'phone' | 'password';

export function requiredMessage(field: FieldName): string {
  const names: Record<FieldName, string> = {
    name: i18n._(msg`Name`),
    email: i18n._(msg`Email`),
    phone: i18n._(msg`Phone`),
    password: i18n._(msg`Password`),
  };
  const name = names[field];
  return i18n._(msg`${name} field is required`);
}

/** The e-mail's message, or null when it has the shape of one. */
export function emailProblem(email: string): string | null {
  const value = email.trim();
  if (value === '') return requiredMessage('email');
  return EMAIL.test(value) ? null : i18n._(msg`${value} is not valid email address`);
}

export function phoneShapeMessage(): string {
  return i18n._(msg`Please put zero in front of your number eg. 0xxxxxxxxx`);
}

/** The phone as the server takes it (spaces and dashes dropped, 6–15 digits), or its message. */
export function phoneProblem(phone: string): string | null {
  const digits = phone.replace(/[\s-]/g, '');
  if (digits === '') return requiredMessage('phone');
  return /^\d{6,15}$/.test(digits) ? null : phoneShapeMessage();
}

export function passwordProblem(password: string): string | null {
  if (password === '') return requiredMessage('password');
  const min = PASSWORD_MIN;
  return password.length < min ? i18n._(msg`Password must be at least ${min} characters`) : null;
}

/**
 * What a failed account call says in its form: the server's own message for a refusal (already in the
 * visitor's language, 'Too many request' included), 'Network failure, Please try again' without a
 * connection, else the form's own failure ('failed to sign in', 'failed to sign up', …).
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.kind === 'refused' && error.message) return error.message;
    if (error.kind === 'network') return i18n._(msg`Network failure, Please try again`);
  }
  return fallback;
}

/** The server's per-field messages (camelCase paths) for the fields a form shows. */
export function fieldErrorsOf(error: unknown, fields: readonly FieldName[]): Partial<Record<FieldName, string>> {
  if (!(error instanceof ApiError)) return {};
  const out: Partial<Record<FieldName, string>> = {};
  for (const field of fields) {
    const message = error.fieldErrors[field];
    if (message) out[field] = message;
  }
  return out;
}
