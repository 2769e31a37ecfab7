import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '@/api/api-error';
import { showToast } from '@/lib/toast-store';
import { changePassword } from '@/entities/account/account-calls';
import { failureMessage, passwordProblem, requiredMessage } from '@/features/account/account-messages';
import { ProfileGate } from '@/entities/account/profile-gate';
import { TextField } from '@/features/account/components/text-field';
import '@/features/account/account.css';

/**
 * /profile/password: the current password and a new one typed twice, behind the profile's extra guard
 * (e2e/profile-edit.spec.ts). The server ends the account's other sessions; this device stays signed in.
 */
export function PasswordPage() {
  const id = useId();
  return (
    <section className="account-page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>
        <Trans>Change password</Trans>
      </h1>
      <ProfileGate page="password">{() => <PasswordForm />}</ProfileGate>
    </section>
  );
}

type Problems = Partial<Record<'current' | 'password' | 'confirm', string>>;

function PasswordForm() {
  const { t } = useLingui();
  const id = useId();
  const navigate = useNavigate();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);

  const change = useMutation({
    mutationFn: () => changePassword(current, password),
    onMutate: () => setFailure(null),
    onSuccess: async (message) => {
      showToast(message ?? t`Your password has been changed`, 'success');
      await navigate({ href: '/profile' });
    },
    onError: (error) => {
      const onCurrent = error instanceof ApiError ? error.fieldErrors.currentPassword : undefined;
      const onNew = error instanceof ApiError ? error.fieldErrors.password : undefined;
      if (onCurrent || onNew) setProblems({ current: onCurrent, password: onNew });
      else setFailure(failureMessage(error, t`failed to change password`));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {};
    if (current === '') found.current = requiredMessage('password');
    const newProblem = passwordProblem(password);
    if (newProblem) found.password = newProblem;
    else if (confirm !== password) found.confirm = t`The passwords do not match`;
    setProblems(found);
    if (Object.keys(found).length === 0) change.mutate();
  };

  return (
    <form className="account-form" noValidate onSubmit={submit}>
      <TextField
        id={`${id}-current`}
        type="password"
        autoComplete="current-password"
        label={t`Current password`}
        value={current}
        error={problems.current}
        onChange={(e) => setCurrent(e.target.value)}
      />
      <TextField
        id={`${id}-new`}
        type="password"
        autoComplete="new-password"
        label={t`New password`}
        value={password}
        error={problems.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <TextField
        id={`${id}-confirm`}
        type="password"
        autoComplete="new-password"
        label={t`New password again`}
        value={confirm}
        error={problems.confirm}
        onChange={(e) => setConfirm(e.target.value)}
      />
      {failure && (
        <p className="account-form__failure" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={change.isPending}>
        {change.isPending ? <Trans>Saving…</Trans> : <Trans>Change password</Trans>}
      </button>
    </form>
  );
}
