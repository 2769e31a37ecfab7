import { Trans, useLingui } from '@lingui/react/macro';
import type { AppConfig } from '@/contract/config';
import { useDevice } from '@/lib/viewport';
import { AppLink } from '@/components/ui/app-link';

/**
 * The home's first-app-voucher banner: on phones only, and only while the config's firstAppVoucher
 * feature is on. It shows the config's mobile banner picture when one is set (else a text banner) and leads
 * to the app download page, where the voucher is claimed.
 */
export function FirstAppVoucherBanner({ config }: { config: AppConfig | undefined }) {
  const { t } = useLingui();
  const device = useDevice();
  if (device !== 'phone' || !config?.features.firstAppVoucher) return null;
  const picture = config.mobileBannerVoucherUrl;
  return (
    <aside className="home-first-app-banner" aria-label={t`First app voucher`} data-testid="first-app-voucher-banner">
      <AppLink href="/download" className="home-first-app-banner__link">
        {picture ? (
          <img src={picture} alt={t`Get a voucher for your first booking in the app`} width={750} height={200} />
        ) : (
          <span>
            <Trans>Get a voucher for your first booking in the app</Trans>
          </span>
        )}
      </AppLink>
    </aside>
  );
}
