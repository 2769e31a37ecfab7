import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { DEFAULT_CALLING_CODE } from '@/contract/accounts';
import { signUpWithPassword } from '@/entities/account/account-calls';
import { openAuthModal } from '@/entities/account/auth-modal';
import { rememberMember } from '@/entities/account/member-session';
import { getLanguage } from '@/lib/i18n/i18n';
import { showToast } from '@/lib/toast-store';
import {
  emailProblem,
  failureMessage,
  fieldErrorsOf,
  passwordProblem,
  phoneProblem,
  requiredMessage,
  type FieldName,
} from '@/features/account/account-messages';
import type { AuthModalProps } from '@/features/account/components/auth-modal-host';
import { PhoneCodeStep } from '@/features/account/components/phone-code-step';
import { PhoneField, phoneDigits } from '@/features/account/components/phone-field';
import { SocialButtons } from '@/features/account/components/social-buttons';
import { TextField } from '@/features/account/components/text-field';
import '@/features/account/account.css';

type Errors = Partial<Record<FieldName, string>>;


/**
 * Sign-up with e-mail and password: name, e-mail, phone (with calling code), password and the marketing
 * choice. Success signs the member in on this device; refusals land on their fields
 * (tests/features/account/register-modal.test.tsx).
 */
export function RegisterModal({ onClose }: AuthModalProps) {
  const { t } = useLingui();
  const id = useId();
  const [form, setForm] = useState({ name: '', email: '', phone: '', callingCode: DEFAULT_CALLING_CODE, password: '' });
  const [marketing, setMarketing] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // After sign-up the same modal asks for the code texted to the new member's phone.
  const [verifying, setVerifying] = useState<{ phone: string; name: string; claimed: number } | null>(null);
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));

  // The welcome names the guest bookings this sign-up made the member's, whether or not the phone step came first.
  const welcome = ({ name, claimed }: { name: string; claimed: number }) => {
    showToast(
      claimed === 0
        ? t`Welcome ${name}`
        : plural(claimed, {
            one: `Welcome ${name}. Your earlier booking is now in your account.`,
            other: `Welcome ${name}. Your # earlier bookings are now in your account.`,
          }),
      'success',
    );
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      name: form.name.trim() === '' ? requiredMessage('name') : undefined,
      email: emailProblem(form.email) ?? undefined,
      phone: phoneProblem(form.phone) ?? undefined,
      password: passwordProblem(form.password) ?? undefined,
    };
    setErrors(found);
    setFailure(null);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    try {
      const user = await signUpWithPassword({
        name: form.name.trim(),
        email: form.email.trim(),
        phone: phoneDigits(form.phone),
        callingCode: form.callingCode,
        password: form.password,
        subscribeMarketingEmail: marketing,
        language: getLanguage(),
      });
      rememberMember(user);
      const joined = { name: user.name, claimed: user.claimedBookingIds.length };
      if (user.phone && !user.phoneVerified) {
        setVerifying({ phone: user.phone, ...joined });
        return;
      }
      welcome(joined);
    } catch (error) {
      const byField = fieldErrorsOf(error, ['name', 'email', 'phone', 'password']);
      setErrors(byField);
      setFailure(Object.keys(byField).length > 0 ? null : failureMessage(error, t`failed to sign up`));
      setBusy(false);
    }
  };

  if (verifying) {
    const done = () => welcome(verifying);
    return (
      <Dialog open onClose={onClose} size="auth" title={t`Verify your phone`} closeLabel={t`Close`}>
        <PhoneCodeStep phone={verifying.phone} onVerified={done} onLater={done} />
      </Dialog>
    );
  }

  return (
    <Dialog open onClose={onClose} size="auth" title={t`Create an account`} closeLabel={t`Close`}>
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
        <SocialButtons />
        <TextField
          id={`${id}-name`}
          label={<Trans>Name</Trans>}
          autoComplete="name"
          value={form.name}
          error={errors.name}
          onChange={(event) => set({ name: event.target.value })}
        />
        <TextField
          id={`${id}-email`}
          label={<Trans>Email</Trans>}
          type="email"
          autoComplete="email"
          value={form.email}
          error={errors.email}
          onChange={(event) => set({ email: event.target.value })}
        />
        <PhoneField
          id={`${id}-phone`}
          phone={form.phone}
          callingCode={form.callingCode}
          error={errors.phone}
          onChange={set}
        />
        <TextField
          id={`${id}-password`}
          label={<Trans>Password</Trans>}
          type="password"
          autoComplete="new-password"
          value={form.password}
          error={errors.password}
          onChange={(event) => set({ password: event.target.value })}
        />
        <label className="account-form__check">
          <input type="checkbox" checked={marketing} onChange={(event) => setMarketing(event.target.checked)} />
          <Trans>Send me offers and news by e-mail</Trans>
        </label>
        {failure && (
          <p role="alert" className="account-form__failure">
            {failure}
          </p>
        )}
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          <Trans>Join</Trans>
        </button>
        <p className="account-form__switch">
          <Trans>Already a member?</Trans>{' '}
          <button type="button" className="account-form__link" onClick={() => openAuthModal('login')}>
            <Trans>Sign in</Trans>
          </button>
        </p>
      </form>
    </Dialog>
  );
}
