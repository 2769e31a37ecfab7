import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { DEFAULT_CALLING_CODE } from '@/contract/accounts';
import { useStore } from '@/lib/create-store';
import { emailProblem, failureMessage, phoneProblem } from '@/features/account/account-messages';
import type { AuthModalProps } from '@/features/account/components/auth-modal-host';
import { PhoneCodeStep } from '@/features/account/components/phone-code-step';
import { PhoneField, phoneDigits } from '@/features/account/components/phone-field';
import { TextField } from '@/features/account/components/text-field';
import { continueSocialSignIn, finishSocialSignIn, socialPendingStore, socialFailureMessage } from '@/features/account/social-session';
import '@/features/account/account.css';

/**
 * The social flow's own steps after the provider's popup (e2e/social-login.spec.ts):
 * the e-mail the provider did not give, the phone the account lacks, then the code texted to that phone.
 */
export function SocialStepsModal({ onClose }: AuthModalProps) {
  const { t } = useLingui();
  const id = useId();
  const pending = useStore(socialPendingStore);
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState({ phone: '', callingCode: DEFAULT_CALLING_CODE });
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!pending) return null;

  if (pending.need === 'code') {
    const user = pending.user;
    return (
      <Dialog open onClose={onClose} size="auth" title={t`Verify your phone`} closeLabel={t`Close`}>
        <PhoneCodeStep
          phone={user.phone ?? ''}
          onVerified={(profile) => finishSocialSignIn({ ...user, ...profile })}
          onLater={() => finishSocialSignIn(user)}
        />
      </Dialog>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = pending.need === 'email' ? emailProblem(email) : phoneProblem(phone.phone);
    setError(problem ?? undefined);
    setFailure(null);
    if (problem) return;
    const extras =
      pending.need === 'email'
        ? { ...pending.extras, email: email.trim() }
        : { ...pending.extras, phone: phoneDigits(phone.phone), callingCode: phone.callingCode };
    setBusy(true);
    try {
      await continueSocialSignIn(pending.profile, extras);
    } catch (err) {
      setFailure(failureMessage(err, socialFailureMessage(err, pending.profile.provider) ?? t`failed to sign in`));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} size="auth" title={t`One more step`} closeLabel={t`Close`} describedBy={`${id}-why`}>
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
        <p id={`${id}-why`}>
          {pending.need === 'email' ? (
            <Trans>We need your email address to create your account.</Trans>
          ) : (
            <Trans>We need your phone number to finish signing in. We will text you a code to check it.</Trans>
          )}
        </p>
        {pending.need === 'email' ? (
          <TextField
            id={`${id}-email`}
            label={<Trans>Email</Trans>}
            type="email"
            autoComplete="email"
            value={email}
            error={error}
            onChange={(event) => setEmail(event.target.value)}
          />
        ) : (
          <PhoneField
            id={`${id}-phone`}
            phone={phone.phone}
            callingCode={phone.callingCode}
            error={error}
            onChange={(patch) => setPhone((p) => ({ ...p, ...patch }))}
          />
        )}
        {failure && (
          <p role="alert" className="account-form__failure">
            {failure}
          </p>
        )}
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          <Trans>Continue</Trans>
        </button>
      </form>
    </Dialog>
  );
}
