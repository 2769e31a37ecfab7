import { Trans, useLingui } from '@lingui/react/macro';
import { appStoreLinks } from '@/lib/app-store-links';
import '@/features/catalogue/pages/pages.css';

const outside = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * /download (a utility page): why the app, and the two store links. Every picture is the
 * app's own icon from this server; the store links are plain links (the app never fetches them).
 */
export function DownloadPage() {
  const { t } = useLingui();
  return (
    <div className="utility-page download-page">
      <img className="download-page__icon" src="/icons/icon-192.png" width={96} height={96} alt="" />
      <h1 className="utility-page__title">
        <Trans>Download the Hungry Table app</Trans>
      </h1>
      <p className="utility-page__lead">
        <Trans>Book the best restaurants in a few taps, wherever you are.</Trans>
      </p>
      <ul className="download-page__benefits">
        <li>
          <Trans>Exclusive deals and promo codes for app users</Trans>
        </li>
        <li>
          <Trans>Your bookings and vouchers always at hand, even offline</Trans>
        </li>
        <li>
          <Trans>Earn points on every booking and review</Trans>
        </li>
      </ul>
      <nav className="download-page__stores" aria-label={t`App stores`}>
        <a className="button button--primary" href={appStoreLinks.appStore} {...outside}>
          <Trans>Download on the App Store</Trans>
        </a>
        <a className="button button--primary" href={appStoreLinks.googlePlay} {...outside}>
          <Trans>Get it on Google Play</Trans>
        </a>
      </nav>
    </div>
  );
}
