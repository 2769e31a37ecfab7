import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { Dialog } from '@/components/ui/dialog';
import { menuName } from '@/domain/shell/menu-name';
import { useStore } from '@/lib/create-store';
import { openAuthModal } from '@/entities/account/auth-modal';
import { signOutMember } from '@/entities/account/member-session';
import { sessionStore } from '@/entities/session/session';
import { useDevice } from '@/lib/viewport';
import { LanguageSwitch } from '@/features/shell/components/language-switch';
import { appPaths, outsideLinks } from '@/features/shell/shell-links';
import { useHasPage } from '@/features/shell/use-has-page';

export interface HamburgerMenuProps {
  open: boolean;
  onClose: () => void;
}

function Item({ href, onNavigate, children }: { href: string; onNavigate: () => void; children: ReactNode }) {
  const hasPage = useHasPage();
  const outside = !href.startsWith('/');
  // A page not built yet (promotions, gift card, …) gets no link until it exists.
  if (!hasPage(href)) return null;
  return (
    <li>
      <AppLink
        className="menu__link"
        href={href}
        onClick={onNavigate}
        {...(outside && !href.startsWith('mailto:') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {children}
      </AppLink>
    </li>
  );
}

function UserBadge({ name, device }: { name: string; device: ReturnType<typeof useDevice> }) {
  return (
    <>
      <span aria-hidden="true" className="menu__avatar">
        {Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
      </span>
      <span>{menuName(name, device)}</span>
    </>
  );
}

/**
 * The hamburger menu with every label (tests/features/shell/hamburger-menu.test.tsx): see all
 * restaurants, all dine-in, all delivery, support, group dining, download app, promotions, gift card, for
 * restaurants, sign in / register or sign out, blog, help and language. Links to pages the app does not
 * have yet are left out until those pages exist. The user's name is truncated at
 * 10 characters on phones.
 */
export function HamburgerMenu({ open, onClose }: HamburgerMenuProps) {
  const { t } = useLingui();
  const user = useStore(sessionStore);
  const device = useDevice();
  const hasPage = useHasPage();

  return (
    <Dialog open={open} onClose={onClose} size="drawer" title={t`Menu`} closeLabel={t`Close menu`}>
      <nav aria-label={t`Main menu`} className="menu">
        {user &&
          (hasPage(appPaths.profile) ? (
            <AppLink className="menu__user" href={appPaths.profile} onClick={onClose} title={user.name}>
              <UserBadge name={user.name} device={device} />
            </AppLink>
          ) : (
            <p className="menu__user" title={user.name}>
              <UserBadge name={user.name} device={device} />
            </p>
          ))}
        <ul className="menu__list">
          <Item href={appPaths.search} onNavigate={onClose}>
            <Trans>See all restaurants</Trans>
          </Item>
          <Item href={appPaths.allDineIn} onNavigate={onClose}>
            <Trans>All dine-in</Trans>
          </Item>
          <Item href={appPaths.allDelivery} onNavigate={onClose}>
            <Trans>All delivery</Trans>
          </Item>
          <Item href={outsideLinks.groupDining} onNavigate={onClose}>
            <Trans>Group dining</Trans>
          </Item>
          <Item href={appPaths.promotions} onNavigate={onClose}>
            <Trans>Promotions</Trans>
          </Item>
          <Item href={appPaths.giftCard} onNavigate={onClose}>
            <Trans>Gift card</Trans>
          </Item>
          <Item href={appPaths.download} onNavigate={onClose}>
            <Trans>Download app</Trans>
          </Item>
        </ul>
        <ul className="menu__list menu__list--secondary">
          <Item href={outsideLinks.forRestaurants} onNavigate={onClose}>
            <Trans>For restaurants</Trans>
          </Item>
          <Item href={outsideLinks.support} onNavigate={onClose}>
            <Trans>Support</Trans>
          </Item>
          <Item href={outsideLinks.blog} onNavigate={onClose}>
            <Trans>Blog</Trans>
          </Item>
          <Item href={outsideLinks.help} onNavigate={onClose}>
            <Trans>Help</Trans>
          </Item>
          <li className="menu__language">
            <span className="menu__language-label" aria-hidden="true">
              <Trans>Language</Trans>
            </span>
            <LanguageSwitch className="menu__link" />
          </li>
        </ul>
        <ul className="menu__list menu__list--account">
          {user && (
            <Item href={appPaths.passkeys} onNavigate={onClose}>
              <Trans>Passkeys</Trans>
            </Item>
          )}
          {user ? (
            <li>
              <button
                type="button"
                className="menu__link menu__button"
                onClick={() => {
                  onClose();
                  signOutMember();
                }}
              >
                <Trans>Sign out</Trans>
              </button>
            </li>
          ) : (
            <li>
              <button
                type="button"
                className="menu__link menu__button"
                onClick={() => {
                  onClose();
                  openAuthModal('login');
                }}
              >
                <Trans>Sign in / Register</Trans>
              </button>
            </li>
          )}
        </ul>
      </nav>
    </Dialog>
  );
}
