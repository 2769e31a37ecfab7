import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { outsideLinks } from '@/features/shell/shell-links';
import { storageKeys } from '@/lib/storage-keys';

/** Where the visitor's acceptance is remembered. */
export const CONSENT_STORAGE_KEY = storageKeys.cookieConsent;

function accepted(): boolean {
  try {
    return window.localStorage.getItem(CONSENT_STORAGE_KEY) === 'accepted';
  } catch {
    // Storage blocked: the cookies banner already asks to allow it; don't nag twice.
    return true;
  }
}

/** The cookie consent bar, loaded lazily by the footer. Accepting is remembered on this device. */
export function CookieConsent() {
  const { t } = useLingui();
  const [open, setOpen] = useState(() => !accepted());
  if (!open) return null;
  const accept = () => {
    try {
      window.localStorage.setItem(CONSENT_STORAGE_KEY, 'accepted');
    } catch {
      // Nothing to remember with: the bar just closes for this visit.
    }
    setOpen(false);
  };
  return (
    <section className="cookie-consent" aria-label={t`Cookie consent`}>
      <p>
        <Trans>
          We use cookies to remember your choices and improve your experience. Read our{' '}
          <a href={outsideLinks.privacy} target="_blank" rel="noopener noreferrer">
            privacy policy
          </a>
          .
        </Trans>
      </p>
      <button type="button" className="button button--primary" onClick={accept}>
        <Trans>Accept</Trans>
      </button>
    </section>
  );
}
