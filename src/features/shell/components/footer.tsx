import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { consentBannerOpen } from '@/domain/tracking/consent-gate';
import { consentBannerReopened, consentStore, reopenConsentBanner } from '@/entities/tracking/consent';
import { appPaths, outsideLinks } from '@/features/shell/shell-links';

/**
 * The consent banner's code loads 3000 ms after the footer mounts while the visitor has not answered it,
 * and otherwise only when "Cookie settings" asks again: a visitor who answered never fetches it
 * (tests/features/shell/footer.test.tsx, footer-consent-on-demand.test.tsx).
 */
export const CONSENT_DELAY_MS = 3000;

const CookieConsent = lazy(() =>
  import('@/features/shell/components/cookie-consent').then((m) => ({ default: m.CookieConsent })),
);

const outside = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** Footer: app download links, social links, help links and the copyright line. */
export function Footer() {
  const { t } = useLingui();
  const [showConsent, setShowConsent] = useState(false);
  useEffect(() => {
    // The banner's own rule: nothing to ask a visitor who has answered (until Cookie settings asks again).
    if (!consentBannerOpen(consentStore.get(), consentBannerReopened.get())) return undefined;
    const timer = setTimeout(() => setShowConsent(true), CONSENT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const year = new Date().getFullYear();

  return (
    <footer className="footer">
      <div className="footer__grid">
        <nav aria-label={t`Download the app`} className="footer__column">
          <h2 className="footer__heading">
            <Trans>Download the app</Trans>
          </h2>
          <ul>
            <li>
              <AppLink href={outsideLinks.appStore} {...outside}>
                App Store
              </AppLink>
            </li>
            <li>
              <AppLink href={outsideLinks.googlePlay} {...outside}>
                Google Play
              </AppLink>
            </li>
            <li>
              <AppLink href={appPaths.download}>
                <Trans>All download options</Trans>
              </AppLink>
            </li>
          </ul>
        </nav>
        <nav aria-label={t`Follow us`} className="footer__column">
          <h2 className="footer__heading">
            <Trans>Follow us</Trans>
          </h2>
          <ul>
            <li>
              <AppLink href={outsideLinks.facebook} {...outside}>
                Facebook
              </AppLink>
            </li>
            <li>
              <AppLink href={outsideLinks.instagram} {...outside}>
                Instagram
              </AppLink>
            </li>
            <li>
              <AppLink href={outsideLinks.line} {...outside}>
                LINE
              </AppLink>
            </li>
          </ul>
        </nav>
        <nav aria-label={t`Help`} className="footer__column">
          <h2 className="footer__heading">
            <Trans>Help</Trans>
          </h2>
          <ul>
            <li>
              <AppLink href={outsideLinks.help} {...outside}>
                <Trans>Help center</Trans>
              </AppLink>
            </li>
            <li>
              <AppLink href={outsideLinks.support}>
                <Trans>Contact support</Trans>
              </AppLink>
            </li>
            <li>
              <AppLink href={outsideLinks.terms} {...outside}>
                <Trans>Terms of service</Trans>
              </AppLink>
            </li>
            <li>
              <AppLink href={outsideLinks.privacy} {...outside}>
                <Trans>Privacy policy</Trans>
              </AppLink>
            </li>
            <li>
              <button
                type="button"
                className="footer__link-button"
                onClick={() => {
                  reopenConsentBanner();
                  setShowConsent(true);
                }}
              >
                <Trans>Cookie settings</Trans>
              </button>
            </li>
          </ul>
        </nav>
      </div>
      <p className="footer__copyright">
        <Trans>© {year} Hungry Table. All rights reserved.</Trans>
      </p>
      {showConsent && (
        <Suspense fallback={null}>
          <CookieConsent />
        </Suspense>
      )}
    </footer>
  );
}
