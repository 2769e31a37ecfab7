import { Trans, useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Footer } from '@/features/shell/components/footer';
import { Navbar } from '@/features/shell/components/navbar';
import { ProgressBar } from '@/features/shell/components/progress-bar';
import { ServerBusyModal } from '@/features/shell/components/server-busy-modal';
import { StatusBanners } from '@/features/shell/components/status-banners';
import { ToastHost } from '@/features/shell/components/toast-host';
import { TopBar } from '@/features/shell/components/top-bar';
import '@/features/shell/shell.css';

/**
 * The page frame of every screen: progress bar, the desktop top bar outside
 * home, the navbar, the banners, the page, the footer, toasts and the server-busy modal.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const isHome = useRouterState({ select: (s) => s.location.pathname === '/' });
  return (
    <>
      <a href="#main" className="skip-link">
        <Trans>Skip to content</Trans>
      </a>
      <header className="site-header">
        <ProgressBar />
        {!isHome && <TopBar />}
        <Navbar />
        <StatusBanners />
      </header>
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <section className="notifications" aria-label={t`Notifications`}>
        <ToastHost />
      </section>
      <ServerBusyModal />
    </>
  );
}
