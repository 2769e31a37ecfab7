import { useLingui } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import { SearchIcon } from '@/components/ui/icons';
import { phoneSearchOpenByDefault } from '@/domain/shell/phone-search';
import { retryImport } from '@/lib/retry-import';
import { useDevice } from '@/lib/viewport';
import { AccountActions } from '@/features/shell/components/account-actions';
import { FavouritesShortcut } from '@/features/shell/components/favourites-shortcut';
import { LogoMark } from '@/features/shell/components/logo';
import { PartnerGreeting, PartnerLogo } from '@/features/shell/components/partner-header';
import { usePartnerMode } from '@/entities/partner/partner-mode-state';
import { SearchForm } from '@/features/shell/components/search-form';

/**
 * The menu drawer is not needed for the first paint, so it is its own chunk (the first-paint budget,
 * docs/decisions/0017-react-in-every-build.md): fetched as soon as the visitor reaches for the button, or
 * once the page has settled (bootstrap preloads it then: its account calls and schemas were a long task
 * beside the first page's render on a phone, decision 0055); a failed fetch is retried (and reloads once)
 * like a page chunk.
 */
const loadMenu = () => import('@/features/shell/components/hamburger-menu');
const HamburgerMenu = lazy(() => retryImport(loadMenu).then((m) => ({ default: m.HamburgerMenu })));
const preloadMenu = () => void loadMenu().catch(() => undefined);

/**
 * The phone search bar's state: open where the page is about searching (src/domain/shell/phone-search.ts)
 * unless the visitor folded it, folded elsewhere unless they asked for it. What they asked holds for the
 * page they asked it on; the next page starts from its own default.
 */
function usePhoneSearch() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [asked, setAsked] = useState<{ path: string; open: boolean } | null>(null);
  const askedHere = asked?.path === pathname ? asked : null;
  const open = askedHere ? askedHere.open : phoneSearchOpenByDefault(pathname);
  return {
    open,
    /** Opened by the visitor just now: the box takes the focus (never on page load, no keyboard pops up). */
    askedOpen: askedHere?.open === true,
    setOpen: (next: boolean) => setAsked({ path: pathname, open: next }),
  };
}

/**
 * The navbar: hamburger and logo, the search box (desktop), the account corner. Below desktop width
 * the box has no room in the bar: a search button folds the same box, with the same suggestions, open
 * and shut in a bar under the navbar. In partner mode the partner's logo and name take our mark's place,
 * and its switches decide the phone's menu button (mobile navigation) and the favourites shortcut.
 */
export function Navbar() {
  const { t } = useLingui();
  const [menuOpen, setMenuOpen] = useState(false);
  const search = usePhoneSearch();
  const searchBarId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { partner, user, flags } = usePartnerMode();
  const device = useDevice();
  // A partner without mobile navigation (its own app navigates) gets no menu button on phones and tablets.
  const showsMenu = flags.features.mobileNavigation || device === 'desktop' || device === 'large-desktop';

  // Escape that the box did not use (its suggestions already shut) folds a bar the visitor opened.
  const onSearchBarKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented || !search.askedOpen) return;
    search.setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <>
      <div className="navbar">
        {showsMenu && (
          <button
            type="button"
            className="navbar__hamburger"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onPointerDown={preloadMenu}
            onFocus={preloadMenu}
            onClick={() => setMenuOpen(true)}
          >
            <span aria-hidden="true" className="navbar__hamburger-icon" />
            <span className="visually-hidden">{t`Open menu`}</span>
          </button>
        )}
        <Link to="/" className="navbar__logo">
          {partner ? <PartnerLogo partner={partner} /> : <LogoMark />}
          {!partner && <span className="navbar__brand">Hungry Table</span>}
          <span className="visually-hidden">{t`Home`}</span>
        </Link>
        {partner && <PartnerGreeting user={user} />}
        <div className="navbar__search">
          <SearchForm />
        </div>
        {flags.features.favorites && <FavouritesShortcut />}
        <AccountActions />
        <button
          ref={toggleRef}
          type="button"
          className="navbar__search-toggle"
          aria-expanded={search.open}
          aria-controls={searchBarId}
          onClick={() => search.setOpen(!search.open)}
        >
          <SearchIcon />
          <span className="visually-hidden">{t`Search box`}</span>
        </button>
        {menuOpen && (
          <Suspense fallback={null}>
            <HamburgerMenu open onClose={() => setMenuOpen(false)} />
          </Suspense>
        )}
      </div>
      <div id={searchBarId} className="phone-search" hidden={!search.open} onKeyDown={onSearchBarKeyDown}>
        {search.open && <SearchForm autoFocus={search.askedOpen} />}
      </div>
    </>
  );
}
