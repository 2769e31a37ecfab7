import { Trans, useLingui } from '@lingui/react/macro';
import { AppLink } from '@/components/ui/app-link';
import { LanguageSwitch } from '@/features/shell/components/language-switch';
import { appPaths, outsideLinks } from '@/features/shell/shell-links';
import { useHasPage } from '@/features/shell/use-has-page';

const outside = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * The desktop top bar, shown outside the home page: restaurants, gift card (once its page exists),
 * blog, download app (store links), help and the language switch. Hidden below desktop width by CSS.
 */
export function TopBar() {
  const { t } = useLingui();
  const hasPage = useHasPage();
  return (
    <nav className="top-bar" aria-label={t`Quick links`}>
      <ul className="top-bar__list">
        <li>
          <AppLink href={appPaths.search}>
            <Trans>Restaurants</Trans>
          </AppLink>
        </li>
        {hasPage(appPaths.giftCard) && (
          <li>
            <AppLink href={appPaths.giftCard}>
              <Trans>Gift card</Trans>
            </AppLink>
          </li>
        )}
        <li>
          <AppLink href={outsideLinks.blog} {...outside}>
            <Trans>Blog</Trans>
          </AppLink>
        </li>
        <li className="top-bar__download">
          <Trans>Download app</Trans>:{' '}
          <AppLink href={outsideLinks.appStore} {...outside}>
            App Store
          </AppLink>{' '}
          ·{' '}
          <AppLink href={outsideLinks.googlePlay} {...outside}>
            Google Play
          </AppLink>
        </li>
        <li>
          <AppLink href={outsideLinks.help} {...outside}>
            <Trans>Help</Trans>
          </AppLink>
        </li>
        <li>
          <LanguageSwitch className="top-bar__language" />
        </li>
      </ul>
    </nav>
  );
}
