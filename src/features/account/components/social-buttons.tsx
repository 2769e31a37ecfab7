import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { SocialProvider } from '@/domain/accounts/social-provider';
import { fetchSocialConfig } from '@/entities/account/account-calls';
import { prepareSocialAuth, signInWithProviderPopup } from '@/lib/social-auth/firebase-auth';
import { showToast } from '@/lib/toast-store';
import { continueSocialSignIn, socialFailureMessage } from '@/features/account/social-session';

type Prepared = Awaited<ReturnType<typeof prepareSocialAuth>>;

/**
 * 'Continue with Google' and 'Continue with Facebook' (Firebase Authentication). Firebase is loaded when
 * the buttons appear, so the popup opens straight from the click; the buttons stay hidden when the server
 * offers no social sign-in. Failures are said in a toast, except a closed or blocked popup.
 */
export function SocialButtons() {
  const [prepared, setPrepared] = useState<Prepared | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    fetchSocialConfig()
      .then((config) => (config ? prepareSocialAuth(config) : null))
      .then((loaded) => live && setPrepared(loaded))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  if (!prepared) return null;

  const start = async (provider: SocialProvider) => {
    setBusy(true);
    try {
      const profile = await signInWithProviderPopup(prepared, provider);
      await continueSocialSignIn(profile, {});
    } catch (error) {
      const message = socialFailureMessage(error, provider);
      if (message) showToast(message, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="account-social">
      <button type="button" className="button button--block account-social__google" disabled={busy} onClick={() => void start('google')}>
        <Trans>Continue with Google</Trans>
      </button>
      <button type="button" className="button button--block account-social__facebook" disabled={busy} onClick={() => void start('facebook')}>
        <Trans>Continue with Facebook</Trans>
      </button>
      <p className="account-social__or">
        <Trans>or</Trans>
      </p>
    </div>
  );
}
