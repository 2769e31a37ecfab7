import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { requestPasswordReset } from '@/entities/account/account-calls';
import { openAuthModal } from '@/entities/account/auth-modal';
import { emailProblem, failureMessage } from '@/features/account/account-messages';
import type { AuthModalProps } from '@/features/account/components/auth-modal-host';
import { TextField } from '@/features/account/components/text-field';
import '@/features/account/account.css';

/**
 * Asks for a reset link by e-mail. The server answers the same whether or not the e-mail has an account,
 * and that answer is what the visitor reads.
 */
export function ForgotPasswordModal({ onClose }: AuthModalProps) {
  const { t } = useLingui();
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = emailProblem(email);
    setError(problem ?? undefined);
    setFailure(null);
    if (problem) return;
    setBusy(true);
    try {
      setSent((await requestPasswordReset(email.trim())) ?? t`Please check your email`);
    } catch (err) {
      setFailure(failureMessage(err, t`failed to reset password`));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} size="auth" title={t`Forgot password`} closeLabel={t`Close`}>
      {sent ? (
        <div className="account-form">
          <p role="status">{sent}</p>
          <button type="button" className="button button--primary button--block" onClick={() => openAuthModal('login')}>
            <Trans>Back to sign in</Trans>
          </button>
        </div>
      ) : (
        <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
          <p>
            <Trans>Enter the e-mail of your account and we will send you a link to choose a new password.</Trans>
          </p>
          <TextField
            id={`${id}-email`}
            label={<Trans>Email</Trans>}
            type="email"
            autoComplete="email"
            value={email}
            error={error}
            onChange={(event) => setEmail(event.target.value)}
          />
          {failure && (
            <p role="alert" className="account-form__failure">
              {failure}
            </p>
          )}
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            <Trans>Send reset link</Trans>
          </button>
          <button type="button" className="account-form__link" onClick={() => openAuthModal('login')}>
            <Trans>Back to sign in</Trans>
          </button>
        </form>
      )}
    </Dialog>
  );
}
