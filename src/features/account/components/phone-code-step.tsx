import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { UserProfile } from '@/contract/accounts';
import { PHONE_CODE_LENGTH } from '@/domain/accounts/phone-code';
import { sendPhoneCode, verifyPhoneCode } from '@/entities/account/account-calls';
import { rememberPhoneVerified } from '@/entities/account/phone-verified';
import { failureMessage } from '@/features/account/account-messages';
import { TextField } from '@/features/account/components/text-field';

/**
 * The phone step's code: a 6-digit code is texted when the step opens (through the server's outbox; the
 * local run's mailbox at /dev/mailbox lists it); the member types it; 'Resend code' waits out the
 * server's throttle, counting down (tests/features/account/register-modal.test.tsx, e2e/phone-verification.spec.ts). The signed-in
 * member's session is used. `onLater` leaves the phone unverified (the member stays signed in).
 */
export function PhoneCodeStep({
  phone,
  onVerified,
  onLater,
}: {
  phone: string;
  onVerified: (profile: UserProfile) => void;
  onLater: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [waitSeconds, setWaitSeconds] = useState(0);
  const sentOnce = useRef(false);

  const send = async () => {
    setFailure(null);
    try {
      const sent = await sendPhoneCode();
      setWaitSeconds(sent.resendInSeconds);
    } catch (error) {
      setFailure(failureMessage(error, t`failed to sign in`));
    }
  };

  useEffect(() => {
    if (sentOnce.current) return;
    sentOnce.current = true;
    void send();
    // Sent once when the step opens; later sends are the member's 'Resend code'.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (waitSeconds <= 0) return;
    const timer = setTimeout(() => setWaitSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [waitSeconds]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const digits = code.replace(/\s+/g, '');
    if (!new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`).test(digits)) {
      setFailure(t`Please enter the 6-digit code`);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const profile = await verifyPhoneCode(digits);
      rememberPhoneVerified(profile.phoneVerified);
      onVerified(profile);
    } catch (error) {
      setFailure(failureMessage(error, t`failed to sign in`));
      setBusy(false);
    }
  };

  const seconds = waitSeconds;
  return (
    <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
      <p id={`${id}-sent`}>
        <Trans>We sent a 6-digit code to {phone}</Trans>
      </p>
      <TextField
        id={`${id}-code`}
        label={<Trans>Verification code</Trans>}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={PHONE_CODE_LENGTH + 2}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      {failure && (
        <p role="alert" className="account-form__failure">
          {failure}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        <Trans>Verify</Trans>
      </button>
      <button type="button" className="account-form__link" disabled={seconds > 0} onClick={() => void send()}>
        {seconds > 0 ? <Trans>Resend code in {seconds} s</Trans> : <Trans>Resend code</Trans>}
      </button>
      <button type="button" className="account-form__link" onClick={onLater}>
        <Trans>Later</Trans>
      </button>
    </form>
  );
}
