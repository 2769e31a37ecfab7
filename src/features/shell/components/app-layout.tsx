import { Trans, useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useState, type ComponentType, type CSSProperties, type ReactNode } from 'react';
import { isPartnerTagThai } from '@/domain/partners/partner-tag-thai';
import { appSignals } from '@/lib/app-signals';
import { deferredOrVisible } from '@/lib/deferred-parts';
import { useStore } from '@/lib/create-store';
import { optionalPart } from '@/lib/optional-part';
import { usePartnerMode } from '@/entities/partner/partner-mode-state';
import { Navbar } from '@/features/shell/components/navbar';
import { PartnerDisclaimer } from '@/features/shell/components/partner-header';
import { ProgressBar } from '@/features/shell/components/progress-bar';
import { StatusBanners } from '@/features/shell/components/status-banners';
import { ToastHost } from '@/features/shell/components/toast-host';
import { TopBar } from '@/features/shell/components/top-bar';
import '@/features/shell/shell.css';

// Below the fold on every page, and links that work without script: on a painted page the server's footer
// stands until the page has settled or the visitor scrolls near it; then its code loads (decision 0068).
const Footer = optionalPart(() =>
  deferredOrVisible('footer.footer').then(() => import('@/features/shell/components/footer').then((m) => m.Footer)),
);
// With its dialog, a chunk of its own: most visits never meet a 503 (decision 0064).
const ServerBusyModal = lazy(
  (): Promise<{ default: ComponentType }> =>
    import('@/features/shell/components/server-busy-modal').then(
      (m) => ({ default: m.ServerBusyModal }),
      () => ({ default: () => null }),
    ),
);

/** The server-busy modal, loaded the first time a 503 opens it, then kept mounted: it closes as before. */
function ServerBusy() {
  const { serverBusyOpen } = useStore(appSignals);
  const [wanted, setWanted] = useState(false);
  if (serverBusyOpen && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <ServerBusyModal />
    </Suspense>
  ) : null;
}

/**
 * The page frame of every screen: progress bar, the desktop top bar outside
 * home, the navbar, the banners, the page, the footer, toasts and the server-busy modal. In partner mode
 * the header wears the partner's colours and logo (no top bar), the Thai tag partner's disclaimer shows
 * under it, and the embedded layout has no footer (docs/decisions/0039-partner-modes.md).
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const isHome = useRouterState({ select: (s) => s.location.pathname === '/' });
  const { partner, flags } = usePartnerMode();
  const partnerColours = partner
    ? ({
        '--partner-primary': partner.colors.primary,
        '--partner-on-primary': partner.colors.onPrimary,
      } as CSSProperties)
    : undefined;
  return (
    <>
      <a href="#main" className="skip-link">
        <Trans>Skip to content</Trans>
      </a>
      <header
        className={partner ? 'site-header site-header--partner' : 'site-header'}
        style={partnerColours}
        data-partner={partner?.name}
        data-layout={flags.layout}
      >
        <ProgressBar />
        {!isHome && !partner && <TopBar />}
        <Navbar />
        <StatusBanners />
      </header>
      {partner && isPartnerTagThai(partner) && <PartnerDisclaimer partner={partner} />}
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      {flags.layout !== 'embedded' && <Footer />}
      <section className="notifications" aria-label={t`Notifications`}>
        <ToastHost />
      </section>
      <ServerBusy />
    </>
  );
}
