import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { isPasskeyCancelled, passkeysSupported, signInWithPasskey } from '@/entities/account/passkey-calls';
import { rememberMember } from '@/entities/account/member-session';
import { showToast } from '@/lib/toast-store';
import { failureMessage } from '@/features/account/account-messages';

/**
 * The login modal's passkey sign-in (tests/features/account/passkey-sign-in.test.tsx): shown only where
 * the browser can use passkeys. The browser asks which passkey; a closed prompt says nothing, a refusal
 * says why in the modal.
 */
export function PasskeySignIn({ onSignedIn, onFailure }: { onSignedIn: () => void; onFailure: (message: string | null) => void }) {
  const { t } = useLingui();
  const [supported, setSupported] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void passkeysSupported().then((yes) => live && setSupported(yes));
    return () => {
      live = false;
    };
  }, []);

  if (!supported) return null;

  const signIn = async () => {
    setBusy(true);
    onFailure(null);
    try {
      const user = await signInWithPasskey();
      rememberMember(user);
      const name = user.name;
      showToast(t`Welcome back ${name}`, 'success');
      onSignedIn();
    } catch (error) {
      if (!isPasskeyCancelled(error)) onFailure(failureMessage(error, t`failed to sign in`));
      setBusy(false);
    }
  };

  return (
    <button type="button" className="button button--block" disabled={busy} onClick={() => void signIn()}>
      <Trans>Sign in with a passkey</Trans>
    </button>
  );
}
