import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { signInWithPassword } from '@/entities/account/account-calls';
import { openAuthModal } from '@/entities/account/auth-modal';
import { rememberMember } from '@/entities/account/member-session';
import { showToast } from '@/lib/toast-store';
import { emailProblem, failureMessage, requiredMessage } from '@/features/account/account-messages';
import type { AuthModalProps } from '@/features/account/components/auth-modal-host';
import { PasskeySignIn } from '@/features/account/components/passkey-sign-in';
import { SocialButtons } from '@/features/account/components/social-buttons';
import { TextField } from '@/features/account/components/text-field';
import '@/features/account/account.css';

/**
 * Sign-in with e-mail and password. Success keeps the member on this device and greets them
 * ('Welcome back {name}'); a refusal shows the server's message in the form, which keeps what was typed
 * (tests/features/account/login-modal.test.tsx).
 */
export function LoginModal({ onClose }: AuthModalProps) {
  const { t } = useLingui();
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      email: emailProblem(email) ?? undefined,
      password: password === '' ? requiredMessage('password') : undefined,
    };
    setErrors(found);
    setFailure(null);
    if (found.email || found.password) return;
    setBusy(true);
    try {
      const user = await signInWithPassword(email.trim(), password);
      rememberMember(user);
      const name = user.name;
      showToast(t`Welcome back ${name}`, 'success');
      onClose();
    } catch (error) {
      setFailure(failureMessage(error, t`failed to sign in`));
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} size="auth" title={t`Sign in`} closeLabel={t`Close`}>
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
        <SocialButtons />
        <TextField
          id={`${id}-email`}
          label={<Trans>Email</Trans>}
          type="email"
          autoComplete="username"
          value={email}
          error={errors.email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          id={`${id}-password`}
          label={<Trans>Password</Trans>}
          type="password"
          autoComplete="current-password"
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {failure && (
          <p role="alert" className="account-form__failure">
            {failure}
          </p>
        )}
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          <Trans>Sign in</Trans>
        </button>
        <PasskeySignIn onSignedIn={onClose} onFailure={setFailure} />
        <button type="button" className="account-form__link" onClick={() => openAuthModal('forgot')}>
          <Trans>Forgot password?</Trans>
        </button>
        <p className="account-form__switch">
          <Trans>New to Hungry Table?</Trans>{' '}
          <button type="button" className="account-form__link" onClick={() => openAuthModal('register')}>
            <Trans>Create an account</Trans>
          </button>
        </p>
      </form>
    </Dialog>
  );
}
