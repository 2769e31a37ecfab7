import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { confirmPasswordReset } from '@/entities/account/account-calls';
import { openAuthModal } from '@/entities/account/auth-modal';
import { clearSession } from '@/entities/session/session';
import { showToast } from '@/lib/toast-store';
import { failureMessage, fieldErrorsOf, passwordProblem } from '@/features/account/account-messages';
import { TextField } from '@/features/account/components/text-field';
import '@/features/account/account.css';

/**
 * Where a reset link leads (/reset-password?token=…): the new password, twice. Success ends every session
 * of the account on the server, so this device signs out too, and the login modal opens on the home page.
 */
export function ResetPasswordPage({ token }: { token: string }) {
  const { t } = useLingui();
  const id = useId();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [errors, setErrors] = useState<{ password?: string; again?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      password: passwordProblem(password) ?? undefined,
      again: again !== password ? t`The passwords do not match` : undefined,
    };
    setErrors(found);
    setFailure(null);
    if (found.password || found.again) return;
    setBusy(true);
    try {
      const message = await confirmPasswordReset(token, password);
      clearSession();
      showToast(message ?? t`Your password has been changed`, 'success');
      await navigate({ to: '/', replace: true });
      openAuthModal('login');
    } catch (error) {
      const byField = fieldErrorsOf(error, ['password']);
      setErrors(byField);
      setFailure(byField.password ? null : failureMessage(error, t`failed to reset password`));
      setBusy(false);
    }
  };

  return (
    <section className="account-page">
      <h1>
        <Trans>Choose a new password</Trans>
      </h1>
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          id={`${id}-password`}
          label={<Trans>New password</Trans>}
          type="password"
          autoComplete="new-password"
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          id={`${id}-again`}
          label={<Trans>New password again</Trans>}
          type="password"
          autoComplete="new-password"
          value={again}
          error={errors.again}
          onChange={(event) => setAgain(event.target.value)}
        />
        {failure && (
          <p role="alert" className="account-form__failure">
            {failure}
          </p>
        )}
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          <Trans>Save new password</Trans>
        </button>
      </form>
    </section>
  );
}
