import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { retryImport } from '@/lib/retry-import';
import { AccountActions } from '@/features/shell/components/account-actions';
import { DesktopSearchForm } from '@/features/shell/components/desktop-search-form';
import { LogoMark } from '@/features/shell/components/logo';

/**
 * The menu drawer is not needed for the first paint, so it is its own chunk (the first-paint budget,
 * docs/decisions/0017-react-in-every-build.md): fetched when the browser is idle after the page is up,
 * or as soon as the visitor reaches for the button, whichever comes first; a failed fetch is retried
 * (and reloads once) like a page chunk.
 */
const loadMenu = () => import('@/features/shell/components/hamburger-menu');
const HamburgerMenu = lazy(() => retryImport(loadMenu).then((m) => ({ default: m.HamburgerMenu })));
const preloadMenu = () => void loadMenu().catch(() => undefined);

function usePreloadWhenIdle(preload: () => void): void {
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(preload, { timeout: 5000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(preload, 2000);
    return () => clearTimeout(timer);
  }, [preload]);
}

/** The navbar: hamburger and logo, the desktop search box, the account corner. */
export function Navbar() {
  const { t } = useLingui();
  const [menuOpen, setMenuOpen] = useState(false);
  usePreloadWhenIdle(preloadMenu);
  return (
    <div className="navbar">
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
      <Link to="/" className="navbar__logo">
        <LogoMark />
        <span className="navbar__brand">Hungry Table</span>
        <span className="visually-hidden">{t`Home`}</span>
      </Link>
      <div className="navbar__search">
        <DesktopSearchForm />
      </div>
      <AccountActions />
      {menuOpen && (
        <Suspense fallback={null}>
          <HamburgerMenu open onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
