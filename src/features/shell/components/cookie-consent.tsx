import { Trans, useLingui } from '@lingui/react/macro';
import { consentBannerOpen } from '@/domain/tracking/consent-gate';
import { isStorageBlocked } from '@/lib/storage-check';
import { useStore } from '@/lib/create-store';
import { chooseConsent, consentBannerReopened, consentStore } from '@/entities/tracking/consent';
import { outsideLinks } from '@/features/shell/shell-links';

/**
 * The consent banner, loaded lazily by the footer: tracking cookies and analytics wait for the
 * visitor's answer (Thailand's PDPA), which is remembered on this device and can be changed from the
 * footer's "Cookie settings". With storage blocked the cookies banner already asks to allow it and
 * nothing is tracked, so this one stays closed unless opened from the footer.
 */
export function CookieConsent() {
  const { t } = useLingui();
  const consent = useStore(consentStore);
  const reopened = useStore(consentBannerReopened);
  if (!consentBannerOpen(consent, reopened) || (!reopened && isStorageBlocked())) return null;
  return (
    <section className="cookie-consent" aria-label={t`Cookie consent`}>
      <p>
        <Trans>
          We use cookies to remember your choices and, if you accept, to measure visits and the campaigns that
          brought you here. Read our{' '}
          <a href={outsideLinks.privacy} target="_blank" rel="noopener noreferrer">
            privacy policy
          </a>
          .
        </Trans>
      </p>
      <div className="cookie-consent__actions">
        <button type="button" className="button" onClick={() => chooseConsent('refused')}>
          <Trans>Decline</Trans>
        </button>
        <button type="button" className="button button--primary" onClick={() => chooseConsent('accepted')}>
          <Trans>Accept</Trans>
        </button>
      </div>
    </section>
  );
}
