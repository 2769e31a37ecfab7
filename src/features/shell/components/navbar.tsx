import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { AccountActions } from '@/features/shell/components/account-actions';
import { DesktopSearchForm } from '@/features/shell/components/desktop-search-form';
import { HamburgerMenu } from '@/features/shell/components/hamburger-menu';
import { LogoMark } from '@/features/shell/components/logo';

/** The navbar (spec shell §2 "Layout"): hamburger and logo, the desktop search box, the account corner. */
export function Navbar() {
  const { t } = useLingui();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="navbar">
      <button
        type="button"
        className="navbar__hamburger"
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
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
      <HamburgerMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
    </div>
  );
}
